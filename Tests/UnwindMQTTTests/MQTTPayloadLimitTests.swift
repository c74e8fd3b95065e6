import Foundation
import Testing
import UnwindConfig
import UnwindInput
import UnwindRemote
import UnwindTestSupport

@testable import UnwindMQTT

/// Hostile payloads: a command message over the cap is refused with a line and never copied;
/// reconnects are attempted at least every 5 s.
@Suite(.serialized, .enabled(if: TestBroker.present, "mosquitto is not installed (apt-get install mosquitto)"))
struct MQTTPayloadLimitTests {

    @Test func anOversizedCommandIsRefusedWithALine() async throws {
        try await onOwnThread { try Self.anOversizedCommandIsRefusedWithALine() }
    }

    static func anOversizedCommandIsRefusedWithALine() throws {
        let broker = try TestBroker()
        let inbox = RemoteInbox()
        let bridge = try MQTTBridge(options: MQTTOptions(host: "127.0.0.1", port: broker.port, deviceID: "hall"), inbox: inbox, board: StatusBoard())
        let lines = CollectedLines()
        bridge.onRejected = { lines.add($0) }
        try bridge.start()
        defer { bridge.stop() }
        let sender = try MQTTBrokerTests.watcher(broker, MQTTBrokerTests.Collector(), [])
        defer { sender.stop() }
        #expect(MQTTBrokerTests.eventually(10) { bridge.isConnected && sender.isConnected })
        Thread.sleep(forTimeInterval: 0.3)
        // A valid transition name padded with spaces to 1 MiB: the parser would accept it.
        sender.publish("unwind/hall/cmd/transition", "spiral" + String(repeating: " ", count: 1 << 20))
        #expect(MQTTBrokerTests.eventually(10) { lines.all.contains { $0.contains("payload of 1048582 bytes (commands are at most 4096") } }, "\(lines.all)")
        #expect(inbox.drain().isEmpty, "an oversized message never reaches the show")
        // Commands of normal size still work after it.
        sender.publish("unwind/hall/cmd/next", "PRESS")
        #expect(inbox.waitAndDrain(timeout: 10) == [.next])
    }

    @Test func reconnectBackoffIsCappedAtFiveSeconds() {
        // 30 s before: a broker back after a restart was found 26 s later.
        #expect(MosquittoClient.reconnectDelay.upperBound <= 5)
        #expect(MosquittoClient.reconnectDelay.lowerBound >= 1)
    }
}
