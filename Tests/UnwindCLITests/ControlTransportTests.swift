import Foundation
import Testing
import UnwindConfig
import UnwindControl
import UnwindInput
import UnwindMQTT
import UnwindSlideshow
import UnwindTestSupport

@testable import UnwindCLI
@testable import UnwindRemote

/// Walks `ControlSchema` through every transport that carries a setting — the command line,
/// the config file, the HTTP API and MQTT — and proves each accepts every valid value and
/// refuses every invalid one in the schema's own words; and that what a status reports can
/// be sent back unchanged.
@Suite struct ControlTransportTests {
    /// One value of a setting, written for each transport.
    struct Sample: CustomStringConvertible {
        var text: String
        var toml: String
        var json: Any
        var description: String { text }
    }

    /// Values inside and outside each setting, from its kind (so a new setting is walked too).
    static func samples(_ setting: ShowSetting) -> (valid: [Sample], invalid: [Sample]) {
        func number(_ value: Double) -> Sample {
            let text = SettingRange.format(value)
            return Sample(text: text, toml: text, json: value)
        }
        func name(_ value: String) -> Sample { Sample(text: value, toml: "\"\(value)\"", json: value) }
        func names(_ values: [String]) -> Sample {
            Sample(text: values.joined(separator: ","), toml: "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]", json: values)
        }
        switch setting.kind {
        case .seconds(let range):
            let low = range.lowerBound
            let lowest: Double
            if case .above = range.lower { lowest = low + 0.5 } else { lowest = low }
            return ([number(lowest), number(range.upper), number((lowest + range.upper) / 2)], [number(low - 1), number(range.upper + 1)])
        case .choice(let choices):
            return (choices.map { name($0.value) }, [name("best"), name("")])
        case .names:
            return ([names(["blocks"]), names(["random"]), names(["blocks", "spiral"]), names(["calm"])], [names(["sparkles"]), names(["blocks", "fade"])])
        }
    }

    // The four transports, each answering nil for accepted or its message for refused.

    func commandLine(_ setting: ShowSetting, _ sample: Sample) throws -> String? {
        do {
            _ = try Slideshow.parse(["--\(setting.key)", sample.text, "--headless"]).resolvedConfig(checkingRemote: false)
            return nil
        } catch {
            // ValidationError and RunFailure describe themselves as the line the user reads.
            return "\(error)"
        }
    }

    func configFile(_ setting: ShowSetting, _ sample: Sample) throws -> String? {
        let tree = try TemporaryTree()
        let file = tree.root.appendingPathComponent("unwind.toml")
        try Data("\(setting.key) = \(sample.toml)\n".utf8).write(to: file)
        do {
            _ = try SlideshowConfig.load(file: file.path)
            return nil
        } catch {
            return error.description
        }
    }

    func http(_ setting: ShowSetting, _ sample: Sample) throws -> String? {
        let api = RemoteAPI(inbox: RemoteInbox(), board: StatusBoard(RemoteStatus()), policy: RemoteAPI.Policy(), now: { 0 })
        let body = try JSONSerialization.data(withJSONObject: [setting.key: sample.json])
        let response = api.respond(to: RemoteRequest(method: "PATCH", path: "/api/settings", body: body))
        return response.status == 202 ? nil : (response.errorMessage ?? "status \(response.status)")
    }

