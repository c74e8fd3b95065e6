import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A bare TCP client for tests: sends exact bytes (malformed ones too) and reads what comes back.
struct TestSocket: Sendable {
    let fd: Int32

    /// Connects to 127.0.0.1:`port` from `source` (any 127.x.y.z: Linux routes all of 127/8
    /// to the loopback device, so tests can be clients at different addresses); reads time
    /// out after `timeout` seconds.
    init(port: UInt16, from source: String = "127.0.0.1", timeout: Double = 30) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestSocketError("socket") }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        if source != "127.0.0.1" {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                Glibc.close(fd)
                throw TestSocketError("bind to \(source)")
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            Glibc.close(fd)
            throw TestSocketError("connect")
        }
    }

    /// Sends everything; false when the server closed the connection first.
    @discardableResult
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = Glibc.send(fd, raw.baseAddress?.advanced(by: sent), raw.count - sent, Int32(MSG_NOSIGNAL))
                if n <= 0 { return false }
                sent += n
            }
            return true
        }
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Data(text.utf8)) }

    /// A port nothing listens on right now (bound to 0, read back, released).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { _ = Glibc.close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw TestSocketError("bind") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Reads one response: until its Content-Length is complete, the server closes, or the
    /// read times out (some servers keep the connection despite `Connection: close`).
    func readResponse() -> Data {
        var out = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let split = out.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: out[..<split.lowerBound], as: UTF8.self).lowercased()
                if let line = head.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                    let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                    out.count - split.upperBound >= length
                {
                    return out
                }
            }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { return out }
            out.append(contentsOf: buffer[0..<n])
        }
    }

    /// Reads until the server closes or the read times out; `closed` tells which.
    func readAll(limit: Int = 1 << 20) -> (data: Data, closed: Bool) {
        var out = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while out.count < limit {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { return (out, true) }
            if n < 0 { return (out, errno == ECONNRESET) }
            out.append(contentsOf: buffer[0..<n])
        }
        return (out, false)
    }

    func close() { _ = Glibc.close(fd) }
}

struct TestSocketError: Error, CustomStringConvertible {
    var description: String
    init(_ operation: String) { description = "\(operation) failed: errno \(errno)" }
}

/// A parsed HTTP response (test side only).
struct TestResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
    var errorMessage: String? { (try? JSONDecoder().decode([String: String].self, from: body))?["error"] }
}

/// Runs blocking socket code on its own thread: tests must not block Swift concurrency's few
/// cooperative threads, on which the server under test runs.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try body() })
        }
        thread.start()
    }
}

enum TestHTTP {
    /// `requestBlocking` off the cooperative pool.
    static func request(
        port: UInt16, from source: String = "127.0.0.1", _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil
    ) async throws -> TestResponse {
        try await offPool { try requestBlocking(port: port, from: source, method, path, headers: headers, body: body) }
    }

    /// One request with `Connection: close`.
    static func requestBlocking(
        port: UInt16, from source: String = "127.0.0.1", _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil
    ) throws -> TestResponse {
        let socket = try TestSocket(port: port, from: source)
        defer { socket.close() }
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        socket.send(text)
        return try parse(socket.readResponse())
    }

    static func parse(_ data: Data) throws -> TestResponse {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { throw TestSocketError("no response head in \(data.count) bytes") }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw TestSocketError("bad status line") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            let kv = line.split(separator: ":", maxSplits: 1)
            if kv.count == 2 { headers[kv[0].lowercased()] = kv[1].trimmingCharacters(in: .whitespaces) }
        }
        return TestResponse(status: status, headers: headers, body: Data(data[split.upperBound...]))
    }
}
