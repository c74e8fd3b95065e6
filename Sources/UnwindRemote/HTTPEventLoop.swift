import Foundation
import UnwindSync

#if canImport(Glibc)
import Glibc
#endif

/// The remote server's one thread: accepts, reads, answers and drops connections around
/// `poll(2)`, never blocking on a client. Deadlines are checked every 50 ms. Only that
/// thread touches it after `run()` starts.
final class EventLoop: @unchecked Sendable {
    /// One client.
    private struct Client {
        let fd: Int32
        let peer: String
        /// What its refusals are counted under (`RefusalCooldown`): the address, or an IPv6 /64.
        let origin: String
        var input: [UInt8] = []
        /// How far the head's end was looked for in `input`.
        var scanned = 0
        var output: [UInt8] = []
        var written = 0
        /// Close once `output` is sent.
        var closing = false
        /// Sent everything and shut down its side: the rest of what the client sends is read
        /// and dropped (closing with unread bytes would reset the connection, and the client
        /// could lose the answer, a 431 to a long header line above all) until it hangs up,
        /// `lingerBytes` more arrive, or `lingerSeconds` pass.
        var lingering: (until: Double, bytesLeft: Int)?
        /// When the current request's deadline started (connect or last answer).
        var requestStart: Double
        var lastActivity: Double
        /// An upload whose body is arriving: its bytes go to the receiver, not to `input`.
        var upload: UploadReceiver?
    }

    /// The most bytes read from one client per wake-up, so a fast sender cannot starve others.
    static let readChunk = 16 * 1024
    /// How much a refused client may still send before it is cut off, and for how long.
    static let lingerBytes = 4 << 20
    static let lingerSeconds = 2.0

    private let listener: Int32
    private let wake: Int32
    private let api: RemoteAPI
    private let reader: HTTPRequestReader
    private let limits: ConnectionLimits
    private var clients: [Int32: Client] = [:]
    /// Told of requests refused for their size or form, at most one line per
    /// `refusalLogInterval` (an attacker must not fill the log either).
    private let onRefused: (@Sendable (String) -> Void)?
    private var lastRefusalLogged = -Double.infinity
    /// When deadlines were last checked: every 50 ms, not at each wake-up (a flood wakes the
    /// loop thousands of times a second, and each check walks every client).
    private var lastExpiry = -Double.infinity
    private var refusalsUnlogged = 0
    static let refusalLogInterval = 10.0
    /// Addresses whose connections are closed unread for a while (nil: turned off).
    private var cooldown: RefusalCooldown?
    private var lastCooldownLogged = -Double.infinity
    private let clock: @Sendable () -> Double
    /// Connections turned away at accept because their address was cooling down.
    private let turnedAway: Locked<Int>
    /// Connections of cooling addresses held unread (not polled) until their cool-down ends,
    /// then reset: a client that waits for its answer waits the cool-down out instead of
    /// reconnecting thousands of times a second, each connection costing an accept and a close.
    private var held: [Int32: (origin: String, until: Double)] = [:]
    /// Connections held at most, in all and from one address; past that they are reset at once.
    static let maxHeld = 64
    static let maxHeldPerOrigin = 8

    init(
        listener: Int32, wake: Int32, api: RemoteAPI, reader: HTTPRequestReader, limits: ConnectionLimits, clock: @escaping @Sendable () -> Double,
        turnedAway: Locked<Int>, onRefused: (@Sendable (String) -> Void)?
    ) {
        self.listener = listener
        self.wake = wake
        self.api = api
        self.reader = reader
        self.limits = limits
        self.cooldown = limits.refusalCooldown.map { RefusalCooldown(policy: $0) }
        self.clock = clock
        self.turnedAway = turnedAway
        self.onRefused = onRefused
    }

    /// Counts a refusal towards its address's cool-down, and logs it, or counts it when one
    /// was logged less than 10 s ago.
    private func noteRefusal(_ status: Int, _ message: String, from client: Client, now: Double) {
        if let started = cooldown?.refused(client.origin, now: now), let onRefused, now - lastCooldownLogged >= Self.refusalLogInterval {
            onRefused("closing new connections from \(client.origin) unread for \(Int(started.rounded(.up))) s: too many refused requests")
            lastCooldownLogged = now
        }
        let peer = client.peer
        guard let onRefused else { return }
        guard now - lastRefusalLogged >= Self.refusalLogInterval else {
            refusalsUnlogged += 1
            return
        }
        let more = refusalsUnlogged > 0 ? " (and \(refusalsUnlogged) more refused since the last line)" : ""
        onRefused("refused a request from \(peer): \(status) \(message)\(more)")
        lastRefusalLogged = now
        refusalsUnlogged = 0
    }

