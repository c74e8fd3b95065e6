/// The hours a photo frame shows photos (`07:00-22:30`); outside them the screen is black
/// and the show holds, so a frame in a bedroom does not light it up at night.
public struct ScreenHours: Equatable, Sendable, CustomStringConvertible {
    /// Minutes after midnight the screen comes on.
    public var on: Int
    /// Minutes after midnight it goes dark; before `on` when the hours span midnight.
    public var off: Int

    /// Hours from minutes after midnight (0..<1440); `init?(parsing:)` checks user input.
    public init(on: Int, off: Int) {
        self.on = on
        self.off = off
    }

    /// Parses `HH:MM-HH:MM`; nil when malformed or empty (on equals off).
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let on = Self.minutes(parts[0]), let off = Self.minutes(parts[1]), on != off else { return nil }
        self.init(on: on, off: off)
    }

    /// True when the screen should show photos at this minute of the day.
    public func isOn(minuteOfDay minute: Int) -> Bool {
        on < off ? (minute >= on && minute < off) : (minute >= on || minute < off)
    }

    /// The hours as `HH:MM-HH:MM`, the form the config file and `--screen-hours` take.
    public var description: String {
        func hhmm(_ m: Int) -> String {
            let h = m / 60, mm = m % 60
            return (h < 10 ? "0" : "") + String(h) + ":" + (mm < 10 ? "0" : "") + String(mm)
        }
        return "\(hhmm(on))-\(hhmm(off))"
    }

    private static func minutes(_ text: Substring) -> Int? {
        // Digits only: "-1:00" or "+7:00" must not pass as 01:00 or 07:00.
        let hm = text.split(separator: ":", omittingEmptySubsequences: false)
        guard hm.count == 2, (1...2).contains(hm[0].count), hm[1].count == 2, text.allSatisfy({ $0 == ":" || ("0"..."9").contains($0) }),
            let h = Int(hm[0]), let m = Int(hm[1]), (0...24).contains(h), (0...59).contains(m)
        else { return nil }
        let total = h * 60 + m
        return total <= 24 * 60 ? total % (24 * 60) : nil
    }
}
