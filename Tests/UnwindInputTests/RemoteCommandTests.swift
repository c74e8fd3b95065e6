import Foundation
import Testing
import UnwindInput

/// Remote commands travel in recordings like keys: they must survive the JSON round trip, in
/// a stable, readable form.
@Suite struct RemoteCommandTests {
    @Test func everyCommandRoundTripsAsAnInputEvent() throws {
        let events: [InputEvent] = [
            .remote(.next), .remote(.previous), .remote(.pause), .remote(.resume), .remote(.screenOn), .remote(.screenOff),
            .remote(.set(key: "interval", value: .number(12.5))), .remote(.set(key: "transitions", value: .names(["blocks", "random"]))),
            .remote(.set(key: "transitions", value: .names([]))),
            .remote(.set(key: "order", value: .name("name"))),
        ]
        let decoded = try JSONDecoder().decode([InputEvent].self, from: try JSONEncoder().encode(events))
        #expect(decoded == events)
    }

    @Test func encodingIsReadable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(InputEvent.remote(.set(key: "interval", value: .number(15)))), as: UTF8.self)
        #expect(text == #"{"remote":{"_0":{"set":{"key":"interval","value":15}}}}"#)
    }
}
