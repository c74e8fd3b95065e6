/// How bright the screen is through the day (`[brightness]` in the config: `"07:00" = 100`,
/// `"20:00" = 60`, `"22:00" = 30`, percent from each time on), like a TV's evening mode. A
/// panel with a backlight is dimmed through it; elsewhere the show lays black over its frames.
public struct BrightnessSchedule: Equatable, Sendable {
    /// Minutes after midnight and the level (0.05...1) from then on, sorted by minute.
    public let steps: [(minute: Int, level: Double)]

    /// The levels from each minute on; nil when empty or a level is outside 5...100 %.
    public init?(percentAt: [Int: Int]) {
        guard !percentAt.isEmpty, percentAt.allSatisfy({ (0..<1440).contains($0.key) && (5...100).contains($0.value) }) else { return nil }
        steps = percentAt.sorted { $0.key < $1.key }.map { (minute: $0.key, level: Double($0.value) / 100) }
    }

    /// The level at `minute` of the day: the last step at or before it, else the day's last
    /// step (the evening's level holds through the night).
    public func level(atMinute minute: Int) -> Double {
        steps.last { $0.minute <= minute }?.level ?? steps.last?.level ?? 1
    }

    /// Equal when the steps are.
    public static func == (a: BrightnessSchedule, b: BrightnessSchedule) -> Bool {
        a.steps.elementsEqual(b.steps) { $0.minute == $1.minute && $0.level == $1.level }
    }
}
