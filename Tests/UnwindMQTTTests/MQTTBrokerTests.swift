import Foundation
import Testing
import UnwindConfig
import UnwindInput
import UnwindRemote
import UnwindSync
import UnwindTestSupport

@testable import UnwindMQTT

/// The bridge against a real mosquitto broker on loopback: discovery, commands, group topic,
/// and a broker restart.
@Suite(.serialized, .enabled(if: TestBroker.present, "mosquitto is not installed (apt-get install mosquitto)"))
struct MQTTBrokerTests {
    /// Everything a test client received, by topic (last payload wins).
    final class Collector: Sendable {
        private let state = Locked((messages: [String: String](), counts: [String: Int]()))

        func add(_ topic: String, _ payload: Data) {
            state.withLock { state in
                state.messages[topic] = String(decoding: payload, as: UTF8.self)
                state.counts[topic, default: 0] += 1
            }
        }

        func payload(_ topic: String) -> String? {
            state.withLock { $0.messages[topic] }
        }

        func count(_ topic: String) -> Int {
            state.withLock { $0.counts[topic] ?? 0 }
        }

        func reset() {
            state.withLock { $0 = ([:], [:]) }
        }

        var topics: [String] {
            state.withLock { Array($0.messages.keys) }
        }
    }

    /// Polls `condition` every 10 ms for up to `timeout` seconds.
    static func eventually(_ timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }

    static func watcher(_ broker: TestBroker, _ collector: Collector, _ filters: [String]) throws -> MosquittoClient {
        let client = try MosquittoClient(MosquittoClient.Settings(host: "127.0.0.1", port: broker.port, clientID: "test-\(UUID().uuidString.prefix(8))"))
        client.onConnect = { for filter in filters { client.subscribe(filter) } }
        client.onMessage = { topic, payload in collector.add(topic, payload) }
        try client.start()
        return client
    }

    @Test func discoveryCommandsGroupAndRestart() async throws {
        try await onOwnThread { try Self.discoveryCommandsGroupAndRestart() }
    }

    static func discoveryCommandsGroupAndRestart() throws {
        let broker = try TestBroker()
        let inbox = RemoteInbox()
        let board = StatusBoard(RemoteStatus(current: "/p/alps.jpg"))
        let options = MQTTOptions(host: "127.0.0.1", port: broker.port, deviceID: "hall", group: "house")
        let bridge = try MQTTBridge(options: options, inbox: inbox, board: board)
        try bridge.start()
        defer { bridge.stop() }

        let collector = Collector()
        let watcher = try Self.watcher(broker, collector, ["homeassistant/#", "unwind/#"])
        defer { watcher.stop() }

        // Discovery, availability and state arrive (retained, so order of start does not matter).
        #expect(Self.eventually(30) { collector.payload("unwind/hall/available") == "online" })
        // 6 buttons and switches and 3 selects and numbers from ControlSchema, 3 sensors.
        #expect(Self.eventually(30) { collector.topics.filter { $0.hasPrefix("homeassistant/") }.count == 12 })
        let nextConfig = try #require(collector.payload("homeassistant/button/hall/next/config"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(nextConfig.utf8)) as? [String: Any])
        #expect(json["command_topic"] as? String == "unwind/hall/cmd/next")
        #expect(Self.eventually(30) { collector.payload("unwind/hall/state")?.contains("alps.jpg") == true })

        // Each command reaches the inbox. (Asserted within 1 s, not 100 ms: timed unit tests
        // flake on a shared machine; `unwind-bench remote` measures the latency.)
        let commands: [(String, String, RemoteCommand)] = [
            ("unwind/hall/cmd/next", "PRESS", .next), ("unwind/hall/cmd/previous", "PRESS", .previous),
            ("unwind/hall/cmd/pause", "PRESS", .pause), ("unwind/hall/cmd/screen", "OFF", .screenOff),
            ("unwind/hall/cmd/interval", "25", .set(key: "interval", value: .number(25))),
            ("unwind/hall/cmd/transition", "spiral", .set(key: "transitions", value: .names(["spiral"]))),
            ("unwind/group/house/cmd/next", "PRESS", .next),
        ]
        for (topic, payload, command) in commands {
            watcher.publish(topic, payload)
            #expect(inbox.waitAndDrain(timeout: 1) == [command], "\(topic)")
        }
        watcher.publish("unwind/hall/cmd/interval", "0")
        #expect(Self.eventually(2) { bridge.rejectedMessages.contains { $0.contains("interval must be") } })
        #expect(inbox.drain().isEmpty, "a bad value never reaches the show")

        // State follows the board.
        board.publish(RemoteStatus(current: "/p/beach.jpg", paused: true))
        #expect(Self.eventually(3) { collector.payload("unwind/hall/state")?.contains("beach.jpg") == true })

        // The broker dies and comes back: the bridge reconnects and announces itself again.
        broker.stop()
        #expect(Self.eventually(30) { !bridge.isConnected })
        collector.reset()
        try broker.start()
        #expect(Self.eventually(15) { bridge.isConnected }, "reconnected after the broker restart")
        #expect(Self.eventually(15) { collector.payload("unwind/hall/available") == "online" })
        #expect(Self.eventually(30) { collector.count("homeassistant/select/hall/transition/config") >= 1 }, "discovery republished")
        #expect(Self.eventually(30) { collector.payload("unwind/hall/state")?.contains("beach.jpg") == true })
        watcher.publish("unwind/hall/cmd/next", "PRESS")
        #expect(inbox.waitAndDrain(timeout: 2) == [.next], "commands flow again after the restart")
    }

