import UnwindDraw

/// The breath itself at the centre of the spiral during Hold: a soft disc that grows over
/// the breath in, rests full over the pause, shrinks over the breath out and rests small
/// over the empty hold, on the hold's own clock (`HoldCycle.breathFullness`, the orb's
/// pulse and the haptic beats), so a replay draws the same frames. It is drawn under the
/// spiral: the line stays crisp over it and only the gaps between the inner turns take its
/// light. With reduced motion it keeps one size and only brightens and dims.
extension SpiralDrawBuilder {
    /// The smallest radius as a fraction of the largest (`BreathingLayout.centerDiscRadius`).
    static let breathShapeRest: Float = 0.34

    /// The shape's radius in pixels and its brightness (0...1) at `held` seconds.
    public func breathShape(at held: Double, layout: BreathingLayout, reducedMotion: Bool) -> (radius: Float, brightness: Float) {
        let full = Float(cycle.breathFullness(at: held))
        let largest = layout.centerDiscRadius
        if reducedMotion { return (largest * 0.72, 0.45 + 0.55 * full) }
        return (largest * (Self.breathShapeRest + (1 - Self.breathShapeRest) * full), 0.7 + 0.3 * full)
    }

    /// Draws the shape for `s` (Hold only); paused, it freezes and takes the paused colour.
    func drawBreathShape(into list: inout DrawList, _ s: BreathingSnapshot, layout: BreathingLayout, style: Style) {
        guard s.state == .hold, layout.centerDiscRadius > 4 else { return }
        let (radius, brightness) = breathShape(at: s.heldSeconds, layout: layout, reducedMotion: style.reducedMotion)
        let center = layout.spiral.center
        let hue = isPaused(s) ? Self.pausedColor : visual.startColor.mixed(with: visual.endColor, 0.35)
        // One opaque disc with a wide soft rim: a single blended pass over its area (the
        // software renderer pays per blended pixel, and the shape is the frame's largest).
        let body = visual.backgroundColor.mixed(with: hue, 0.5 * brightness)
        disc(into: &list, center, radius: radius, color: body, softness: max(radius * 0.3, Feather.defaultWidth))
    }
}
