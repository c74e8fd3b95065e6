import Foundation
import UnwindSlideshow

#if canImport(Glibc)
import Glibc
#endif

/// The address a phone opens to control this frame, with the token in it, so pairing is
/// pointing a camera at the screen. A frame listening on every interface (`0.0.0.0`, `::`)
/// names its own LAN address, which is what a phone in the same home can reach.
public enum PairingLink {
    /// `http://HOST:PORT/?token=…` (no token part without a token).
    public static func url(listen: ListenAddress, port: UInt16, token: BearerToken?) -> String {
        var host = listen.host
        if host == "0.0.0.0" || host == "::" || host.isEmpty { host = lanAddress() ?? "127.0.0.1" }
        if host.contains(":") { host = "[\(host)]" }
        var url = "http://\(host):\(port)/"
        if let token {
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            url += "?token=" + (token.text.addingPercentEncoding(withAllowedCharacters: allowed) ?? token.text)
        }
        return url
    }

    /// The first IPv4 address of an interface that is up and not loopback, if any.
    static func lanAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let found = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet -> Bool in
                var raw = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil
            }
            if found { return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        return nil
    }
}