    @Test func groupTopicDrivesEveryFrame() async throws {
        try await onOwnThread { try Self.groupTopicDrivesEveryFrame() }
    }

    static func groupTopicDrivesEveryFrame() throws {
        let broker = try TestBroker()
        let frames = try ["hall", "kitchen", "study"].map { id in
            let inbox = RemoteInbox()
            let bridge = try MQTTBridge(
                options: MQTTOptions(host: "127.0.0.1", port: broker.port, deviceID: id, group: "house"), inbox: inbox, board: StatusBoard())
            try bridge.start()
            return (bridge, inbox)
        }
        defer { frames.forEach { $0.0.stop() } }
        #expect(Self.eventually(30) { frames.allSatisfy { $0.0.isConnected } })
        let sender = try Self.watcher(broker, Collector(), [])
        defer { sender.stop() }
        #expect(Self.eventually(30) { sender.isConnected })
        // Subscriptions are made on connect; give the broker a moment to register them.
        Thread.sleep(forTimeInterval: 0.3)
        sender.publish("unwind/group/house/cmd/screen", "OFF")
        for (_, inbox) in frames {
            #expect(inbox.waitAndDrain(timeout: 2) == [.screenOff])
        }
        sender.publish("unwind/kitchen/cmd/next", "PRESS")
        #expect(frames[1].1.waitAndDrain(timeout: 2) == [.next])
        #expect(frames[0].1.waitAndDrain(timeout: 0.3).isEmpty, "a frame's own topic reaches only that frame")
    }

    @Test func brokerDownAtStartIsRetriedWithoutBlocking() async throws {
        try await onOwnThread { try Self.brokerDownAtStartIsRetriedWithoutBlocking() }
    }

    static func brokerDownAtStartIsRetriedWithoutBlocking() throws {
        let port = try TestBroker.freePort()
        let bridge = try MQTTBridge(options: MQTTOptions(host: "127.0.0.1", port: port, deviceID: "late"), inbox: RemoteInbox(), board: StatusBoard())
        let started = Date()
        try bridge.start()
        #expect(Date().timeIntervalSince(started) < 0.5, "start never waits on the network")
        #expect(!bridge.isConnected)
        bridge.stop()
    }
}
