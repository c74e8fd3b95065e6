extension Duration {
    /// The duration as floating-point seconds, for easing and interpolation maths.
    @inlinable
    public var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// The duration in whole nanoseconds (truncated), for integer tick arithmetic.
    @inlinable
    public var nanoseconds: Int64 {
        let parts = components
        return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
    }
}
