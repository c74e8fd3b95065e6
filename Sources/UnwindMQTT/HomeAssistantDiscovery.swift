import Foundation
import UnwindConfig
import UnwindControl

/// Home Assistant MQTT discovery, as picframe does it: retained config messages under
/// `homeassistant/<component>/<device>/<object>/config` that make the frame appear as one
/// device with buttons (next, previous, pause), a screen switch, photo and date sensors, an
/// interval number and a transition select, all tied to the availability topic.
public enum HomeAssistantDiscovery {
    /// One retained discovery message.
    public struct Message: Sendable, Equatable {
        /// `<prefix>/<component>/<device>/<object>/config`, where Home Assistant looks for it.
        public var topic: String
        /// The entity's config as JSON with sorted keys, so republishing it is byte-identical.
        public var payload: String
    }

    /// Every discovery message for this frame.
    /// - Parameter transitions: names offered by the transition select (the styles, then the catalog's).
    public static func messages(topics: MQTTTopics, options: MQTTOptions, transitions: [String]) -> [Message] {
        let device: [String: Any] = [
            "identifiers": ["unwind_\(options.deviceID)"],
            "name": options.deviceName,
            "manufacturer": "Unwind",
            "model": "Photo frame",
        ]
        func entity(_ component: String, _ object: String, _ name: String, _ fields: [String: Any]) -> Message {
            var config: [String: Any] = [
                "name": name,
                "unique_id": "unwind_\(options.deviceID)_\(object)",
                "object_id": "unwind_\(options.deviceID)_\(object)",
                "availability_topic": topics.availability,
                "payload_available": "online",
                "payload_not_available": "offline",
                "device": device,
            ]
            config.merge(fields) { _, new in new }
            let data = (try? JSONSerialization.data(withJSONObject: config, options: [.sortedKeys])) ?? Data("{}".utf8)
            return Message(
                topic: "\(topics.discoveryPrefix)/\(component)/\(options.deviceID)/\(object)/config",
                payload: String(decoding: data, as: UTF8.self))
        }
        // Buttons and switches for the commands, numbers and selects for the settings, all
        // from `ControlSchema`; the sensors report what only the status says.
        var messages: [Message] = ControlSchema.commands.compactMap { command in
            switch command.homeAssistant {
            case .none:
                return nil
            case .button:
                return entity(
                    "button", command.name, command.label, ["command_topic": topics.command(command.name), "payload_press": "PRESS", "icon": command.icon])
            case .toggleSwitch(let field):
                return entity(
                    "switch", command.name, command.label,
                    [
                        "command_topic": topics.command(command.name), "state_topic": topics.state,
                        "value_template": "{{ 'ON' if value_json.\(field) else 'OFF' }}",
                        "payload_on": "ON", "payload_off": "OFF", "icon": command.icon,
                    ])
            }
        }
        messages += [
            entity(
                "sensor", "screen_state", "Screen state",
                [
                    "state_topic": topics.state, "value_template": "{{ value_json.screenState or ('on' if value_json.screenOn else 'off') }}",
                    "json_attributes_topic": topics.state, "json_attributes_template": "{{ {'display_power': value_json.displayPower} | tojson }}",
                    "icon": "mdi:monitor-eye",
                ]),
            entity(
                "sensor", "photo", "Photo",
                [
                    "state_topic": topics.state, "value_template": "{{ value_json.photo }}",
                    "json_attributes_topic": topics.state, "icon": "mdi:image",
                ]),
            entity(
                "sensor", "date", "Photo date",
                [
                    "state_topic": topics.state, "value_template": "{{ value_json.currentDate or 'unknown' }}", "icon": "mdi:calendar",
                ]),
        ]
        for setting in ControlSchema.settings {
            var fields: [String: Any] = ["command_topic": topics.command(setting.topic), "state_topic": topics.state]
            let component: String
            switch setting.kind {
            case .seconds(let range):
                component = "number"
                fields.merge(
                    [
                        "value_template": "{{ value_json.\(setting.key) }}", "min": range.lowerBound, "max": range.upper, "step": 1, "mode": "box",
                        "unit_of_measurement": "s", "icon": "mdi:timer",
                    ]) { _, new in new }
            case .choice(let choices):
                component = "select"
                fields.merge(["value_template": "{{ value_json.\(setting.key) }}", "options": choices.map(\.value), "icon": "mdi:sort"]) { _, new in new }
            case .names:
                component = "select"
                fields.merge(
                    [
                        "value_template": "{{ value_json.\(setting.key)[0] if value_json.\(setting.key) | length == 1 else 'default' }}",
                        "options": ["default", "random"] + transitions, "icon": "mdi:transition",
                    ]) { _, new in new }
            }
            messages.append(entity(component, setting.topic, setting.label, fields))
        }
        return messages
    }
}
