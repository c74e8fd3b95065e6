/// Turns an analog stick into discrete menu steps: one step when the stick passes the
/// press threshold, none until it returns near the centre, so holding it does not race.
public struct StickLatch: Sendable {
    /// Deflection that makes a step.
    public static let press: Float = 0.6
    /// Deflection under which the stick counts as centred again.
    public static let release: Float = 0.3
    private var engaged = false

    /// A latch waiting for the stick to leave the centre.
    public init() {}

    /// -1 (up) or +1 (down) when a vertical stick value passes `press`; nil while centred or still held from the last step.
    public mutating func step(for value: Float) -> Int? {
        if engaged {
            if abs(value) < Self.release { engaged = false }
            return nil
        }
        guard abs(value) >= Self.press else { return nil }
        engaged = true
        return value < 0 ? -1 : 1
    }
}
