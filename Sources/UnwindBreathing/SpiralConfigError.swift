/// A config value out of range, named by key so the CLI can print one clear line.
public struct SpiralConfigError: Error, Equatable, CustomStringConvertible {
    public let key: String
    public let value: Double
    public let requirement: String

    public init(key: String, value: Double, requirement: String) {
        self.key = key
        self.value = value
        self.requirement = requirement
    }

    public var description: String {
        let shown = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return "\(key) must be \(requirement), got \(shown)"
    }

    /// Throws unless `value` is finite, passes `bound` and is at most `upTo`.
    static func require(_ key: String, _ value: Double, _ bound: Bound, upTo limit: Double = .greatestFiniteMagnitude) throws(SpiralConfigError) {
        let ok: Bool
        let text: String
        switch bound {
        case .above(let b):
            ok = value > b
            text = "greater than \(format(b))"
        case .atLeast(let b):
            ok = value >= b
            text = "at least \(format(b))"
        }
        let capped = limit < .greatestFiniteMagnitude
        guard value.isFinite, ok, value <= limit else {
            throw SpiralConfigError(key: key, value: value, requirement: capped ? "\(text) and at most \(format(limit))" : text)
        }
    }

    private static func format(_ v: Double) -> String {
        v.rounded() == v ? String(Int(v)) : String(v)
    }

    /// A lower bound: strictly above, or at least.
    enum Bound {
        case above(Double)
        case atLeast(Double)
    }
}
