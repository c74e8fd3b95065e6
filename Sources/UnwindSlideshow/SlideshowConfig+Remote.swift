import TOMLKit
import UnwindConfig

/// Reading the remote-control keys: `listen`, `token-file`, `sync` and the `[mqtt]` table.
extension TOMLReader {
    /// A DNS name: letters, digits, `-` and `.`, at most 253 bytes, not an address.
    static func isHostName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 253 && name.utf8.allSatisfy { $0.isASCIIHostByte } && name.contains { $0.isLetter }
    }

    /// Keys of the `[mqtt]` table.
    static let knownMQTTKeys = [
        "url", "username", "password", "ca-file", "device-id", "device-name", "topic-prefix", "discovery-prefix", "group",
    ]

    func applyRemote(_ key: String, _ value: TOMLValueConvertible, to remote: inout RemoteOptions) throws(ConfigError) {
        switch key {
        case "listen":
            guard let text = value.string, let address = ListenAddress(parsing: text) else {
                throw fail(key, "expected an address such as \"127.0.0.1:8080\"")
            }
            remote.listen = address
        case "token-file":
            guard let text = value.string, !text.isEmpty else { throw fail(key, "expected a file name") }
            remote.tokenFile = text
        case "host-names":
            let names = try document.strings(value, at: [key], maxCount: 16, maxLength: 253)
            guard names.allSatisfy(Self.isHostName) else {
                throw fail(key, "expected host names such as \"frame.local\" (letters, digits, - and .)")
            }
            remote.hostNames = names.map { $0.lowercased() }
        case "upload-folder":
            guard let text = value.string, !text.isEmpty else { throw fail(key, "expected a folder name") }
            remote.uploadFolder = text
        case "upload-max-mb":
            remote.uploadMaxMB = try document.integer(value, at: [key], in: RemoteOptions.uploadMaxMBRange)
        case "sync":
            guard let text = value.string, MQTTOptions.isValidID(text) else {
                throw fail(key, "expected a group name of letters, digits, - and _")
            }
            remote.syncGroup = text
        default:
            remote.mqtt = try mqtt(value)
        }
    }

    private func mqtt(_ value: TOMLValueConvertible) throws(ConfigError) -> MQTTOptions {
        let section = "mqtt"
        guard let table = value.table else { throw fail(section, "expected a [mqtt] table") }
        guard let url = table["url"]?.string else { throw fail("url", in: section, "expected a broker such as \"mqtt://192.168.1.2:1883\"") }
        guard var options = MQTTOptions(url: url) else {
            throw fail("url", in: section, "expected mqtt://HOST[:PORT] or mqtts://HOST[:PORT], got '\(url)'")
        }
        for key in table.keys {
            guard let entry = table[key] else { continue }
            func text() throws(ConfigError) -> String {
                guard let string = entry.string else { throw fail(key, in: section, "expected a string") }
                return string
            }
            func id() throws(ConfigError) -> String {
                let string = try text()
                guard MQTTOptions.isValidID(string) else { throw fail(key, in: section, "expected letters, digits, - and _ (at most 64)") }
                return string
            }
            switch key {
            case "url": break
            case "username": options.username = try text()
            case "password": options.password = try text()
            case "ca-file": options.caFile = try text()
            case "device-id": options.deviceID = try id()
            case "device-name": options.deviceName = try text()
            case "topic-prefix": options.topicPrefix = try id()
            case "discovery-prefix": options.discoveryPrefix = try id()
            case "group": options.group = try id()
            default:
                throw fail(key, in: section, "unknown key; known keys: \(Self.knownMQTTKeys.joined(separator: ", "))")
            }
        }
        return options
    }
}

extension RemoteOptions {
    /// Makes a relative `token-file`, `upload-folder` and `ca-file` relative to the config file's folder.
    mutating func resolveFiles(relativeTo folder: String) {
        func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
        tokenFile = tokenFile.map(resolve)
        uploadFolder = uploadFolder.map(resolve)
        if var options = mqtt {
            options.caFile = options.caFile.map(resolve)
            mqtt = options
        }
    }
}

extension UInt8 {
    /// A letter, digit, `-` or `.`.
    fileprivate var isASCIIHostByte: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39) || self == 0x2D || self == 0x2E
    }
}
