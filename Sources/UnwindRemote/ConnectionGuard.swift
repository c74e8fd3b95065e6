import FlyingSocks
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Limits on slow and idle clients that FlyingFox does not enforce itself: a client must send
/// each request within `requestDeadline` seconds of connecting or of its last request
/// (slowloris), may not stay silent longer than `idleTimeout`, and at most `maxConnections`
/// clients are served at once.
///
/// It works as a wrapper around FlyingFox's socket pool: every time a connection waits for the
/// client, the wait is bounded by the connection's deadline, and a connection past it is
/// dropped as if the client had hung up.
public struct ConnectionLimits: Sendable {
    /// Seconds a client has to send a whole request, from connecting or from its last request.
    public var requestDeadline: Double
    /// Seconds a kept-alive connection may sit silent before it is dropped.
    public var idleTimeout: Double
    /// Clients served at once; one more is refused until an old one closes or goes idle.
    public var maxConnections: Int

    /// Limits for a frame on a home network: 10 s per request, 30 s idle, 64 clients.
    public init(requestDeadline: Double = 10, idleTimeout: Double = 30, maxConnections: Int = 64) {
        self.requestDeadline = requestDeadline
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
    }
}

/// When each live connection started its current request, by peer `ip:port`.
final class ConnectionLedger: Sendable {
    private struct Entry {
        var requestStart: Double
        var lastActivity: Double
        /// The socket, to tell a live connection from one that has closed since.
        var file: Int32
    }

    private let entries = Locked<[String: Entry]>([:])
    let limits: ConnectionLimits

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    /// The moment `peer` must have sent its request by, or nil when it may not be served
    /// (too many connections).
    func deadline(for peer: String, file: Int32, now: Double) -> Double? {
        entries.withLock { entries in
            if var entry = entries[peer], entry.file == file, now - entry.lastActivity <= limits.idleTimeout {
                entry.lastActivity = now
                entries[peer] = entry
                return min(entry.requestStart + limits.requestDeadline, now + limits.idleTimeout)
            }
            if entries.count >= limits.maxConnections {
                // Forget connections that have closed (their socket is gone or now belongs to
                // another peer) or gone quiet for longer than the idle timeout.
                entries = entries.filter { key, entry in
                    now - entry.lastActivity <= limits.idleTimeout && Self.peer(of: entry.file) == key
                }
                if entries.count >= limits.maxConnections { return nil }
            }
            entries[peer] = Entry(requestStart: now, lastActivity: now, file: file)
            return now + min(limits.requestDeadline, limits.idleTimeout)
        }
    }

    /// A whole request arrived from `peer`: its next request gets a fresh deadline.
    func requestArrived(from peer: String, now: Double) {
        entries.withLock { entries in
            guard var entry = entries[peer] else { return }
            entry.requestStart = now
            entry.lastActivity = now
            entries[peer] = entry
        }
    }

    /// `ip:port` of the peer connected on `file`, nil when it is not a connected socket.
    static func peer(of file: Int32) -> String? {
        (try? Socket(file: Socket.FileDescriptor(rawValue: file)).remotePeer()).flatMap(key)
    }

    static func key(_ address: Socket.Address) -> String? {
        switch address {
        case .ip4(let ip, let port), .ip6(let ip, let port): "\(ip):\(port)"
        case .unix: nil
        }
    }
}

/// FlyingFox's socket pool with `ConnectionLimits` applied to every wait on a client socket.
final class GuardedSocketPool: AsyncSocketPool {
    private let inner: any AsyncSocketPool
    let ledger: ConnectionLedger

    init(inner: any AsyncSocketPool, ledger: ConnectionLedger) {
        self.inner = inner
        self.ledger = ledger
    }

    func prepare() async throws { try await inner.prepare() }

    func run() async throws { try await inner.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // The listening socket has no peer: its waits for new clients are never bounded.
        guard let address = try? socket.remotePeer(), let peer = ConnectionLedger.key(address) else {
            return try await inner.suspendSocket(socket, untilReadyFor: events)
        }
        // FlyingFox writes a response's head and body separately; without TCP_NODELAY the body
        // waits for the client's delayed ACK (40 ms on Linux) on every kept-alive request.
        var noDelay: Int32 = 1
        setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        let now = ProcessInfo.processInfo.systemUptime
        guard let deadline = ledger.deadline(for: peer, file: socket.file.rawValue, now: now), deadline > now else {
            throw SocketError.disconnected
        }
        let inner = self.inner
        let ready = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await inner.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64((deadline - now) * 1e9))
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        if !ready { throw SocketError.disconnected }
    }
}
