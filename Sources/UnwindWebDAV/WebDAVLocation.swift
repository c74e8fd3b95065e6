import Foundation

/// A WebDAV folder as the user names it: `https://host/remote.php/dav/files/me/Photos`,
/// `http://…`, or `webdav://` / `webdavs://` (http and https), with an optional user in the
/// URL (`https://me@host/…`). A password in the URL is refused: it would show in the
/// process list and in logs; it comes from a password file.
public struct WebDAVLocation: Equatable, Sendable, CustomStringConvertible {
    /// `http` or `https`.
    public var scheme: String
    /// The host name or address (IPv6 without brackets).
    public var host: String
    /// The port, when given.
    public var port: Int?
    /// The folder's path on the server, percent-encoded as on the wire, ending in `/`.
    public var path: String
    /// The user, from the URL (or the config, set by the caller).
    public var user: String?

    /// True for a path the show should read as a WebDAV folder rather than a local one.
    public static func looksLikeURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["http://", "https://", "webdav://", "webdavs://"].contains { lower.hasPrefix($0) }
    }

    /// Parses a folder URL.
    /// - Throws: one line saying what is wrong with it.
    public init(parsing text: String) throws(WebDAVError) {
        var rest = Substring(text)
        guard let colon = rest.range(of: "://") else { throw WebDAVError("'\(text)' is not a URL like https://host/folder") }
        switch rest[..<colon.lowerBound].lowercased() {
        case "http", "webdav": scheme = "http"
        case "https", "webdavs": scheme = "https"
        default: throw WebDAVError("'\(text)': use http, https, webdav or webdavs")
        }
        rest = rest[colon.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        let tail = rest[authorityEnd...]
        if let at = authority.lastIndex(of: "@") {
            let credentials = authority[..<at]
            guard !credentials.contains(":") else {
                throw WebDAVError("the URL holds a password; put it in a password file (--password-file) so it never shows in the process list")
            }
            user = credentials.removingPercentEncoding ?? String(credentials)
            authority = authority[authority.index(after: at)...]
        }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw WebDAVError("'\(text)': unclosed [ in the host") }
            host = String(authority[authority.index(after: authority.startIndex)..<close])
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { port = Int(after.dropFirst()) } else { port = nil }
            if !after.isEmpty, port == nil { throw WebDAVError("'\(text)': bad port") }
        } else if let portColon = authority.lastIndex(of: ":") {
            host = String(authority[..<portColon])
            guard let number = Int(authority[authority.index(after: portColon)...]), (1...65535).contains(number) else {
                throw WebDAVError("'\(text)': bad port")
            }
            port = number
        } else {
            host = String(authority)
            port = nil
        }
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || "-.:_".contains($0) }) else {
            throw WebDAVError("'\(text)': no host name")
        }
        var folder = String(tail.prefix { $0 != "?" && $0 != "#" })
        if folder.isEmpty { folder = "/" }
        if !folder.hasSuffix("/") { folder += "/" }
        path = folder
    }

    /// `scheme://host[:port]`, the part every request URL starts with.
    public var origin: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(name)\(port.map { ":\($0)" } ?? "")"
    }

    /// The folder's URL without any user (for messages and logs).
    public var description: String { origin + path }

    /// A folder name for this location's cache: readable host and a hash of the whole URL.
    public var cacheName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (user ?? "").utf8 + Array("@".utf8) + description.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let safeHost = host.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        return String(safeHost) + "-" + String(hash, radix: 16)
    }
}

/// What went wrong talking to a WebDAV server, in one line naming it.
public struct WebDAVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line.
    public var message: String
    /// True when the server refused the user or password (401, 403): retrying will not help.
    public var isRefusal = false

    /// An error with `message`.
    public init(_ message: String, isRefusal: Bool = false) {
        self.message = message
        self.isRefusal = isRefusal
    }

    /// The line.
    public var description: String { message }
}
