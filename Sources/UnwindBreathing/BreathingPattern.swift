import Foundation

/// A named breathing rhythm for the hold's cycle: seconds in, held full, out, held empty.
/// The user picks one on screen or with `--pattern`, like Breathly's patterns; the session
/// length stays a number of cycles, so changing the pattern keeps the cycle count.
public struct BreathingPattern: Sendable, Hashable {
    /// Which rhythm this is; `custom` for numbers given on the command line.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case calm, relaxing, box, coherent, custom
    }

    /// Which named rhythm, or `custom`.
    public let name: Name
    /// Seconds breathing in, holding full, breathing out, holding empty.
    public let up: Double
    /// Seconds holding full; 0 goes straight to breathing out.
    public let pause: Double
    /// Seconds breathing out.
    public let down: Double
    /// Seconds holding empty (box breathing); 0 for most patterns.
    public let rest: Double

    /// A rhythm of the given seconds; holds of 0 are skipped.
    public init(name: Name = .custom, up: Double, pause: Double, down: Double, rest: Double = 0) {
        self.name = name
        self.up = up
        self.pause = pause
        self.down = down
        self.rest = rest
    }

    /// The spec's cycle: 6 s in, 4 s held, 8 s out.
    public static let calm = BreathingPattern(name: .calm, up: 6, pause: 4, down: 8)
    /// Dr Weil's 4-7-8: a long hold and a longer breath out, for falling asleep.
    public static let relaxing = BreathingPattern(name: .relaxing, up: 4, pause: 7, down: 8)
    /// Box (square) breathing: four equal sides, with a hold after breathing out too.
    public static let box = BreathingPattern(name: .box, up: 4, pause: 4, down: 4, rest: 4)
    /// Coherent (resonance) breathing: 5.5 s in, 5.5 s out, no holds; about 5.5 breaths a minute.
    public static let coherent = BreathingPattern(name: .coherent, up: 5.5, pause: 0, down: 5.5)

    /// The patterns offered on screen, in order.
    public static let named: [BreathingPattern] = [.calm, .relaxing, .box, .coherent]

    /// A pattern from `--pattern`: a name (`calm`, `4-7-8`, `box`, `coherent`, …) or seconds
    /// as `IN-OUT`, `IN-HOLD-OUT` or `IN-HOLD-OUT-HOLD`; nil when it is neither.
    public init?(argument: String) {
        let text = argument.lowercased()
        if let named = Self.named.first(where: { $0.aliases.contains(text) }) {
            self = named
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Double($0) }
        guard (2...4).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        let s = parts.compactMap { $0 }
        switch s.count {
        case 2: self.init(up: s[0], pause: 0, down: s[1])
        case 3: self.init(up: s[0], pause: s[1], down: s[2])
        default: self.init(up: s[0], pause: s[1], down: s[2], rest: s[3])
        }
        if let named = Self.named.first(where: { $0.hasSameTiming(as: self) }) { self = named }
    }

    /// The names `--pattern` accepts for this pattern.
    public var aliases: [String] {
        switch name {
        case .calm: ["calm", "6-4-8"]
        case .relaxing: ["relaxing", "relax", "4-7-8"]
        case .box: ["box", "square", "4-4-4-4"]
        case .coherent: ["coherent", "resonant", "5.5-5.5"]
        case .custom: []
        }
    }

    /// The pattern an action config's cycle follows: a named one when the timings match.
    public init(_ action: SpiralActionConfig) {
        let pattern = BreathingPattern(
            up: action.holdCycleUpDuration, pause: action.holdCyclePauseDuration,
            down: action.holdCycleDownDuration, rest: action.holdCycleRestDuration)
        self = Self.named.first { $0.hasSameTiming(as: pattern) } ?? pattern
    }

    /// One cycle's length.
    public var duration: Double { up + pause + down + rest }

    /// The timings as `--pattern` takes them and the chips show them: "6-4-8", "4-4-4-4",
    /// "5.5-5.5" (a hold of 0 between in and out left out, a rest only when there is one).
    public var timing: String {
        var parts = [up]
        if pause > 0 || rest > 0 { parts.append(pause) }
        parts.append(down)
        if rest > 0 { parts.append(rest) }
        return parts.map(Self.seconds).joined(separator: "-")
    }

    /// Same seconds, whatever the name.
    public func hasSameTiming(as other: BreathingPattern) -> Bool {
        up == other.up && pause == other.pause && down == other.down && rest == other.rest
    }

    /// `config` with this pattern's cycle.
    public func applied(to config: SpiralActionConfig) -> SpiralActionConfig {
        var c = config
        c.holdCycleUpDuration = up
        c.holdCyclePauseDuration = pause
        c.holdCycleDownDuration = down
        c.holdCycleRestDuration = rest
        return c
    }

    private static func seconds(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

extension BreathingPattern {
    /// The pattern a hold cycle follows: a named one when the timings match.
    public init(_ cycle: HoldCycle) {
        let pattern = BreathingPattern(up: cycle.up, pause: cycle.pause, down: cycle.down, rest: cycle.rest)
        self = Self.named.first { $0.hasSameTiming(as: pattern) } ?? pattern
    }
}
