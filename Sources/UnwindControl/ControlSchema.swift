import Foundation
import UnwindConfig
import UnwindInput
import UnwindMedia
import UnwindTransitions

/// Every setting a running show can change and every command it takes, each defined once.
/// The command line and the config reader check the settings here; the config stores them,
/// the status reports them and `PATCH /api/settings` takes them back through
/// `ShowSettingValues`; the HTTP API routes and validates from it; the phone page's controls,
/// MQTT's topics and Home Assistant's entities are generated from it; one remote command
/// (`RemoteCommand.set`) carries any of them to the show. Adding a setting is its entry in
/// `settings` (with a typed accessor below where code reads it), its flag in the command line
/// (swift-argument-parser declares options statically; a test fails when one is missing) and
/// what it does in the show (`ShowSettingEffects`). `ControlTransportTests` walks every setting
/// through every transport.
public enum ControlSchema {
    /// Seconds each photo stays on screen.
    public static let interval = ShowSetting(
        key: "interval", kind: .seconds(SlideshowRanges.interval), defaultValue: .number(10),
        label: "Seconds per photo", help: "How long each photo stays on the screen.")

    /// Transition names played in turn.
    public static let transitions = ShowSetting(
        key: "transitions", topic: "transition", kind: .names(maxCount: SlideshowRanges.maxTransitions, problem: { TransitionCatalog.problem(in: $0) }),
        defaultValue: .names([]), label: "Transitions", help: "How one photo gives way to the next.",
        details:
            "Comma-separated transition names, a style (\(TransitionStyle.all.map(\.name).joined(separator: ", "))) or 'random' (empty or 'default': the default cycle). 'unwind transitions' lists them."
    )

    /// The photo order.
    public static let order = ShowSetting(
        key: "order", kind: .choice(orderChoices), defaultValue: .name(PlaylistOrder.shuffle.rawValue), label: "Order",
        help: "Which photo comes next.",
        details: "Photo order: " + orderChoices.map { "\($0.value) (\($0.label.lowercased()))" }.joined(separator: ", ")
            + "; default shuffle. Date orders read the EXIF date taken.")

    /// Each order with the words the page and Home Assistant show for it.
    static let orderChoices: [ShowSetting.Choice] = PlaylistOrder.allCases.map { order in
        switch order {
        case .shuffle: .init(order.rawValue, "Shuffle")
        case .name: .init(order.rawValue, "By file name")
        case .date: .init(order.rawValue, "Oldest first")
        case .dateDescending: .init(order.rawValue, "Newest first")
        case .onThisDay: .init(order.rawValue, "This day in past years first")
        case .recent: .init(order.rawValue, "Recent photos more often")
        case .favorites: .init(order.rawValue, "Favourites first")
        }
    }

    /// The settings a running show takes from any transport; a patch of several becomes their
    /// commands in this order.
    public static let settings: [ShowSetting] = [interval, transitions, order]

    /// The commands, in the order Home Assistant lists them.
    public static let commands: [ShowCommand] = [
        ShowCommand(name: "next", routes: [.init("/api/next")], homeAssistant: .button, label: "Next photo", icon: "mdi:skip-next") { _, _ in [.next] },
        ShowCommand(name: "previous", routes: [.init("/api/previous")], homeAssistant: .button, label: "Previous photo", icon: "mdi:skip-previous") {
            _, _ in [.previous]
        },
        ShowCommand(name: "pause", payload: .toggle, routes: [.init("/api/pause")], homeAssistant: .button, label: "Pause or resume", icon: "mdi:pause") {
            on, paused in on == nil && paused ? [.resume] : [.pause]
        },
        ShowCommand(name: "resume", routes: [.init("/api/resume")], homeAssistant: .none, label: "Resume", icon: "mdi:play") { _, _ in [.resume] },
        ShowCommand(name: "hide", routes: [.init("/api/photo/current/hide")], homeAssistant: .button, label: "Hide this photo", icon: "mdi:eye-off") {
            _, _ in [.hideCurrent]
        },
        ShowCommand(
            name: "favorite", payload: .onOff(pressMeans: true), routes: [.init("/api/photo/current/favorite")],
            homeAssistant: .toggleSwitch(stateField: "currentFavorite"), label: "Favourite photo", icon: "mdi:heart"
        ) { on, _ in [.favoriteCurrent(on ?? true)] },
        ShowCommand(
            name: "screen", payload: .onOff(pressMeans: nil), routes: [.init("/api/screen/on", on: true), .init("/api/screen/off", on: false)],
            homeAssistant: .toggleSwitch(stateField: "screenOn"), label: "Screen", icon: "mdi:monitor"
        ) { on, _ in on == false ? [.screenOff] : [.screenOn] },
    ]

