import Foundation
import UnwindDraw

/// The orb at the head of the line, its glow, and the hold's progress ring.
extension SpiralDrawBuilder {
    /// The orb: a soft glow (the gradient texture, scaled with the pulse and tinted with the
    /// line's colour there) under a solid core. Paused, it is an opaque dark disc with a
    /// ring and a pause sign in the paused colour, and no glow: nothing like the live orb.
    func drawOrb(into list: inout DrawList, _ s: BreathingSnapshot, head: Float, layout: BreathingLayout, style: Style) {
        let spiral = layout.spiral
        let pulse = s.state == .hold && !style.reducedMotion ? Float(cycle.pulseScale(at: s.heldSeconds)) : 1
        let center = spiral.toScreen(path.position(atLength: head))
        let radius = Float(visual.headSize / 2) * pulse * spiral.scale
        if isPaused(s) {
            disc(into: &list, center, radius: radius, color: visual.backgroundColor)
            let stroke = max(radius * 0.14, 2)
            ring(into: &list, center, radius: radius - stroke / 2, width: stroke, color: Self.pausedColor)
            let barHeight = radius * 0.8, barWidth = max(radius * 0.2, 2), gap = radius * 0.18
            for side: Float in [-1, 1] {
                let x = center.x + side * (gap + barWidth / 2)
                bar(into: &list, Rect(x: x - barWidth / 2, y: center.y - barHeight / 2, width: barWidth, height: barHeight), color: Self.pausedColor)
            }
            return
        }
        if let glow = style.glow {
            let half = radius * BreathingLayout.glowReach
            let tint = color(atLength: head).mixed(with: visual.headColor, 0.35).withOpacity(0.85)
            let corners = [Vec2(-1, -1), Vec2(1, -1), Vec2(1, 1), Vec2(-1, 1)]
            let vertices = corners.map { c in
                Vertex(position: Vec2(center.x + c.x * half, center.y + c.y * half), uv: Vec2((c.x + 1) / 2, (c.y + 1) / 2), color: tint)
            }
            list.polygon(TexturedPolygon(texture: glow, vertices: vertices, indices: [0, 1, 2, 0, 2, 3]))
        }
        disc(into: &list, center, radius: radius, color: visual.headColor)
    }

    /// The hold's progress: a ring around the orb's largest pulse that fills clockwise from
    /// twelve o'clock as the hold is counted (amber while paused).
    func drawCountdown(into list: inout DrawList, _ s: BreathingSnapshot, layout: BreathingLayout) {
        let spiral = layout.spiral
        let accent = isPaused(s) ? Self.pausedColor : visual.headColor
        let peak = Float(visual.headSize * visual.pulseScale / 2) * spiral.scale
        let center = spiral.toScreen(path.position(atLength: path.totalLength))
        let radius = peak * BreathingLayout.ringRadius, width = max(peak * BreathingLayout.ringWidth, 3)
        ring(into: &list, center, radius: radius, width: width, color: Color(255, 255, 255, 40))
        let done = s.holdDuration > 0 ? min(max(s.heldSeconds / s.holdDuration, 0), 1) : 0
        if done > 0 {
            arc(into: &list, center, radius: radius, width: width, fraction: Float(done), color: accent)
        }
    }
}