    /// Serves until a byte arrives on `wake`; then closes every client.
    func run() {
        QuitSignalMask.blockInThisThread()
        var scratch = [UInt8](repeating: 0, count: Self.readChunk)
        while true {
            var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0), pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            for client in clients.values {
                fds.append(pollfd(fd: client.fd, events: Int16(client.output.count > client.written ? POLLOUT : POLLIN), revents: 0))
            }
            let ready = poll(&fds, nfds_t(fds.count), 50)
            if ready < 0, errno != EINTR { break }
            if fds[0].revents != 0 { break }
            let now = clock()
            for entry in fds.dropFirst(2) where entry.revents != 0 {
                guard clients[entry.fd] != nil else { continue }
                if entry.revents & Int16(POLLOUT) != 0 {
                    flush(entry.fd, now: now)
                } else if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                    receive(entry.fd, now: now, scratch: &scratch)
                }
            }
            if fds[1].revents & Int16(POLLIN) != 0 { accept(now: now) }
            if now - lastExpiry >= 0.05 {
                expire(now: now)
                lastExpiry = now
            }
        }
        for client in clients.values {
            client.upload?.abandon()
            close(client.fd)
        }
        clients.removeAll()
        for fd in held.keys { Self.reset(fd) }
        held.removeAll()
    }

    private func accept(now: Double) {
        // Take every waiting connection; each costs a few hundred bytes until it sends.
        for _ in 0..<64 {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let fd = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(listener, $0, &length) }
            }
            guard fd >= 0 else { return }
            let origin = Self.origin(of: storage)
            if let until = cooldown?.cooledUntil(origin, now: now) {
                turnedAway.withLock { $0 += 1 }
                if held.count < Self.maxHeld, held.values.filter({ $0.origin == origin }).count < Self.maxHeldPerOrigin {
                    held[fd] = (origin, until)
                } else {
                    Self.reset(fd)
                }
                continue
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            var yes: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            if clients.count >= limits.maxConnections { evictSlowest() }
            clients[fd] = Client(fd: fd, peer: Self.address(of: storage), origin: origin, requestStart: now, lastActivity: now)
        }
    }

    /// Makes room by closing the client that has waited longest without a whole request;
    /// one that is being answered is left alone.
    private func evictSlowest() {
        if let lingering = clients.values.first(where: { $0.lingering != nil }) {
            drop(lingering.fd)
            return
        }
        let waiting = clients.values.filter { $0.output.count <= $0.written && $0.upload == nil }
        guard let slowest = waiting.min(by: { $0.requestStart < $1.requestStart }) else { return }
        drop(slowest.fd)
    }

    private func receive(_ fd: Int32, now: Double, scratch: inout [UInt8]) {
        // A refused client's bytes are dropped in the kernel (TCP's MSG_TRUNC), as many as
        // it may still send, in one call: draining a flood costs no copies and few wake-ups.
        let draining = clients[fd]?.lingering?.bytesLeft
        let count =
            draining.map { left in recv(fd, nil, left, Int32(MSG_TRUNC | MSG_DONTWAIT)) }
            ?? scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            drop(fd)
            return
        }
        guard count > 0, var client = clients[fd] else { return }
        client.lastActivity = now
        if let linger = client.lingering {
            let left = linger.bytesLeft - count
            if left <= 0 {
                drop(fd)
            } else {
                client.lingering = (linger.until, left)
                clients[fd] = client
            }
            return
        }
        // Bytes after a refusal or a close are not read.
        guard !client.closing else {
            clients[fd] = client
            return
        }
        var fresh = scratch[0..<count]
        if let upload = client.upload {
            fresh = fresh.dropFirst(upload.take(fresh))
            if upload.isComplete {
                client.upload = nil
                finish(upload, for: &client, now: now)
            }
        }
        client.input.append(contentsOf: fresh)
        while !client.closing, client.upload == nil {
            switch reader.read(client.input, scanned: &client.scanned) {
            case .incomplete:
                clients[fd] = client
                return
            case .refuse(let status, let message):
                noteRefusal(status, message, from: client, now: now)
                var response = RemoteResponse.error(status, message)
                response.headers["Connection"] = "close"
                queue(response, to: &client, closes: true)
                client.input = []
            case .streamedBody(let parsed, let bodyStart):
                let request = RemoteRequest(method: parsed.method, path: parsed.path, query: parsed.query, headers: parsed.headers, client: client.peer)
                let active = clients.values.filter { $0.upload != nil }.count
                switch api.beginUpload(request, active: active, now: now, requestDeadline: limits.requestDeadline) {
                case .refuse(let response):
                    if response.status == 413 { noteRefusal(413, "upload too large", from: client, now: now) }
                    queue(response, to: &client, closes: true)
                    client.input = []
                case .accept(let upload):
                    let rest = client.input[bodyStart...]
                    client.input = []
                    client.scanned = 0
                    let taken = upload.take(rest)
                    if upload.isComplete {
                        finish(upload, for: &client, now: now)
                        client.input = Array(rest.dropFirst(taken))
                    } else {
                        client.upload = upload
                    }
                }
            case .request(let parsed, let consumed):
                client.input.removeFirst(consumed)
                client.scanned = 0
                let request = RemoteRequest(
                    method: parsed.method, path: parsed.path, query: parsed.query, headers: parsed.headers, body: parsed.body, client: client.peer)
                let response = api.respond(to: request)
                if response.status == 413 || response.status == 431 {
                    noteRefusal(response.status, "request too large", from: client, now: now)
                }
                let closes = parsed.closes || response.headers["Connection"]?.lowercased() == "close"
                queue(response, to: &client, closes: closes)
                client.requestStart = now
            }
        }
        clients[fd] = client
        flush(fd, now: now)
    }

    /// Answers a complete upload (the API saves and sniffs; the files are written already).
    private func finish(_ upload: UploadReceiver, for client: inout Client, now: Double) {
        let response = api.finishUpload(upload)
        queue(response, to: &client, closes: response.headers["Connection"]?.lowercased() == "close")
        client.requestStart = now
    }

    private func queue(_ response: RemoteResponse, to client: inout Client, closes: Bool) {
        var head = "HTTP/1.1 \(response.status) \(Self.phrase(response.status))\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
        where name.lowercased() != "content-length" && name.lowercased() != "connection" {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(response.body.count)\r\nConnection: \(closes ? "close" : "keep-alive")\r\n\r\n"
        client.output.append(contentsOf: head.utf8)
        client.output.append(contentsOf: response.body)
        if closes { client.closing = true }
    }

    private func flush(_ fd: Int32, now: Double) {
        guard var client = clients[fd] else { return }
        while client.written < client.output.count {
            let sent = client.output.withUnsafeBytes { raw in
                send(fd, raw.baseAddress.map { $0 + client.written }, client.output.count - client.written, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    clients[fd] = client
                    return
                }
                drop(fd)
                return
            }
            client.written += sent
            client.lastActivity = now
        }
        client.output = []
        client.written = 0
        if client.closing {
            shutdown(fd, Int32(SHUT_WR))
            client.lingering = (now + Self.lingerSeconds, Self.lingerBytes)
        }
        clients[fd] = client
    }

    /// Closes a connection at once with a reset: nothing read is answered, and no TIME_WAIT
    /// is kept for a flood.
    private static func reset(_ fd: Int32) {
        var reset = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &reset, socklen_t(MemoryLayout<linger>.size))
        close(fd)
    }

    /// Drops clients past their request deadline or idle too long, and held connections
    /// whose cool-down is over.
    private func expire(now: Double) {
        for (fd, hold) in held where now >= hold.until {
            Self.reset(fd)
            held[fd] = nil
        }
        for client in Array(clients.values) {
            if let linger = client.lingering {
                if now > linger.until { drop(client.fd) }
                continue
            }
            let sending = client.output.count > client.written
            let idleSince = now - client.lastActivity
            let late = client.upload.map { now > $0.deadline } ?? (now - client.requestStart > limits.requestDeadline)
            if idleSince > limits.idleTimeout || (!sending && late) {
                // A request begun and not finished in time is slowloris's: it counts as refused.
                if !sending, late, client.upload != nil || !client.input.isEmpty {
                    noteRefusal(408, "request not sent within its deadline", from: client, now: now)
                }
                drop(client.fd)
            }
        }
    }

    private func drop(_ fd: Int32) {
        guard let client = clients.removeValue(forKey: fd) else { return }
        client.upload?.abandon()
        close(fd)
    }

    private static func address(of storage: sockaddr_storage) -> String {
        var storage = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        if Int32(storage.ss_family) == AF_INET6 {
            withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { sa in
                    var address = sa.pointee.sin6_addr
                    _ = inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
                }
            }
        } else {
            withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { sa in
                    var address = sa.pointee.sin_addr
                    _ = inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
                }
            }
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What a client's refusals are counted under: its IPv4 address, or its IPv6 address's
    /// /64 (one host commonly holds a whole /64); an IPv4-mapped IPv6 address as the IPv4.
    static func origin(of storage: sockaddr_storage) -> String {
        guard Int32(storage.ss_family) == AF_INET6 else { return address(of: storage) }
        var copy = storage
        var bytes = withUnsafePointer(to: &copy) {
            $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { sa in withUnsafeBytes(of: sa.pointee.sin6_addr) { Array($0) } }
        }
        let mapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
        if mapped { return bytes[12..<16].map(String.init).joined(separator: ".") }
        for i in 8..<16 { bytes[i] = 0 }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        _ = inet_ntop(AF_INET6, &bytes, &text, socklen_t(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/64"
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 507: "Insufficient Storage"
        default: "Status"
        }
    }
}
