import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request to a server on 127.0.0.1, over a plain socket (no URLSession, whose
/// Linux module the tests do not link), for end-to-end tests of the remote control.
public enum LoopbackHTTP {
    /// The answer: status code and body.
    public struct Response: Sendable {
        /// The HTTP status code, e.g. 200 or 401.
        public let status: Int
        /// The body bytes after the headers, as the server sent them.
        public let body: Data
        /// The body as text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// A request that failed below HTTP (connect, send, an answer that is not HTTP).
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, for the test's failure message.
        public let description: String
    }

    /// Sends `method path` with an optional JSON body and reads the whole answer.
    public static func request(port: Int, _ method: String, _ path: String, json: String? = nil, timeout: Double = 10) throws -> Response {
        try request(port: port, method, path, body: json.map { Data($0.utf8) }, contentType: json == nil ? nil : "application/json", timeout: timeout)
    }

    /// Sends `method path` with an optional body of `contentType` (an upload's multipart form).
    public static func request(port: Int, _ method: String, _ path: String, body given: Data?, contentType: String?, timeout: Double = 10) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket") }
        defer { close(fd) }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { throw Failure(description: "connect to port \(port)") }
        let body = given ?? Data()
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let request = Data(head.utf8) + body
        let sent = request.withUnsafeBytes { raw in send(fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { throw Failure(description: "send") }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let split = answer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: answer[..<split.lowerBound], as: UTF8.self).lowercased()
                if let line = header.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                    let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                    answer.count - split.upperBound >= length
                {
                    break
                }
            }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            answer.append(contentsOf: buffer[0..<n])
        }
        guard let split = answer.range(of: Data("\r\n\r\n".utf8)),
            let statusLine = String(decoding: answer[..<split.lowerBound], as: UTF8.self).split(separator: "\r\n").first,
            let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw Failure(description: "\(method) \(path): not an HTTP answer (\(answer.count) bytes)") }
        return Response(status: status, body: Data(answer[split.upperBound...]))
    }
}
