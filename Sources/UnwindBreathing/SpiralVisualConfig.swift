import UnwindConfig
import UnwindDraw

/// How the spiral looks and how close the finger must stay. Lengths are in spiral units:
/// the spiral is built in these units and scaled as a whole to fit the window, so one
/// config looks the same on a phone held upright and on a 4K screen.
public struct SpiralVisualConfig: Sendable, Equatable {
    /// Diameter of the glowing orb at the head of the line.
    public var headSize: Double = 28
    /// Thickness of the spiral line.
    public var lineWidth: Double = 14
    /// How far the colour runs ahead of the finger while tracing, to show where to go.
    public var colorDistanceOffset: Double = 40
    /// Radius where the spiral starts, at its centre.
    public var startRadius: Double = 16
    /// Distance between neighbouring turns.
    public var spacing: Double = 44
    /// Number of turns.
    public var rotations: Double = 4
    /// Points generated per turn; more is smoother and costs more per search.
    public var pointsPerRotation: Int = 100
    /// How far from the head the finger may be and still count as following it.
    public var touchTolerance: Double = 32
    /// Largest scale of the orb's pulse during Hold (1 → this → this → 1).
    public var pulseScale: Double = 3
    /// Colour of the dimmed track.
    public var trackColor = Color(255, 255, 255, 38)
    /// Gradient of the filled line, from the centre outwards.
    public var startColor = Color(72, 202, 228)
    /// The gradient's colour at the outer end.
    public var endColor = Color(162, 118, 255)
    /// Colour of the orb's glow.
    public var headColor = Color(255, 244, 214)
    /// Background.
    public var backgroundColor = Color(12, 16, 32)

    /// The spec's look: four turns, a 28-unit orb, cyan to violet on deep blue.
    public init() {}

    /// Checks every value against `BreathingRanges`, naming the first bad one.
    public func validate() throws(SettingError) {
        typealias R = BreathingRanges
        try R.headSize.check("headSize", headSize)
        try R.lineWidth.check("lineWidth", lineWidth)
        try R.colorDistanceOffset.check("colorDistanceOffset", colorDistanceOffset)
        try R.startRadius.check("startRadius", startRadius)
        try R.spacing.check("spacing", spacing)
        try R.rotations.check("rotations", rotations)
        try R.pointsPerRotation.check("pointsPerRotation", Double(pointsPerRotation))
        try R.touchTolerance.check("touchTolerance", touchTolerance)
        try R.pulseScale.check("pulseScale", pulseScale)
        guard lineWidth <= spacing else {
            throw SettingError(key: "lineWidth", value: lineWidth, requirement: "at most spacing (\(SettingRange.format(spacing)))", related: ["spacing"])
        }
        let points = rotations * Double(pointsPerRotation)
        guard points <= Double(R.maxPoints) else {
            throw SettingError(
                key: "pointsPerRotation", value: Double(pointsPerRotation),
                requirement: "such that rotations × pointsPerRotation is at most \(R.maxPoints) (rotations \(SettingRange.format(rotations)))",
                related: ["rotations"])
        }
    }
}
