/// How bright and how warm the screen is through the day (`[brightness]` in the config:
/// `"07:00" = 100`, `"20:00" = { percent = 60, kelvin = 3400 }`, `"22:00" = 30`, each from
/// its time on), like a TV's evening mode. A panel with a backlight is dimmed through it;
/// elsewhere the show lays black over its frames. Warmth is always the show's own (a
/// backlight cannot change colour): its frames are multiplied by the colour of the entry's
/// colour temperature (`ColorTemperature`).
public struct BrightnessSchedule: Equatable, Sendable {
    /// Minutes after midnight and the level (0.05...1) from then on, sorted by minute.
    public let steps: [(minute: Int, level: Double)]
    /// The colour temperature in kelvin of each step (`ColorTemperature.neutral` for one
    /// that names none), in the order of `steps`.
    public let kelvins: [Int]

    /// The levels from each minute on, and the colour temperatures of the steps that name one
    /// (the others are neutral); nil when empty, a level is outside 5...100 %, a temperature
    /// outside `ColorTemperature.range`, or a temperature is at a minute with no level.
    public init?(percentAt: [Int: Int], kelvinAt: [Int: Int] = [:]) {
        guard !percentAt.isEmpty, percentAt.allSatisfy({ (0..<1440).contains($0.key) && (5...100).contains($0.value) }),
            kelvinAt.allSatisfy({ percentAt[$0.key] != nil && ColorTemperature.range.contains($0.value) })
        else { return nil }
        let sorted = percentAt.sorted { $0.key < $1.key }
        steps = sorted.map { (minute: $0.key, level: Double($0.value) / 100) }
        kelvins = sorted.map { kelvinAt[$0.key] ?? ColorTemperature.neutral }
    }

    /// The level at `minute` of the day: the last step at or before it, else the day's last
    /// step (the evening's level holds through the night).
    public func level(atMinute minute: Int) -> Double {
        steps[step(atMinute: minute)].level
    }

    /// The colour temperature at `minute` of the day, from the same step as `level`.
    public func kelvin(atMinute minute: Int) -> Int {
        kelvins[step(atMinute: minute)]
    }

    private func step(atMinute minute: Int) -> Int {
        steps.lastIndex { $0.minute <= minute } ?? steps.count - 1
    }

    /// Equal when the steps are.
    public static func == (a: BrightnessSchedule, b: BrightnessSchedule) -> Bool {
        a.kelvins == b.kelvins && a.steps.elementsEqual(b.steps) { $0.minute == $1.minute && $0.level == $1.level }
    }
}
