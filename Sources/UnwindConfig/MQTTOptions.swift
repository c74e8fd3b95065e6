/// How the frame reaches an MQTT broker (`--mqtt mqtt://host:1883` and the `[mqtt]` table):
/// kept as plain values so the config file and the command line share one parser.
public struct MQTTOptions: Equatable, Sendable {
    /// The broker's host name or IP literal (no user or password: those stay out of the URL).
    public var host: String
    /// The broker's port: 1883 for `mqtt://`, 8883 for `mqtts://` unless given.
    public var port: Int
    /// True for `mqtts://`: TLS, verified against `caFile` (or the system's CA folder).
    public var tls: Bool
    /// Broker login, from the config file only (a command line would show it in `ps`).
    public var username: String?
    /// Broker password, from the config file only (a command line would show it in `ps`).
    public var password: String?
    /// PEM file of the CA that signed the broker's certificate.
    public var caFile: String?
    /// This frame's id in topics and in Home Assistant (letters, digits, `-`, `_`).
    public var deviceID: String
    /// Shown in Home Assistant.
    public var deviceName: String
    /// Topics live under `PREFIX/DEVICE-ID/...`.
    public var topicPrefix: String
    /// Home Assistant's discovery prefix.
    public var discoveryPrefix: String
    /// Commands on `PREFIX/group/GROUP/...` reach every frame of the group.
    public var group: String?

    /// Options with the defaults Home Assistant expects; only the broker's host is required.
    public init(
        host: String, port: Int = 1883, tls: Bool = false, username: String? = nil, password: String? = nil,
        caFile: String? = nil, deviceID: String = "unwind", deviceName: String = "Unwind photo frame",
        topicPrefix: String = "unwind", discoveryPrefix: String = "homeassistant", group: String? = nil
    ) {
        self.host = host
        self.port = port
        self.tls = tls
        self.username = username
        self.password = password
        self.caFile = caFile
        self.deviceID = deviceID
        self.deviceName = deviceName
        self.topicPrefix = topicPrefix
        self.discoveryPrefix = discoveryPrefix
        self.group = group
    }

    /// Reads `mqtt://host[:port]` or `mqtts://host[:port]`; nil when malformed. User and
    /// password stay out of the URL (they would show in `ps`); they come from the config file.
    public init?(url text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let tls: Bool
        let rest: Substring
        if trimmed.hasPrefix("mqtt://") {
            tls = false
            rest = trimmed.dropFirst("mqtt://".count)
        } else if trimmed.hasPrefix("mqtts://") {
            tls = true
            rest = trimmed.dropFirst("mqtts://".count)
        } else {
            return nil
        }
        let hostPort = rest.hasSuffix("/") ? rest.dropLast() : rest
        guard !hostPort.isEmpty, !hostPort.contains("@"), !hostPort.contains("/") else { return nil }
        var host = String(hostPort)
        var port = tls ? 8883 : 1883
        if let address = ListenAddress(parsing: String(hostPort)), hostPort.contains(":") {
            host = address.host
            port = Int(address.port)
        } else if let colon = hostPort.lastIndex(of: ":") {
            guard let parsed = Int(hostPort[hostPort.index(after: colon)...]), (1...65535).contains(parsed) else { return nil }
            host = String(hostPort[..<colon])
            port = parsed
        }
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" }) else { return nil }
        self.init(host: host, port: port, tls: tls)
    }

    /// True for names usable as one MQTT topic level and a Home Assistant id.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && id.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" }
    }
}
