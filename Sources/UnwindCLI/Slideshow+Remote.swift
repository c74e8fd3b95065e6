import ArgumentParser
import Foundation
import UnwindConfig
import UnwindControl
import UnwindLocalization
import UnwindMQTT
import UnwindRemote
import UnwindScenes
import UnwindSlideshow

/// The remote-control flags (`--listen`, `--token-file`, `--mqtt`, `--sync`), merged over the
/// config file's keys and checked before anything starts.
extension Slideshow {
    /// Merges the remote flags over `remote`; with `checking` (a show) also refuses options
    /// that cannot start and loads the token file, while `unwind doctor` reports those itself.
    func resolveRemote(_ remote: inout RemoteOptions, checking: Bool = true) throws {
        if let listen {
            guard let address = ListenAddress(parsing: listen) else {
                throw ValidationError("--listen: '\(listen)' is not like 127.0.0.1:8080 or [::1]:8080")
            }
            remote.listen = address
        }
        if let tokenFile { remote.tokenFile = tokenFile }
        if let mqtt {
            guard let parsed = MQTTOptions(url: mqtt) else {
                throw ValidationError("--mqtt: '\(mqtt)' is not like mqtt://HOST[:PORT] or mqtts://HOST[:PORT]")
            }
            // Keep the config's user, password, CA file and names; take the broker from the flag.
            var options = remote.mqtt ?? parsed
            options.host = parsed.host
            options.port = parsed.port
            options.tls = parsed.tls
            remote.mqtt = options
        }
        if let sync { remote.syncGroup = sync }
        guard checking else { return }
        if let problem = remote.problem { throw ValidationError(problem) }
        if remote.listen != nil, let file = remote.tokenFile {
            do {
                _ = try BearerToken.load(file: file)
            } catch {
                throw RunFailure(description: "--token-file \(error.message)")
            }
        }
    }
}

extension Slideshow {
    /// Starts the remote control `settings` asks for (nil when none) and says on standard
    /// error where its page is.
    static func startRemote(_ settings: SlideshowConfig) throws -> RemoteServices? {
        let presence = settings.screen.presenceTopic.map { MQTTPresence(topic: $0, on: settings.screen.presenceOn, off: settings.screen.presenceOff) }
        if presence != nil, settings.remote.mqtt == nil {
            Slideshow.logger.warning("presence-topic is set but no [mqtt] broker is: the presence sensor is not heard")
        }
        let remote = try RemoteServices.start(
            settings.remote, initial: RemoteStatus(settings: settings.live), presence: presence)
        if let port = remote?.httpPort, let listen = settings.remote.listen {
            FileHandle.standardError.write(
                Data("unwind: remote control on http://\(listen.host.contains(":") ? "[\(listen.host)]" : listen.host):\(port)/\n".utf8))
        }
        return remote
    }

    /// The pairing card for a show whose page listens on `port`: the page's address with the
    /// token, as a QR code a phone's camera opens.
    static func pairingCard(_ settings: SlideshowConfig, port: UInt16?) -> PairingCard? {
        guard let port, let listen = settings.remote.listen else { return nil }
        let token = settings.remote.tokenFile.flatMap { try? BearerToken.load(file: $0) }
        let url = PairingLink.url(listen: listen, port: port, token: token)
        guard let code = QRCode(encoding: url) else { return nil }
        return PairingCard(size: code.size, modules: code.modules, address: PairingLink.url(listen: listen, port: port, token: nil))
    }
}

/// The remote-control services of one show: the inbox the show drains each frame, the board it
/// publishes its status to, and the HTTP server and MQTT bridge that use them. Start it before
/// the show and stop it after; see docs/kiosk.md for the wiring.
final class RemoteServices {
    let inbox = RemoteInbox()
    let board: StatusBoard
    private var http: RemoteHTTPServer?
    private var mqtt: MQTTBridge?
    /// The HTTP port actually bound (useful with port 0), nil when HTTP is off.
    private(set) var httpPort: UInt16?

    /// The phone page's words for the schema's settings in every language that has a catalog
    /// in `po/`; a catalog that cannot be read leaves that language to the English labels.
    static func pageLabels() -> [String: [String: String]] {
        guard let directory = LocaleCatalog.directory() else { return [:] }
        var labels: [String: [String: String]] = [:]
        for language in CatalogLoader.available(in: directory) {
            guard let catalog = try? CatalogLoader.load(file: directory.appendingPathComponent("\(language).po"), language: language) else { continue }
            labels[language] = ControlSchema.pageLabels { catalog($0) }
        }
        return labels
    }

    /// Starts what `options` asks for; nil when neither HTTP nor MQTT is on.
    /// - Throws: one line when the address cannot be bound or the token file is unusable.
    static func start(_ options: RemoteOptions, initial: RemoteStatus, presence: MQTTPresence? = nil) throws -> RemoteServices? {
        guard options.listen != nil || options.mqtt != nil else { return nil }
        let services = RemoteServices(board: StatusBoard(initial))
        do {
            if let listen = options.listen {
                let token = try options.tokenFile.map { file throws(RemoteError) in try BearerToken.load(file: file) }
                var policy = RemoteAPI.Policy(token: token)
                policy.hostNames = options.hostNames
                policy.pageLabels = pageLabels()
                if let path = options.uploadFolder {
                    let folder = UploadFolder(path: path)
                    try folder.prepare()
                    policy.uploadFolder = folder
                    policy.maxUploadBytes = options.uploadMaxMB * 1024 * 1024
                }
                let api = RemoteAPI(inbox: services.inbox, board: services.board, policy: policy)
                let server = try RemoteHTTPServer(listen: listen, api: api)
                server.onRefused = { line in Slideshow.logger.warning("remote: \(line)") }
                services.httpPort = try server.startBlocking()
                services.http = server
            }
            if let mqttOptions = options.mqtt {
                let bridge = try MQTTBridge(options: mqttOptions, inbox: services.inbox, board: services.board)
                bridge.onRejected = { line in Slideshow.logger.warning("mqtt: refused \(line)") }
                bridge.presence = presence
                try bridge.start()
                services.mqtt = bridge
            }
        } catch let error as RemoteError {
            services.stop()
            throw RunFailure(description: error.message)
        } catch let error as MQTTError {
            services.stop()
            throw RunFailure(description: "--mqtt: \(error.description)")
        }
        return services
    }

    private init(board: StatusBoard) {
        self.board = board
    }

    /// Stops both servers (MQTT says `offline` first), waiting at most `patience` seconds
    /// for the HTTP server: its listener may sleep up to a second before it notices, and a
    /// show stopped by SIGTERM has written its report and must exit within a second (every
    /// `systemctl stop` of a show with `--listen` ended in the 0.7 s watchdog, exit 143).
    func stop(patience: Double = 0.2) {
        mqtt?.stop()
        mqtt = nil
        if let http {
            let done = DispatchSemaphore(value: 0)
            Task {
                await http.stop()
                done.signal()
            }
            _ = done.wait(timeout: .now() + patience)
        }
        http = nil
    }
}
