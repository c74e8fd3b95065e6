import Foundation
import UnwindConfig

/// The address a phone opens to control this frame, with the token in it, so pairing is
/// pointing a camera at the screen. A frame listening on every interface (`0.0.0.0`, `::`)
/// names its own LAN address, which is what a phone in the same home can reach.
public enum PairingLink {
    /// `http://HOST:PORT/?token=…` (no token part without a token).
    public static func url(listen: ListenAddress, port: UInt16, token: BearerToken?) -> String {
        var host = listen.host
        if host == "0.0.0.0" || host == "::" || host.isEmpty { host = LocalAddresses.ipv4().first ?? "127.0.0.1" }
        if host.contains(":") { host = "[\(host)]" }
        var url = "http://\(host):\(port)/"
        if let token {
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            url += "?token=" + (token.text.addingPercentEncoding(withAllowedCharacters: allowed) ?? token.text)
        }
        return url
    }
}
