/// The values a numeric setting may take, checked the same way whether the value came from
/// a config file or the command line, so no value can reach a conversion that traps or a
/// loop that never ends. Every bound is finite; NaN and infinities are always outside.
public struct SettingRange: Sendable, Equatable, CustomStringConvertible {
    /// The lower end: strictly above a value, or at least it.
    public enum Lower: Sendable, Equatable {
        case above(Double)
        case atLeast(Double)
    }

    /// The lower end.
    public let lower: Lower
    /// Inclusive upper end.
    public let upper: Double
    /// True when 0 is accepted besides the range (0 turns the feature off).
    public let zeroMeansOff: Bool

    /// A range from `lower` up to `upper` (inclusive).
    public init(_ lower: Lower, upTo upper: Double, zeroMeansOff: Bool = false) {
        self.lower = lower
        self.upper = upper
        self.zeroMeansOff = zeroMeansOff
    }

    /// `lower...upper`, both inclusive.
    public init(_ range: ClosedRange<Double>, zeroMeansOff: Bool = false) {
        self.init(.atLeast(range.lowerBound), upTo: range.upperBound, zeroMeansOff: zeroMeansOff)
    }

    /// The lowest value the range names (the bound itself for `.above`): what a number box
    /// on the page or in Home Assistant shows as its minimum.
    public var lowerBound: Double {
        switch lower {
        case .above(let b), .atLeast(let b): b
        }
    }

    /// True for a finite value inside the range.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if zeroMeansOff, value == 0 { return true }
        switch lower {
        case .above(let b): if !(value > b) { return false }
        case .atLeast(let b): if !(value >= b) { return false }
        }
        return value <= upper
    }

    /// Throws a `SettingError` naming `key` unless `value` is inside.
    public func check(_ key: String, _ value: Double) throws(SettingError) {
        guard contains(value) else { throw SettingError(key: key, value: value, requirement: description) }
    }

    /// "greater than 0 and at most 600", "0 (off) or at least 1 and at most 604800".
    public var description: String {
        let low: String
        switch lower {
        case .above(let b): low = "greater than \(Self.format(b))"
        case .atLeast(let b): low = "at least \(Self.format(b))"
        }
        return (zeroMeansOff ? "0 (off) or " : "") + "\(low) and at most \(Self.format(upper))"
    }

    /// A number as people write it: whole numbers without ".0", others in Swift's shortest
    /// form (1e-300, inf, nan).
    public static func format(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
