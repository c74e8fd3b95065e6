import Foundation

/// Reads one HTTP/1.1 request out of the bytes a connection has received so far, in time
/// linear in the bytes and with every size bounded before anything is kept: the request
/// head (request line and headers) at `maxHeadBytes`, the body at `maxBodyBytes`.
///
/// FlyingFox 0.27.1, the server before, read a header line in time quadratic in its length
/// and with no cap (a 256 KiB line: 30 s of CPU, before any token check); here the 431 goes
/// out as soon as the head passes its cap, whatever follows.
struct HTTPRequestReader {
    /// What the bytes so far amount to.
    enum Outcome: Equatable {
        /// More bytes are needed.
        case incomplete
        /// A whole request, and how many bytes of the buffer it took.
        case request(Parsed, consumed: Int)
        /// The request is refused before it is read whole (the connection closes after).
        case refuse(status: Int, message: String)
        /// The head of a request whose body is streamed (an upload); the body starts at `bodyStart`.
        case streamedBody(Parsed, bodyStart: Int)
    }

    /// A request as read off the wire.
    struct Parsed: Equatable {
        var method: String
        var path: String
        var query: [String: String]
        var headers: [String: String]
        var body: Data
        /// HTTP/1.0 without keep-alive, or `Connection: close`.
        var closes: Bool
    }

    /// The longest request head (request line and headers) accepted.
    let maxHeadBytes: Int
    /// The longest body accepted (a longer declared body is answered unread by the API's 413).
    let maxBodyBytes: Int

    /// Looks at `bytes` (everything received and not yet consumed). `scanned` is how far an
    /// earlier call looked for the head's end, so each byte is looked at once.
    func read(_ bytes: [UInt8], scanned: inout Int) -> Outcome {
        guard let headEnd = Self.endOfHead(bytes, from: &scanned) else {
            if bytes.count > maxHeadBytes {
                return .refuse(status: 431, message: "request headers too large (more than \(maxHeadBytes) bytes)")
            }
            return .incomplete
        }
        guard headEnd.head <= maxHeadBytes else {
            return .refuse(status: 431, message: "request headers too large (\(headEnd.head) bytes; at most \(maxHeadBytes))")
        }
        guard var parsed = Self.parseHead(bytes[0..<headEnd.head]) else {
            return .refuse(status: 400, message: "malformed request")
        }
        if parsed.headers["transfer-encoding"] != nil {
            return .refuse(status: 411, message: "send the body with a Content-Length (chunked bodies are not accepted)")
        }
        if RemoteAPI.streamsBody(method: parsed.method, path: parsed.path) {
            return .streamedBody(parsed, bodyStart: headEnd.body)
        }
        var length = 0
        if let declared = parsed.headers["content-length"] {
            guard let value = Int(declared.trimmingCharacters(in: .whitespaces)), value >= 0 else {
                return .refuse(status: 400, message: "bad Content-Length")
            }
            length = value
        }
        if length > maxBodyBytes {
            // The API answers 413 from the declared length; the body is never read.
            return .request(parsed, consumed: bytes.count)
        }
        guard bytes.count - headEnd.body >= length else { return .incomplete }
        parsed.body = Data(bytes[headEnd.body..<(headEnd.body + length)])
        return .request(parsed, consumed: headEnd.body + length)
    }

    /// Where the head ends (the blank line): its length without the blank line, and where
    /// the body starts. Accepts CRLF and bare LF line ends.
    static func endOfHead(_ bytes: [UInt8], from scanned: inout Int) -> (head: Int, body: Int)? {
        var i = max(0, scanned - 3)
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { return (i, i + 2) }
                if i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\r"), bytes[i + 2] == UInt8(ascii: "\n") { return (i, i + 3) }
            }
            i += 1
        }
        scanned = bytes.count
        return nil
    }

    /// The request line and headers; nil when they are not HTTP/1.x.
    static func parseHead(_ head: ArraySlice<UInt8>) -> Parsed? {
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        // Tolerate blank lines before the request line (RFC 9112 §2.2).
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        guard let requestLine = lines.first else { return nil }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
        guard parts.count == 3, let method = String(validating: parts[0], as: UTF8.self),
            let target = String(validating: parts[1], as: UTF8.self), let version = String(validating: parts[2], as: UTF8.self),
            version.hasPrefix("HTTP/1."), !method.isEmpty, method.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A })
        else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else { return nil }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            guard !name.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            headers[name] = value
        }
        let connection = headers["connection"]?.lowercased() ?? ""
        let closes = connection.contains("close") || (version == "HTTP/1.0" && !connection.contains("keep-alive"))
        let (path, query) = split(target: target)
        return Parsed(method: method, path: path, query: query, headers: headers, body: Data(), closes: closes)
    }

    /// The path (percent-decoded where that is valid) and the query's parameters.
    static func split(target: String) -> (String, [String: String]) {
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(pieces.first ?? "")
        let path = rawPath.removingPercentEncoding ?? rawPath
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let decode = { (text: Substring) -> String in
                    let plus = text.replacingOccurrences(of: "+", with: " ")
                    return plus.removingPercentEncoding ?? plus
                }
                query[decode(kv[0])] = kv.count == 2 ? decode(kv[1]) : ""
            }
        }
        return (path, query)
    }
}
