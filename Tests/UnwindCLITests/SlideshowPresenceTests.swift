import Foundation
import Testing
import UnwindMQTT
import UnwindSlideshow
import UnwindTestSupport

/// Presence end to end: a sensor's topic on a real mosquitto broker darkens the running show
/// `presence-off-after` seconds after "OFF" and lights it on "ON"; the status says why, and
/// the report how long the screen was off.
@Suite struct SlideshowPresenceTests {
    @Test(.enabled(if: TestBroker.present, "mosquitto is not installed (apt-get install mosquitto)"))
    func aSensorTopicSleepsAndWakesTheShow() throws {
        let broker = try TestBroker()
        let remote = try SlideshowRemoteTests.RemoteShow { folder in
            let config = folder + "/presence.toml"
            try? "presence-topic = \"home/hall/motion\"\npresence-off-after = 1\n".write(toFile: config, atomically: true, encoding: .utf8)
            return ["--mqtt", "mqtt://127.0.0.1:\(broker.port)", "--config", config]
        }
        #expect(try remote.waitForStatus(seconds: 20) { $0["current"] != nil })
        let client = try MosquittoClient(MosquittoClient.Settings(host: "127.0.0.1", port: broker.port, clientID: "sensor-\(UUID().uuidString.prefix(8))"))
        try client.start()
        defer { client.stop() }
        let deadline = Date().addingTimeInterval(10)
        while !client.isConnected, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        // Retained, as a sensor's state is: the show hears it whenever it subscribes.
        _ = client.publish("home/hall/motion", "OFF", retain: true)
        let asleep = try remote.waitForStatus(seconds: 15) { $0["screenState"] as? String == "absent" && $0["screenOn"] as? Bool == false }
        #expect(asleep, "dark a second after OFF: \(String(describing: try? remote.status()))")
        Thread.sleep(forTimeInterval: 1)
        _ = client.publish("home/hall/motion", "ON", retain: true)
        let awake = try remote.waitForStatus(seconds: 10) { $0["screenState"] as? String == "on" && $0["screenOn"] as? Bool == true }
        #expect(awake, "lit again on ON: \(String(describing: try? remote.status()))")
        let report = try remote.finish()
        let off = report["screenOffSeconds"] as? Double ?? 0
        #expect(off >= 0.9, "the report counts the dark: \(off) s")
    }
}
