import Foundation
import UnwindConfig

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
        return [
            entity("button", "next", "Next photo", ["command_topic": topics.command("next"), "payload_press": "PRESS", "icon": "mdi:skip-next"]),
            entity(
                "button", "previous", "Previous photo", ["command_topic": topics.command("previous"), "payload_press": "PRESS", "icon": "mdi:skip-previous"]),
            entity("button", "pause", "Pause or resume", ["command_topic": topics.command("pause"), "payload_press": "PRESS", "icon": "mdi:pause"]),
            entity("button", "hide", "Hide this photo", ["command_topic": topics.command("hide"), "payload_press": "PRESS", "icon": "mdi:eye-off"]),
            entity(
                "switch", "favorite", "Favourite photo",
                [
                    "command_topic": topics.command("favorite"), "state_topic": topics.state,
                    "value_template": "{{ 'ON' if value_json.currentFavorite else 'OFF' }}",
                    "payload_on": "ON", "payload_off": "OFF", "icon": "mdi:heart",
                ]),
            entity(
                "switch", "screen", "Screen",
                [
                    "command_topic": topics.command("screen"), "state_topic": topics.state,
                    "value_template": "{{ 'ON' if value_json.screenOn else 'OFF' }}",
                    "payload_on": "ON", "payload_off": "OFF", "icon": "mdi:monitor",
                ]),
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
            entity(
                "number", "interval", "Seconds per photo",
                [
                    "command_topic": topics.command("interval"), "state_topic": topics.state,
                    "value_template": "{{ value_json.interval }}",
                    "min": SlideshowRanges.interval.lowerBound, "max": SlideshowRanges.interval.upper, "step": 1, "mode": "box",
                    "unit_of_measurement": "s", "icon": "mdi:timer",
                ]),
            entity(
                "select", "transition", "Transition",
                [
                    "command_topic": topics.command("transition"), "state_topic": topics.state,
                    "value_template": "{{ value_json.transitions[0] if value_json.transitions | length == 1 else 'default' }}",
                    "options": ["default", "random"] + transitions, "icon": "mdi:transition",
                ]),
        ]
    }
}
