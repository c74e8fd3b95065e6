import Foundation

/// A damped harmonic oscillator pulled from 0 to 1, in the animation's normalised time.
///
/// `response` is the period of the undamped oscillation as a fraction of the animation
/// (0.4: the spring would swing about 2.5 times in the duration without damping);
/// `dampingRatio` below 1 overshoots and rings, 1 is critically damped, above 1 creeps in.
/// The defaults (0.4, 0.6) overshoot by about 10 % once and are within 0.01 % of rest at the end,
/// so the last frame equals the target without a visible jump.
public struct Spring: Sendable, Hashable {
    /// Undamped period as a fraction of the animation.
    public var response: Double
    /// Below 1 rings, 1 is critical, above 1 creeps.
    public var dampingRatio: Double

    /// A spring with the given response and damping, each at least 0.01 so the oscillator is defined and decays.
    public init(response: Double = 0.4, dampingRatio: Double = 0.6) {
        self.response = max(response, 0.01)
        self.dampingRatio = max(dampingRatio, 0.01)
    }

    /// Position at normalised time `t` (0 at rest at 0, approaching 1).
    public func value(at t: Double) -> Double {
        let omega = 2 * Double.pi / response
        let zeta = dampingRatio
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + omega * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }
}
