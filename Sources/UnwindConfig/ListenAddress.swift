/// Where the remote-control HTTP server listens (`--listen 127.0.0.1:8080`): an IPv4 or
/// bracketed IPv6 literal (or `localhost`) and a port, so the loopback check is exact and no
/// name lookup decides whether a token is required.
public struct ListenAddress: Hashable, Sendable, CustomStringConvertible {
    /// The host as written: `127.0.0.1`, `0.0.0.0`, `::1`, `::` (no brackets).
    public var host: String
    /// 0 picks a free port (tests).
    public var port: UInt16

    /// An address from an already-valid literal host (no parsing or checks: use `init?(parsing:)` for user input).
    public init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// Parses `HOST:PORT`, `[V6]:PORT` or a bare `PORT` (loopback); nil when malformed.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let port = UInt16(trimmed) {
            self.init(host: "127.0.0.1", port: port)
            return
        }
        let hostPart: Substring
        let portPart: Substring
        if trimmed.hasPrefix("[") {
            guard let close = trimmed.firstIndex(of: "]") else { return nil }
            hostPart = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
            let rest = trimmed[trimmed.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
            portPart = rest.dropFirst()
        } else {
            guard let colon = trimmed.lastIndex(of: ":"), !trimmed[..<colon].contains(":") else { return nil }
            hostPart = trimmed[..<colon]
            portPart = trimmed[trimmed.index(after: colon)...]
        }
        guard let port = UInt16(portPart) else { return nil }
        let host = hostPart == "localhost" ? "127.0.0.1" : String(hostPart)
        guard Self.isIPv4(host) || Self.isIPv6(host) else { return nil }
        self.init(host: host, port: port)
    }

    /// True for 127.0.0.0/8 and ::1: only this machine can connect, so no token is needed.
    public var isLoopback: Bool {
        if isIPv6 { return host == "::1" || host == "0:0:0:0:0:0:0:1" }
        return host.split(separator: ".").first == "127"
    }

    /// True when `host` is an IPv6 literal.
    public var isIPv6: Bool { host.contains(":") }

    /// The address as `--listen` takes it back (`[::1]:8080` for IPv6), for logs and messages.
    public var description: String { isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)" }

    static func isIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit) && (Int(part) ?? 256) <= 255
            }
    }

    static func isIPv6(_ host: String) -> Bool {
        host.contains(":") && host.count <= 45
            && host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
            && host.split(separator: ":", omittingEmptySubsequences: false).count <= 9
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
