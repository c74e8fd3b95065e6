import Foundation
import Testing
import UnwindInput

@testable import UnwindControl

/// The schema itself: each setting's checks, each command's payloads, names and routes.
@Suite struct ControlSchemaTests {
    @Test func intervalTakesTheConfigsRangeAsTextAndAsJSON() throws {
        let interval = ControlSchema.interval
        #expect(try interval.parse(text: "1") == .number(1))
        #expect(try interval.parse(text: " 86400 ") == .number(86_400))
        #expect(try interval.parse(json: NSNumber(value: 15)) == .number(15))
        #expect(try interval.parse(json: 2.5) == .number(2.5))
        #expect(throws: ControlProblem(key: "interval", "interval must be at least 1 and at most 86400, got 0")) { try interval.parse(text: "0") }
        #expect(throws: ControlProblem(key: "interval", "interval takes seconds, got 'soon'")) { try interval.parse(text: "soon") }
        #expect(throws: ControlProblem.self) { try interval.parse(text: "nan") }
        #expect(throws: ControlProblem.self) { try interval.parse(json: true) }
        #expect(throws: ControlProblem.self) { try interval.parse(json: "10") }
    }

    @Test func orderTakesEveryPlaylistOrderAndNamesThemWhenRefusing() throws {
        guard case .choice(let choices) = ControlSchema.order.kind else {
            Issue.record("order is a choice")
            return
        }
        #expect(choices.map(\.value) == ["name", "shuffle", "date", "date-desc", "on-this-day", "recent", "favorites"])
        for choice in choices {
            #expect(try ControlSchema.order.parse(text: choice.value) == .name(choice.value))
            #expect(!choice.label.isEmpty && choice.label != choice.value, "\(choice.value) has words for people")
        }
        let refusal = #expect(throws: ControlProblem.self) { try ControlSchema.order.parse(json: "") }
        #expect(refusal?.message == "order must be one of name, shuffle, date, date-desc, on-this-day, recent, favorites; got ''")
        #expect(refusal?.reason == "must be one of name, shuffle, date, date-desc, on-this-day, recent, favorites; got ''")
    }

    @Test func transitionsTakeNamesStylesRandomAndDefault() throws {
        let transitions = ControlSchema.transitions
        #expect(try transitions.parse(text: "blocks, spiral") == .names(["blocks", "spiral"]))
        #expect(try transitions.parse(text: "default") == .names([]))
        #expect(try transitions.parse(text: "") == .names([]))
        #expect(try transitions.parse(json: ["random"]) == .names(["random"]))
        #expect(try transitions.parse(json: "calm") == .names(["calm"]))
        let refusal = #expect(throws: ControlProblem.self) { try transitions.parse(text: "sparkles") }
        #expect(refusal?.message.hasPrefix("transitions: ") == true)
        #expect(refusal?.message.contains("sparkles") == true)
        let many = Array(repeating: "blocks", count: 257)
        #expect(throws: ControlProblem.self) { try transitions.parse(json: many) }
        #expect(throws: ControlProblem.self) { try transitions.parse(json: [1, 2]) }
    }

    @Test func aPatchNamesTheUnknownKeyAndRefusesAnEmptyOne() throws {
        #expect(
            try ControlSchema.commands(patch: ["interval": 15, "order": "name"]) == [
                .set(key: "interval", value: .number(15)), .set(key: "order", value: .name("name")),
            ])
        let unknown = #expect(throws: ControlProblem.self) { try ControlSchema.commands(patch: ["speed": 3]) }
        #expect(unknown?.message == "unknown setting 'speed'; known: interval, transitions, order")
        #expect(throws: ControlProblem.self) { try ControlSchema.commands(patch: [:]) }
    }

    @Test func mqttPayloadsBecomeCommands() throws {
        func mqtt(_ name: String, _ payload: String, paused: Bool = false) throws(ControlProblem) -> [RemoteCommand] {
            try ControlSchema.commands(mqtt: name, payload: payload, paused: paused)
        }
        #expect(try mqtt("next", "PRESS") == [.next])
        #expect(try mqtt("pause", "", paused: false) == [.pause])
        #expect(try mqtt("pause", "", paused: true) == [.resume])
        #expect(try mqtt("screen", "off") == [.screenOff])
        #expect(try mqtt("favorite", "") == [.favoriteCurrent(true)])
        #expect(try mqtt("favorite", "OFF") == [.favoriteCurrent(false)])
        #expect(try mqtt("transition", "default") == [.set(key: "transitions", value: .names([]))])
        #expect(try mqtt("transitions", "blocks") == [.set(key: "transitions", value: .names(["blocks"]))])
        #expect(throws: ControlProblem(key: "screen", "screen takes ON or OFF, got 'DIM'")) { try mqtt("screen", "DIM") }
        let unknown = #expect(throws: ControlProblem.self) { try mqtt("reboot", "now") }
        #expect(unknown?.status == 404)
    }

    @Test func everyHTTPPathBelongsToOneCommandAndNeverToggles() throws {
        let paths = ControlSchema.commands.flatMap { $0.routes.map(\.path) }
        #expect(Set(paths).count == paths.count, "no path posts two commands: \(paths)")
        for path in paths {
            #expect(ControlSchema.command(path: path) != nil, "\(path)")
        }
        let pause = try #require(ControlSchema.command(path: "/api/pause"))
        #expect(pause.command.commands(route: pause.route, paused: true) == [.pause], "a path names its effect, paused or not")
        let off = try #require(ControlSchema.command(path: "/api/screen/off"))
        #expect(off.command.commands(route: off.route, paused: false) == [.screenOff])
    }

    @Test func namesAreUniqueAcrossSettingsAndCommands() {
        let commands = ControlSchema.commands.map(\.name)
        for names in [ControlSchema.settings.map(\.key) + commands, ControlSchema.settings.map(\.topic) + commands] {
            #expect(Set(names).count == names.count, "one meaning per name and MQTT topic: \(names)")
        }
        #expect(ControlSchema.name(of: .set(key: "order", value: .name("x"))) == "order")
        #expect(ControlSchema.name(of: .screenOff) == "screen-off")
    }

    @Test func thePageLabelsEverySettingAndChoiceThroughTheCatalog() {
        let labels = ControlSchema.pageLabels { "«\($0)»" }
        #expect(labels["interval"] == "«Seconds per photo»")
        #expect(labels["order"] == "«Order»")
        #expect(labels["date-desc"] == "«Newest first»")
        #expect(labels["interval-help"] == "«How long each photo stays on the screen.»", "the hint under the field, translated too")
        #expect(labels.count == 2 * ControlSchema.settings.count + 7, "each setting's label and hint, and each of the 7 orders: \(labels.keys.sorted())")
    }
}
