import Foundation
import UnwindConfig
import UnwindSync

#if canImport(Glibc)
import Glibc
#endif

/// The remote API served over HTTP/1.1 by one thread of its own around `poll(2)`, built for
/// a port anyone on the network may reach: every size is capped before it is kept
/// (`HTTPRequestReader`), every client has a deadline, and no client can hold up another.
///
/// Why not a library: FlyingFox 0.27.1, the server before, read header lines in quadratic
/// time with no cap (64 KiB: 1.9 s of CPU, 256 KiB: 30.7 s; two such requests kept
/// `/api/status` failing for 34 of 40 s) and a few dozen slow clients took a third of the
/// page loads. Hummingbird on SwiftNIO would bring limits too, but its CMake build (NIO's
/// C modules and a dozen packages) outweighs this file; the API needs GET, POST and PATCH
/// with small bodies, which is what this serves. docs/reliability.md has the figures.
///
/// The handler (`RemoteAPI.respond`) runs on the server's thread: it only copies the status
/// board or posts to the inbox, both a lock and a copy.
public final class RemoteHTTPServer: @unchecked Sendable {
    private let address: ListenAddress
    private let api: RemoteAPI
    private let limits: ConnectionLimits
    private let reader: HTTPRequestReader
    /// The listening socket, the wake pipe, the server's thread and whether it runs.
    private struct Serving {
        var listener: Int32 = -1
        var wake: (read: Int32, write: Int32) = (-1, -1)
        var thread: Thread?
        var running = false
    }

    private let serving = Locked(Serving())
    private let finished = DispatchSemaphore(value: 0)
    /// Seconds on a monotonic clock; the event loop's only source of time (deadlines,
    /// cool-downs), so tests can move it by hand.
    private let clock: @Sendable () -> Double
    private let turnedAway = Locked(0)
    /// Connections turned away at accept, unread (held until the cool-down ends, or reset),
    /// because their address was cooling down
    /// (`ConnectionLimits.refusalCooldown`), since the server was made.
    public var connectionsTurnedAway: Int { turnedAway.value }
    /// Told, on the server's thread, of requests refused for their size or form (431, 413,
    /// 411, 400) or not finished within their deadline, one line at most every 10 s, and of
    /// an address's connections being closed unread for a cool-down; set before `start`.
    public var onRefused: (@Sendable (String) -> Void)?

    /// - Parameters:
    ///   - listen: the address to bind; port 0 picks a free one (see `start`'s result).
    ///   - api: answers each request.
    ///   - limits: deadlines, the connection cap and the cool-down of flooding addresses.
    ///   - clock: seconds on a monotonic clock (tests pass one they move by hand).
    public init(
        listen: ListenAddress, api: RemoteAPI, limits: ConnectionLimits = ConnectionLimits(),
        clock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) throws {
        self.address = listen
        self.api = api
        self.limits = limits
        self.clock = clock
        // The request line is allowed on top of the headers' own limit.
        self.reader = HTTPRequestReader(maxHeadBytes: api.policy.maxHeaderBytes + 4096, maxBodyBytes: api.policy.maxBodyBytes)
    }

    deinit {
        shutDown()
    }

    /// Binds and starts serving on a thread of its own; returns the bound port.
    /// - Throws: the bind error (address in use, not an address of this machine) as one line.
    @discardableResult
    public func start() async throws -> UInt16 {
        try startBlocking()
    }

    /// `start()` for callers outside Swift concurrency (the CLI).
    public func startBlocking() throws -> UInt16 {
        try serving.withLock { try start(&$0) }
    }

    private func start(_ serving: inout Serving) throws -> UInt16 {
        guard !serving.running else { throw RemoteError(status: 0, "the server is already running") }
        let socket = try Self.bind(address)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            close(socket)
            throw RemoteError(status: 0, "cannot listen on \(address): \(String(cString: strerror(errno)))")
        }
        for fd in [socket, fds[0], fds[1]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        serving.listener = socket
        serving.wake = (fds[0], fds[1])
        serving.running = true
        let loop = EventLoop(
            listener: socket, wake: fds[0], api: api, reader: reader, limits: limits, clock: clock, turnedAway: turnedAway, onRefused: onRefused)
        let done = finished
        let thread = Thread {
            loop.run()
            done.signal()
        }
        thread.name = "unwind.remote.http"
        thread.stackSize = 1 << 20
        serving.thread = thread
        thread.start()
        return Self.port(of: socket)
    }

    /// Closes the listening socket and every connection.
    public func stop() async {
        shutDown()
    }

    private func shutDown() {
        let stopping = serving.withLock { serving in
            guard serving.running else { return false }
            serving.running = false
            var byte: UInt8 = 1
            _ = write(serving.wake.write, &byte, 1)
            return true
        }
        guard stopping else { return }
        finished.wait()
        serving.withLock { serving in
            close(serving.listener)
            close(serving.wake.read)
            close(serving.wake.write)
            serving.listener = -1
            serving.thread = nil
        }
    }

    private static func bind(_ address: ListenAddress) throws -> Int32 {
        let family = address.isIPv6 ? AF_INET6 : AF_INET
        let fd = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RemoteError(status: 0, "cannot listen on \(address): \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var result: Int32
        if address.isIPv6 {
            var sa = sockaddr_in6()
            sa.sin6_family = sa_family_t(AF_INET6)
            sa.sin6_port = address.port.bigEndian
            guard inet_pton(AF_INET6, address.host, &sa.sin6_addr) == 1 else {
                close(fd)
                throw RemoteError(status: 0, "cannot listen on \(address): not an IPv6 address")
            }
            result = withUnsafePointer(to: &sa) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var sa = sockaddr_in()
            sa.sin_family = sa_family_t(AF_INET)
            sa.sin_port = address.port.bigEndian
            guard inet_pton(AF_INET, address.host, &sa.sin_addr) == 1 else {
                close(fd)
                throw RemoteError(status: 0, "cannot listen on \(address): not an IPv4 address")
            }
            result = withUnsafePointer(to: &sa) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result == 0, listen(fd, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw RemoteError(status: 0, "cannot listen on \(address): \(reason)")
        }
        return fd
    }

    private static func port(of fd: Int32) -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        if Int32(storage.ss_family) == AF_INET6 {
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) } }
        }
        return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) } }
    }
}

/// Limits on slow and idle clients: a client must send each request within
/// `requestDeadline` seconds of connecting or of its last answer (slowloris), may not stay
/// silent longer than `idleTimeout`, and at most `maxConnections` are open at once (one more
/// closes the connection that has waited longest without sending a whole request, so slow
/// clients never lock a normal one out).
public struct ConnectionLimits: Sendable {
    /// Seconds a client has to send a whole request, from connecting or from its last answer.
    public var requestDeadline: Double
    /// Seconds a kept-alive connection may sit silent before it is dropped.
    public var idleTimeout: Double
    /// Connections open at once.
    public var maxConnections: Int
    /// When an address that keeps being refused has its connections closed unread
    /// (`RefusalCooldown`); nil turns that off (benchmarks compare with and without).
    public var refusalCooldown: RefusalCooldown.Policy?

    /// Limits for a frame on a home network: 10 s per request, 30 s idle, 256 connections,
    /// and the default cool-down for an address that floods the server with refused requests.
    public init(
        requestDeadline: Double = 10, idleTimeout: Double = 30, maxConnections: Int = 256,
        refusalCooldown: RefusalCooldown.Policy? = RefusalCooldown.Policy()
    ) {
        self.requestDeadline = requestDeadline
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.refusalCooldown = refusalCooldown
    }
}
