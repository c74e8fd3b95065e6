/// How progress through an animation maps to progress of the animated value.
///
/// The cubic curves are Core Animation's named timing functions, so a transition ported
/// from iOS keeps its feel; the spring lets a value overshoot and settle.
public enum AnimationCurve: Sendable, Hashable, CustomStringConvertible {
    case linear
    /// CA `easeIn`: cubic bezier (0.42, 0, 1, 1), slow start.
    case easeIn
    /// CA `easeOut`: cubic bezier (0, 0, 0.58, 1), slow end.
    case easeOut
    /// CA `easeInEaseOut`: cubic bezier (0.42, 0, 0.58, 1).
    case easeInOut
    /// Any cubic bezier from (0, 0) to (1, 1) through two control points.
    case bezier(CubicBezier)
    /// A damped spring that reaches 1 by the end of the animation.
    case spring(Spring)

    /// The curve names the command line accepts, in the order `unwind transitions` lists them.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "spring"]

    /// The curve with this name (case-insensitive; `ease-in-out` and `ease_in_out` work too).
    public static func named(_ name: String) -> AnimationCurve? {
        switch name.lowercased().filter({ $0 != "-" && $0 != "_" }) {
        case "linear": .linear
        case "easein": .easeIn
        case "easeout": .easeOut
        case "easeinout", "easeineaseout": .easeInOut
        case "spring": .spring(Spring())
        default: nil
        }
    }

    /// Value at progress `t` in 0...1 (clamped); 0 at the start, exactly 1 at the end.
    public func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case .easeIn: return CubicBezier.easeIn.value(at: t)
        case .easeOut: return CubicBezier.easeOut.value(at: t)
        case .easeInOut: return CubicBezier.easeInOut.value(at: t)
        case .bezier(let curve): return curve.value(at: t)
        case .spring(let spring): return spring.value(at: t)
        }
    }

    /// The curve as `unwind transitions` and logs print it; bezier and spring show their parameters.
    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .bezier(let c): "bezier(\(c.x1),\(c.y1),\(c.x2),\(c.y2))"
        case .spring(let s): "spring(response: \(s.response), damping: \(s.dampingRatio))"
        }
    }
}
