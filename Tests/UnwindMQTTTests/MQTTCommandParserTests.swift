import Foundation
import Testing
import UnwindConfig
import UnwindInput
import UnwindRemote

@testable import UnwindMQTT

@Suite struct MQTTCommandParserTests {
    func parse(_ name: String, _ payload: String = "PRESS", paused: Bool = false) throws -> [RemoteCommand] {
        try MQTTCommandParser.commands(name: name, payload: Data(payload.utf8), paused: paused)
    }

    @Test func buttonsSwitchAndSettings() throws {
        #expect(try parse("next") == [.next])
        #expect(try parse("previous") == [.previous])
        #expect(try parse("pause", paused: false) == [.pause])
        #expect(try parse("pause", paused: true) == [.resume], "the pause button toggles")
        #expect(try parse("screen", "OFF") == [.screenOff])
        #expect(try parse("screen", "on") == [.screenOn])
        #expect(try parse("hide", "PRESS") == [.hideCurrent])
        #expect(try parse("favorite", "ON") == [.favoriteCurrent(true)])
        #expect(try parse("favorite", "off") == [.favoriteCurrent(false)])
        #expect(try parse("interval", "30") == [.set(key: "interval", value: .number(30))])
        #expect(try parse("transition", "blocks") == [.set(key: "transitions", value: .names(["blocks"]))])
        #expect(try parse("transition", "default") == [.set(key: "transitions", value: .names([]))])
        #expect(try parse("order", "name") == [.set(key: "order", value: .name("name"))])
    }

    @Test(arguments: [
        ("screen", "DIM"), ("interval", "abc"), ("interval", "0.5"), ("transition", "sparkles"), ("order", "best"), ("reboot", "now"), ("favorite", "maybe"),
    ])
    func badValuesAreRefused(name: String, payload: String) {
        #expect(throws: RemoteError.self) { try parse(name, payload) }
    }

    @Test func topicsForDeviceAndGroup() {
        let topics = MQTTTopics(MQTTOptions(host: "h", deviceID: "hall", group: "house"))
        #expect(topics.commandFilters == ["unwind/hall/cmd/#", "unwind/group/house/cmd/#"])
        #expect(topics.commandName(in: "unwind/hall/cmd/next") == "next")
        #expect(topics.commandName(in: "unwind/group/house/cmd/screen") == "screen")
        #expect(topics.commandName(in: "unwind/kitchen/cmd/next") == nil)
        #expect(topics.commandName(in: "unwind/group/garage/cmd/next") == nil)
    }

    @Test func discoveryDescribesEveryEntityOfOneDevice() throws {
        let options = MQTTOptions(host: "h", deviceID: "hall", deviceName: "Hall frame")
        let messages = HomeAssistantDiscovery.messages(topics: MQTTTopics(options), options: options, transitions: ["blocks", "spiral"])
        let topics = messages.map(\.topic)
        #expect(topics.contains("homeassistant/button/hall/next/config"))
        #expect(topics.contains("homeassistant/button/hall/previous/config"))
        #expect(topics.contains("homeassistant/button/hall/pause/config"))
        #expect(topics.contains("homeassistant/switch/hall/screen/config"))
        #expect(topics.contains("homeassistant/button/hall/hide/config"))
        #expect(topics.contains("homeassistant/switch/hall/favorite/config"))
        #expect(topics.contains("homeassistant/sensor/hall/photo/config"))
        #expect(topics.contains("homeassistant/sensor/hall/date/config"))
        #expect(topics.contains("homeassistant/number/hall/interval/config"))
        #expect(topics.contains("homeassistant/select/hall/transition/config"))
        #expect(topics.contains("homeassistant/select/hall/order/config"), "every setting of the schema, the order too")
        for message in messages {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(message.payload.utf8)) as? [String: Any])
            #expect(json["availability_topic"] as? String == "unwind/hall/available", "\(message.topic)")
            #expect((json["device"] as? [String: Any])?["name"] as? String == "Hall frame")
            #expect((json["unique_id"] as? String)?.hasPrefix("unwind_hall_") == true)
        }
        let select = try #require(messages.first { $0.topic.contains("/select/") })
        let options_ = try #require((try JSONSerialization.jsonObject(with: Data(select.payload.utf8)) as? [String: Any])?["options"] as? [String])
        #expect(options_ == ["default", "random", "blocks", "spiral"])
    }

    @Test func statePayloadCarriesThePhotoName() throws {
        let payload = MQTTBridge.statePayload(RemoteStatus(current: "/p/x/beach.jpg", currentDate: "2024-07-01T10:00:00"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any])
        #expect(json["photo"] as? String == "beach.jpg")
        #expect(json["currentDate"] as? String == "2024-07-01T10:00:00")
        #expect(json["interval"] as? Double == 10, "each setting rides in the state, as Home Assistant's templates read it")
    }
}
