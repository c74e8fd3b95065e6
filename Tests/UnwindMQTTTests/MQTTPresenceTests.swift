import Foundation
import Testing
import UnwindConfig
import UnwindInput
import UnwindRemote
import UnwindTestSupport

@testable import UnwindMQTT

/// A presence sensor's topic through a real mosquitto broker on loopback: its payloads reach
/// the show as presence, anything else is refused with a line, and the screen's state shows
/// in the published status.
@Suite(.serialized, .enabled(if: TestBroker.present, "mosquitto is not installed (apt-get install mosquitto)"))
struct MQTTPresenceTests {
    @Test func sensorPayloadsBecomePresence() async throws {
        try await onOwnThread { try Self.sensorPayloadsBecomePresence() }
    }

    static func sensorPayloadsBecomePresence() throws {
        let broker = try TestBroker()
        let inbox = RemoteInbox()
        let board = StatusBoard(RemoteStatus())
        let bridge = try MQTTBridge(options: MQTTOptions(host: "127.0.0.1", port: broker.port, deviceID: "den"), inbox: inbox, board: board)
        bridge.presence = MQTTPresence(topic: "zigbee2mqtt/den-motion/occupancy", on: "occupied", off: "clear")
        try bridge.start()
        defer { bridge.stop() }
        let collector = MQTTBrokerTests.Collector()
        let sensor = try MQTTBrokerTests.watcher(broker, collector, ["unwind/#"])
        defer { sensor.stop() }
        #expect(MQTTBrokerTests.eventually(5) { bridge.isConnected && sensor.isConnected })
        // The bridge subscribes on connect; a retained "occupied" is there whenever it does.
        sensor.publish("zigbee2mqtt/den-motion/occupancy", "occupied", retain: true)
        #expect(inbox.waitAndDrain(timeout: 5) == [.presence(true)])
        sensor.publish("zigbee2mqtt/den-motion/occupancy", " CLEAR\n")
        #expect(inbox.waitAndDrain(timeout: 2) == [.presence(false)], "payloads match without case or white space")
        sensor.publish("zigbee2mqtt/den-motion/occupancy", "maybe")
        #expect(MQTTBrokerTests.eventually(2) { bridge.rejectedMessages.contains { $0.contains("presence takes 'occupied' or 'clear', got 'maybe'") } })
        #expect(inbox.drain().isEmpty, "an unknown payload never reaches the show")

        // The screen's real state goes out with the status, and discovery offers it.
        var status = RemoteStatus(screenOn: false)
        status.screenState = "absent"
        status.displayPower = "dpms"
        board.publish(status)
        #expect(MQTTBrokerTests.eventually(3) { collector.payload("unwind/den/state")?.contains("\"screenState\":\"absent\"") == true })
        #expect(collector.payload("unwind/den/state")?.contains("\"displayPower\":\"dpms\"") == true)
    }

    @Test func discoveryOffersTheScreenState() throws {
        let options = MQTTOptions(host: "127.0.0.1", deviceID: "den")
        let messages = HomeAssistantDiscovery.messages(topics: MQTTTopics(options), options: options, transitions: [])
        let sensor = try #require(messages.first { $0.topic == "homeassistant/sensor/den/screen_state/config" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sensor.payload.utf8)) as? [String: Any])
        #expect(json["state_topic"] as? String == "unwind/den/state")
        #expect((json["value_template"] as? String)?.contains("value_json.screenState") == true)
    }
}