    func mqtt(_ setting: ShowSetting, _ sample: Sample) -> String? {
        do {
            _ = try MQTTCommandParser.commands(name: setting.topic, payload: Data(sample.text.utf8), paused: false)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: ControlSchema.settings.map(\.key))
    func everyTransportAcceptsAndRefusesTheSameValuesInTheSameWords(key: String) throws {
        let setting = try #require(ControlSchema.setting(key))
        let (valid, invalid) = Self.samples(setting)
        for sample in valid {
            #expect(try commandLine(setting, sample) == nil, "--\(key) \(sample)")
            #expect(try configFile(setting, sample) == nil, "config \(key) = \(sample.toml)")
            #expect(try http(setting, sample) == nil, "PATCH \(key): \(sample)")
            #expect(mqtt(setting, sample) == nil, "MQTT \(setting.topic) \(sample)")
        }
        for sample in invalid {
            let problem = #expect(throws: ControlProblem.self) { try setting.parse(text: sample.text) }
            let reason = try #require(problem?.reason)
            let answers = [
                "command line": try commandLine(setting, sample), "config": try configFile(setting, sample),
                "HTTP": try http(setting, sample), "MQTT": mqtt(setting, sample),
            ]
            for (transport, answer) in answers {
                let message = try #require(answer, "\(transport) must refuse \(key) = \(sample)")
                #expect(message.contains(reason), "\(transport) says \"\(message)\" for \(key) = \(sample); the schema says \"\(reason)\"")
            }
        }
    }

    /// Accepting is not enough: each transport must deliver the value the schema parsed, the
    /// command line and the config into the settings the show starts with, HTTP and MQTT as the
    /// one `set` command.
    @Test(arguments: ControlSchema.settings.map(\.key))
    func everyTransportDeliversTheValueTheSchemaParsed(key: String) throws {
        let setting = try #require(ControlSchema.setting(key))
        for sample in Self.samples(setting).valid {
            let value = try setting.parse(text: sample.text)
            let flags = try Slideshow.parse(["--\(key)", sample.text, "--headless"]).resolvedConfig(checkingRemote: false)
            #expect(flags.live[setting] == value, "--\(key) \(sample)")
            let tree = try TemporaryTree()
            let file = tree.root.appendingPathComponent("unwind.toml")
            try Data("\(key) = \(sample.toml)\n".utf8).write(to: file)
            #expect(try SlideshowConfig.load(file: file.path).live[setting] == value, "config \(key) = \(sample.toml)")
            let inbox = RemoteInbox()
            let api = RemoteAPI(inbox: inbox, board: StatusBoard(RemoteStatus()), policy: RemoteAPI.Policy(), now: { 0 })
            _ = api.respond(to: RemoteRequest(method: "PATCH", path: "/api/settings", body: try JSONSerialization.data(withJSONObject: [key: sample.json])))
            #expect(inbox.drain() == [.set(key: key, value: value)], "PATCH \(key): \(sample)")
            let mqtt = try MQTTCommandParser.commands(name: setting.topic, payload: Data(sample.text.utf8), paused: false)
            #expect(mqtt == [.set(key: key, value: value)], "MQTT \(setting.topic) \(sample)")
        }
    }

    @Test func whatAStatusReportsCanBeSentBack() throws {
        let statuses = [
            RemoteStatus(),
            RemoteStatus(settings: ShowSettingValues(interval: 1, transitions: ["calm"], order: .onThisDay)),
            RemoteStatus(settings: ShowSettingValues(interval: 86_400, transitions: ["blocks", "random"], order: .favorites)),
        ]
        for status in statuses {
            let board = StatusBoard(status), inbox = RemoteInbox()
            let api = RemoteAPI(inbox: inbox, board: board, policy: RemoteAPI.Policy(), now: { 0 })
            let reported = api.respond(to: RemoteRequest(method: "GET", path: "/api/status"))
            let fields = try #require(try JSONSerialization.jsonObject(with: reported.body) as? [String: Any])
            var patch: [String: Any] = [:]
            for setting in ControlSchema.settings { patch[setting.key] = fields[setting.key] }
            #expect(patch.count == ControlSchema.settings.count, "the status reports every setting: \(fields.keys.sorted())")
            let body = try JSONSerialization.data(withJSONObject: patch)
            let answer = api.respond(to: RemoteRequest(method: "PATCH", path: "/api/settings", body: body))
            #expect(answer.status == 202, "status \(status.settings) sent back: \(answer.errorMessage ?? "")")
            #expect(inbox.drain() == ControlSchema.settings.map { .set(key: $0.key, value: status.settings[$0]) })
        }
    }
}

extension ControlTransportTests {
    /// The page shows each setting's label and help in the frame's languages: every catalog in
    /// `po/` must carry them, or a German household reads English under a German title.
    @Test func everyCatalogTranslatesEverySettingsLabelAndHelp() throws {
        let labels = RemoteServices.pageLabels()
        for language in ["de", "fr", "es", "ru"] {
            let words = try #require(labels[language], "po/\(language).po")
            for setting in ControlSchema.settings {
                #expect(words[setting.key].map { !$0.isEmpty } == true, "\(language): \(setting.label)")
                #expect(words[setting.key + "-help"].map { $0 != setting.help && !$0.isEmpty } == true, "\(language): \(setting.help)")
            }
        }
    }
}
