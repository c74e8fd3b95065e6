/// Whether the screen shows photos, and why not: the screen hours, unless the user (or a
/// remote) turned it on or off by hand, and then presence, the idle timeout and wake events
/// (`ScreenPresence`). A manual choice holds until the hours themselves turn over, so a frame
/// switched off for a film comes back on with the next morning. "On" by hand wins over
/// everything; otherwise the screen is lit when the hours (or a wake event's visit) allow it,
/// someone is present and the frame is not idle.
public struct ScreenState: Equatable, Sendable {
    /// Why the screen is dark, or that it is not.
    public enum Reason: String, Equatable, Sendable {
        /// The screen shows photos.
        case on
        /// Outside the screen hours.
        case hours
        /// Switched off by hand (page, MQTT).
        case switchedOff = "switched-off"
        /// The presence sensor has said nobody is there for `presence-off-after` seconds.
        case absent
        /// No touch, key or presence for the idle timeout.
        case idle
    }

    /// The hours the screen is on; nil for always.
    public var hours: ScreenHours?
    /// The manual choice (true on, false off), if any.
    public private(set) var override: Bool?
    /// What the hours said when the choice was made.
    private var overriddenSchedule: Bool?
    /// The minute of the day last seen (local time, from the scene).
    public private(set) var minuteOfDay: Int?
    /// Presence, idle timeout and wake events.
    public var presence = ScreenPresence()
    /// The show time (seconds) last seen, for presence and idle.
    public private(set) var now = 0.0
    /// The brightness schedule, if any.
    public var brightness: BrightnessSchedule?
    /// True when the show dims its own frames for `brightness` (no backlight does it).
    public var dimsInSoftware = true

    /// The brightness now (0.05...1): the schedule's level at the minute last seen, 1 without one.
    public var level: Double {
        guard let brightness, let minuteOfDay else { return 1 }
        return brightness.level(atMinute: minuteOfDay)
    }

    /// The colour temperature now (kelvin): the schedule's at the minute last seen,
    /// `ColorTemperature.neutral` without one.
    public var kelvin: Int {
        guard let brightness, let minuteOfDay else { return ColorTemperature.neutral }
        return brightness.kelvin(atMinute: minuteOfDay)
    }

    /// Following `hours` (nil: always on), no switch set.
    public init(hours: ScreenHours?, presence: ScreenPresence = ScreenPresence()) {
        self.hours = hours
        self.presence = presence
    }

    /// True when the hours alone would light the screen.
    public var scheduledOn: Bool {
        guard let hours, let minuteOfDay else { return true }
        return hours.isOn(minuteOfDay: minuteOfDay)
    }

    /// True when the screen shows photos.
    public var isOn: Bool { reason == .on }

    /// Why the screen is dark now (or `.on`).
    public var reason: Reason {
        if override == true { return .on }
        if !presence.isVisiting(at: now) {
            if override == false { return .switchedOff }
            if !scheduledOn { return .hours }
        }
        if !presence.isPresent(at: now) { return .absent }
        if presence.isIdle(at: now) { return .idle }
        return .on
    }

    /// True when the hours or the switch keep the screen dark (a wake event makes a visit).
    var heldDarkByHoursOrSwitch: Bool {
        override == false || (override == nil && !scheduledOn)
    }

    /// Takes the time of day; a manual choice ends when the hours turn over.
    public mutating func observe(minuteOfDay minute: Int) {
        minuteOfDay = minute
        if override != nil, overriddenSchedule != scheduledOn {
            override = nil
            overriddenSchedule = nil
        }
    }

    /// Takes the show time in seconds (presence-off-after, idle timeout, visits).
    public mutating func observe(now seconds: Double) {
        now = seconds
    }

    /// Turns the screen on or off by hand until the hours next turn over.
    public mutating func set(on: Bool) {
        override = on
        overriddenSchedule = scheduledOn
        presence.endVisit()
        if on { presence.wake(at: now, visit: false) }
    }

    /// Follows the screen hours again.
    public mutating func followHours() {
        override = nil
        overriddenSchedule = nil
    }

    /// A touch, key, gamepad button or remote command: a sign of life, and a visit where the
    /// hours or the switch keep the screen dark.
    public mutating func wake() {
        presence.wake(at: now, visit: heldDarkByHoursOrSwitch)
    }

    /// The presence sensor's report.
    public mutating func sensor(present: Bool) {
        presence.sensor(present: present, at: now)
    }
}