    /// The words the phone page shows for the settings and their choices, keyed as its
    /// `data-t` keys (a setting's key, each choice's value) and put in a language by
    /// `translate` (a gettext catalog: the labels are its msgids), so the page's labels and
    /// their translations come from the schema and `po/`, not from a list of the page's own.
    public static func pageLabels(_ translate: (String) -> String) -> [String: String] {
        var labels: [String: String] = [:]
        for setting in settings {
            labels[setting.key] = translate(setting.label)
            labels[setting.key + "-help"] = translate(setting.help)
            if case .choice(let choices) = setting.kind {
                for choice in choices { labels[choice.value] = translate(choice.label) }
            }
        }
        return labels
    }

    /// The setting named `key`, if any.
    public static func setting(_ key: String) -> ShowSetting? {
        settings.first { $0.key == key }
    }

    /// The command named `name`, if any.
    public static func command(_ name: String) -> ShowCommand? {
        commands.first { $0.name == name }
    }

    /// The command and route an HTTP path posts, if any.
    public static func command(path: String) -> (command: ShowCommand, route: ShowCommand.Route)? {
        for command in commands {
            if let route = command.routes.first(where: { $0.path == path }) { return (command, route) }
        }
        return nil
    }

    /// The remote command that sets `setting` to `value` (already checked).
    public static func command(setting: ShowSetting, value: SettingValue) -> RemoteCommand {
        .set(key: setting.key, value: value)
    }

    /// The commands for a settings patch (the fields of a JSON object, any of the settings'
    /// keys), or the first problem: an unknown key, a value of the wrong type or out of range,
    /// or nothing to change.
    public static func commands(patch fields: [String: Any]) throws(ControlProblem) -> [RemoteCommand] {
        let known = settings.map(\.key)
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw ControlProblem(key: unknown, "unknown setting '\(ShowSetting.clip(unknown))'; known: \(known.joined(separator: ", "))")
        }
        var out: [RemoteCommand] = []
        for setting in settings {
            guard let raw = fields[setting.key] else { continue }
            out.append(command(setting: setting, value: try setting.parse(json: raw)))
        }
        guard !out.isEmpty else { throw ControlProblem(key: "settings", "nothing to change: give \(known.joined(separator: ", "))") }
        return out
    }

    /// The commands an MQTT message to `<base>/command/<name>` asks for: a setting's key takes
    /// its value as text, a command's name its payload.
    public static func commands(mqtt name: String, payload: String, paused: Bool) throws(ControlProblem) -> [RemoteCommand] {
        if let setting = settings.first(where: { $0.key == name || $0.topic == name }) {
            return [command(setting: setting, value: try setting.parse(text: payload))]
        }
        guard let command = command(name) else {
            throw ControlProblem(status: 404, key: name, "unknown command '\(ShowSetting.clip(name))'")
        }
        return try command.commands(payload: payload, paused: paused)
    }

    /// The short name of a remote command, for the HTTP API's answers and the logs.
    public static func name(of command: RemoteCommand) -> String {
        switch command {
        case .next: "next"
        case .previous: "previous"
        case .pause: "pause"
        case .resume: "resume"
        case .screenOn: "screen-on"
        case .screenOff: "screen-off"
        case .set(let key, _): key
        case .presence(let present): present ? "presence-on" : "presence-off"
        case .showPhoto: "show-photo"
        case .hideCurrent: "hide"
        case .favoriteCurrent: "favorite"
        }
    }
}

/// Typed views of the settings the program's code reads, each beside nothing but its schema
/// entry: storage, status and transports go through the schema and need none.
extension ShowSettingValues {
    /// The defaults, with the settings given changed.
    public init(interval: Double? = nil, transitions: [String]? = nil, order: PlaylistOrder? = nil) {
        self.init()
        if let interval { self.interval = interval }
        if let transitions { self.transitions = transitions }
        if let order { self.order = order }
    }

    /// `ControlSchema.interval`: seconds each photo stays on screen.
    public var interval: Double {
        get { self[ControlSchema.interval].number ?? 10 }
        set { self[ControlSchema.interval] = .number(newValue) }
    }

    /// `ControlSchema.transitions`: transition names (empty for the default cycle).
    public var transitions: [String] {
        get { self[ControlSchema.transitions].names ?? [] }
        set { self[ControlSchema.transitions] = .names(newValue) }
    }

    /// `ControlSchema.order`: the photo order.
    public var order: PlaylistOrder {
        get { self[ControlSchema.order].name.flatMap(PlaylistOrder.init(rawValue:)) ?? .shuffle }
        set { self[ControlSchema.order] = .name(newValue.rawValue) }
    }
}
