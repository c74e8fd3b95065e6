import Foundation
import UnwindInput

/// One command a phone, the page or Home Assistant can send the show, defined once: its
/// name (the MQTT command topic's last level and the name in the HTTP API's answers), the
/// HTTP paths that post it, what its payload means, and how Home Assistant shows it. The
/// HTTP routes, the MQTT parser, Home Assistant discovery and the page's buttons are all read
/// from `ControlSchema.commands`.
public struct ShowCommand: Sendable, Identifiable {
    /// What a command's payload carries.
    public enum Payload: Sendable, Equatable {
        /// Nothing (a button press): any payload is ignored.
        case none
        /// ON or OFF (a switch); `pressMeans` is what an empty payload or PRESS (Home
        /// Assistant's button) stands for, nil when only ON and OFF are taken.
        case onOff(pressMeans: Bool?)
        /// A press that pauses a running show and resumes a paused one (Home Assistant's one
        /// pause button); the HTTP API keeps `pause` and `resume` apart so two phones cannot
        /// undo each other.
        case toggle
    }

    /// How Home Assistant's discovery shows the command.
    public enum HomeAssistant: Sendable, Equatable {
        /// Not announced (the HTTP API and MQTT still take it).
        case none
        /// A button.
        case button
        /// A switch whose state is the status field `stateField` (a boolean).
        case toggleSwitch(stateField: String)
    }

    /// An HTTP path that posts the command; `on` is the ON/OFF it stands for (nil for a plain press).
    public struct Route: Sendable, Equatable {
        /// `/api/screen/off`.
        public var path: String
        /// For an `onOff` command: which of the two this path means.
        public var on: Bool?

        /// A route `path`, meaning `on` for a switch.
        public init(_ path: String, on: Bool? = nil) {
            self.path = path
            self.on = on
        }
    }

    /// The name: MQTT's `<base>/command/<name>`, the HTTP API's `accepted` list.
    public let name: String
    /// What the payload carries.
    public let payload: Payload
    /// The HTTP paths (POST) that send it.
    public let routes: [Route]
    /// Its place in Home Assistant.
    public let homeAssistant: HomeAssistant
    /// The English label (the msgid of its translations): "Next photo".
    public let label: String
    /// A Material Design icon for Home Assistant (`mdi:skip-next`).
    public let icon: String
    /// The remote commands for a press (`nil`), ON (`true`) or OFF (`false`), given whether
    /// the show is paused now (for `toggle`).
    let make: @Sendable (_ on: Bool?, _ paused: Bool) -> [RemoteCommand]

    /// A command; see `ControlSchema.commands` for the real ones.
    public init(
        name: String, payload: Payload = .none, routes: [Route], homeAssistant: HomeAssistant, label: String, icon: String,
        make: @escaping @Sendable (_ on: Bool?, _ paused: Bool) -> [RemoteCommand]
    ) {
        self.name = name
        self.payload = payload
        self.routes = routes
        self.homeAssistant = homeAssistant
        self.label = label
        self.icon = icon
        self.make = make
    }

    /// The name, as `Identifiable` wants it.
    public var id: String { name }

    /// The commands an MQTT payload (or an HTTP route's meaning) asks for, or the one message
    /// every transport shows for a payload this command does not take.
    public func commands(payload text: String, paused: Bool) throws(ControlProblem) -> [RemoteCommand] {
        switch payload {
        case .none, .toggle:
            return make(nil, paused)
        case .onOff(let pressMeans):
            switch text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased() {
            case "ON": return make(true, paused)
            case "OFF": return make(false, paused)
            case "" where pressMeans != nil, "PRESS" where pressMeans != nil: return make(pressMeans, paused)
            default:
                throw ControlProblem(key: name, "\(name) takes ON or OFF, got '\(ShowSetting.clip(text))'")
            }
        }
    }

    /// The commands an HTTP route stands for. A path names its effect, so a `toggle`
    /// command's path never toggles (`/api/pause` pauses, whatever the state).
    public func commands(route: Route, paused: Bool) -> [RemoteCommand] {
        switch payload {
        case .none: make(route.on, paused)
        case .toggle: make(true, paused)
        case .onOff(let pressMeans): make(route.on ?? pressMeans, paused)
        }
    }
}
