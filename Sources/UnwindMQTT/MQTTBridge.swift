import Foundation
import UnwindConfig
import UnwindInput
import UnwindRemote
import UnwindSync
import UnwindTransitions

/// Joins a broker to the show: commands from MQTT go into the inbox (from the client's network
/// thread, nothing else), and the status board is published as retained state by a thread of
/// the bridge's own whenever it changes. On every (re)connection it subscribes again and
/// republishes discovery, availability and state, so a restarted broker (or Home Assistant)
/// sees the frame again without help.
public final class MQTTBridge: @unchecked Sendable {
    /// The frame's topics, so a test or benchmark can send it commands where it listens.
    public let topics: MQTTTopics
    private let client: MosquittoClient
    private let options: MQTTOptions
    private let inbox: RemoteInbox
    private let board: StatusBoard
    /// Whether the bridge runs and must announce itself; the publisher sleeps on the board,
    /// which `connected()` and `stop()` wake.
    private let state = Locked((running: false, needsAnnounce: false))
    private var publisher: Thread?
    /// Messages refused (bad values, unknown commands), for logs and tests.
    private let rejected = Locked<[String]>([])

    /// A bridge that is set up but not connected (nothing touches the network before `start`); fails only on bad TLS or will settings.
    public init(options: MQTTOptions, inbox: RemoteInbox, board: StatusBoard) throws(MQTTError) {
        self.options = options
        self.topics = MQTTTopics(options)
        self.inbox = inbox
        self.board = board
        let id = "unwind-\(options.deviceID)"
        client = try MosquittoClient(
            MosquittoClient.Settings(
                host: options.host, port: options.port, clientID: id, username: options.username, password: options.password,
                tls: options.tls, caFile: options.caFile, will: (topics.availability, "offline")))
        client.onConnect = { [weak self] in self?.connected() }
        client.onMessage = { [weak self] topic, payload in self?.received(topic, payload) }
        let limit = client.maxPayloadBytes
        client.onOversized = { [weak self] topic, bytes in
            self?.reject("\(topic): payload of \(bytes) bytes (commands are at most \(limit) bytes)")
        }
    }

    /// Connects in the background and starts publishing; returns at once.
    public func start() throws(MQTTError) {
        let starting = state.withLock { state in
            defer { state.running = true }
            return !state.running
        }
        guard starting else { return }
        let thread = Thread { [weak self] in
            QuitSignalMask.blockInThisThread()
            self?.publishLoop()
        }
        thread.name = "unwind.mqtt.publisher"
        publisher = thread
        thread.start()
        try client.start()
    }

    /// Says `offline`, disconnects and stops the publisher.
    public func stop() {
        state.withLock { $0.running = false }
        board.wake()
        if client.isConnected {
            // The client's stop sends what is queued before its DISCONNECT.
            client.publish(topics.availability, "offline", retain: true)
        }
        client.stop()
    }

    /// The presence sensor the bridge listens to as well (`presence-topic`); set before `start`.
    public var presence: MQTTPresence?

    /// True while connected to the broker.
    public var isConnected: Bool { client.isConnected }

    /// Called with each refused message's line (bad value, unknown command, oversized), on
    /// the client's network thread, so the show can log it.
    public var onRejected: (@Sendable (String) -> Void)?

    /// Commands refused so far, newest last.
    public var rejectedMessages: [String] { rejected.value }

    // MARK: the client's network thread

    private func connected() {
        for filter in topics.commandFilters { client.subscribe(filter) }
        if let presence { client.subscribe(presence.topic) }
        state.withLock { $0.needsAnnounce = true }
        board.wake()
    }

    private func received(_ topic: String, _ payload: Data) {
        if let presence, topic == presence.topic {
            switch presence.command(for: payload) {
            case .success(let command): inbox.post(command)
            case .failure(let error): reject(error.line)
            }
            return
        }
        guard let name = topics.commandName(in: topic) else { return }
        do {
            for command in try MQTTCommandParser.commands(name: name, payload: payload, paused: board.current.paused) {
                inbox.post(command)
            }
        } catch {
            reject("\(topic): \(error.message)")
        }
    }

    private func reject(_ line: String) {
        rejected.withLock { rejected in
            rejected.append(line)
            if rejected.count > 100 { rejected.removeFirst() }
        }
        onRejected?(line)
    }

    // MARK: the publisher thread

    private func publishLoop() {
        var version: UInt64 = .max
        while true {
            let (stillRunning, announce) = state.withLock { state in
                defer { state.needsAnnounce = false }
                return (state.running, state.needsAnnounce)
            }
            guard stillRunning else { return }
            if announce {
                for message in HomeAssistantDiscovery.messages(
                    topics: topics, options: options, transitions: TransitionStyle.all.map(\.name) + TransitionCatalog.entries.map(\.name))
                {
                    client.publish(message.topic, message.payload, retain: true)
                }
                client.publish(topics.availability, "online", retain: true)
                version = .max
            }
            let (status, current) = board.versioned
            if current != version, client.isConnected {
                client.publish(topics.state, Self.statePayload(status), retain: true)
                version = current
            }
            // Wake on a status change, a (re)connection or stop (`board.wake()`); at least
            // every second, to publish state a lost connection held back.
            let waitFrom = version == .max ? current : version
            _ = board.waitForChange(after: waitFrom, timeout: 1)
        }
    }

    /// The status JSON with the photo's file name added (`photo`), for Home Assistant's sensor.
    static func statePayload(_ status: RemoteStatus) -> String {
        guard let data = try? JSONEncoder().encode(status),
            var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return "{}" }
        object["photo"] = status.currentName ?? "none"
        let out = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: out, as: UTF8.self)
    }
}
