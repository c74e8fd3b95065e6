/// A value that can be scaled and added like a vector, so any animated property (or a
/// tuple of them) interpolates with the same arithmetic: `a + (b - a) * t`.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// Multiplies every component by `factor`.
    mutating func scale(by factor: Double)
    /// Sum of squared components, for settling checks.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy scaled by `factor`.
    public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }

    /// The value `amount` of the way from self to `other` (0 gives self, 1 gives other;
    /// a spring's overshoot past 1 extrapolates).
    public func interpolated(to other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value itself.
    public mutating func scale(by factor: Double) { self *= factor }
    /// The square, so a spring's settling check works on plain numbers.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value itself, in single precision.
    public mutating func scale(by factor: Double) { self *= Float(factor) }
    /// The square, widened to `Double`.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values treated as one vector; nest pairs for three or more.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic, Hashable
where First: Hashable, Second: Hashable {
    /// The first component.
    public var first: First
    /// The second component (itself a pair when more than two values animate).
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both components zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// Component-wise sum.
    public static func + (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair {
        AnimatablePair(a.first + b.first, a.second + b.second)
    }

    /// Component-wise difference, the step `interpolated(to:amount:)` scales.
    public static func - (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair {
        AnimatablePair(a.first - b.first, a.second - b.second)
    }

    /// Scales both components by the same factor.
    public mutating func scale(by factor: Double) {
        first.scale(by: factor)
        second.scale(by: factor)
    }

    /// The sum of both components' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type whose animated state is one vector, so it interpolates as a whole.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable {
    /// Self with its animatable data `amount` of the way to `other`'s; properties outside
    /// `animatableData` keep self's values.
    public func interpolated(to other: Self, amount: Double) -> Self {
        var result = self
        result.animatableData = animatableData.interpolated(to: other.animatableData, amount: amount)
        return result
    }
}
