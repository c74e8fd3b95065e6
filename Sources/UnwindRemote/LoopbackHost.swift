import Foundation

/// Which `Host` headers and client addresses count as this machine. A token-less server is
/// reachable only from loopback, so the one way in for a web page elsewhere is DNS
/// rebinding: a name of the attacker's that resolves to 127.0.0.1. Only exact literals are
/// loopback here (`127.0.0.1.evil.example` and `127.0.0.1.nip.io` start with `127.` and
/// used to pass), besides `localhost` and the names the server is configured with.
enum LoopbackHost {
    /// True for an IPv4 literal in 127.0.0.0/8, `::1`, or an IPv4-mapped `::ffff:127.x.y.z`,
    /// parsed whole (inet_pton), never by prefix.
    static func isLoopbackAddress(_ address: String) -> Bool {
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, address, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        let mapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
        return mapped && bytes[12] == 127
    }

    /// The name in a `Host` header without its port (`[::1]:8080` → `::1`), lowercased, or
    /// nil when it is not a well-formed host (a bracket left open, a port that is not a
    /// number).
    static func name(ofHost host: String) -> String? {
        let host = host.lowercased()
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || isPort(rest.dropFirst()) && rest.first == ":" else { return nil }
            return String(host[host.index(after: host.startIndex)..<close])
        }
        guard let colon = host.lastIndex(of: ":") else { return host }
        guard isPort(host[host.index(after: colon)...]) else { return nil }
        return String(host[..<colon])
    }

    /// True when `host` (a `Host` header) names this machine: a loopback literal,
    /// `localhost`, or one of `names` (compared without case; a name's trailing dot ignored).
    static func isAllowed(_ host: String, names: [String]) -> Bool {
        guard let name = name(ofHost: host) else { return false }
        if isLoopbackAddress(name) { return true }
        // A fully qualified name may end with a dot; an address may not.
        let bare = name.hasSuffix(".") ? String(name.dropLast()) : name
        return bare == "localhost" || names.contains { $0.lowercased() == bare }
    }

    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
    }
}
