/// Whether the screen shows photos: the screen hours, unless the user (or a remote) turned
/// it on or off by hand. A manual choice holds until the hours themselves turn over, so a
/// frame switched off for a film comes back on with the next morning.
public struct ScreenState: Equatable, Sendable {
    /// The hours the screen is on; nil for always.
    public var hours: ScreenHours?
    /// The manual choice (true on, false off), if any.
    public private(set) var override: Bool?
    /// What the hours said when the choice was made.
    private var overriddenSchedule: Bool?
    /// The minute of the day last seen (local time, from the scene).
    public private(set) var minuteOfDay: Int?

    /// Following `hours` (nil: always on), no switch set.
    public init(hours: ScreenHours?) {
        self.hours = hours
    }

    /// True when the hours alone would light the screen.
    public var scheduledOn: Bool {
        guard let hours, let minuteOfDay else { return true }
        return hours.isOn(minuteOfDay: minuteOfDay)
    }

    /// True when the screen shows photos.
    public var isOn: Bool { override ?? scheduledOn }

    /// Takes the time of day; a manual choice ends when the hours turn over.
    public mutating func observe(minuteOfDay minute: Int) {
        minuteOfDay = minute
        if override != nil, overriddenSchedule != scheduledOn {
            override = nil
            overriddenSchedule = nil
        }
    }

    /// Turns the screen on or off by hand until the hours next turn over.
    public mutating func set(on: Bool) {
        override = on
        overriddenSchedule = scheduledOn
    }

    /// Follows the screen hours again.
    public mutating func followHours() {
        override = nil
        overriddenSchedule = nil
    }
}
