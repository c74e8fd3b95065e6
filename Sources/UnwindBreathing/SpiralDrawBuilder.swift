import Foundation
import UnwindDraw

/// Builds a breathing frame as a draw list: the dimmed track, the filled part as a
/// gradient thick line, the glowing orb at the head (pulsing in Hold), and the guidance text.
public struct SpiralDrawBuilder: Sendable {
    public let path: SpiralPath
    public let visual: SpiralVisualConfig
    public let cycle: HoldCycle
    /// Segments of each orb circle.
    static let circleSegments = 40

    public init(path: SpiralPath, visual: SpiralVisualConfig, cycle: HoldCycle) {
        self.path = path
        self.visual = visual
        self.cycle = cycle
    }

    /// The whole frame for `snapshot`, `alpha` of the way to the next tick.
    public func build(_ snapshot: BreathingSnapshot, guidance: BreathingGuidance, size: Size, alpha: Double) -> DrawList {
        let layout = SpiralLayout(size: size, config: visual, path: path)
        var list = DrawList(clearColor: visual.backgroundColor)
        let screenPoints = path.points.map(layout.toScreen)
        let width = Float(visual.lineWidth) * layout.scale
        let trackColor = snapshot.state == .completed ? visual.trackColor.withOpacity(0.5) : visual.trackColor
        list.strip(.polyline(screenPoints, width: width, colors: [trackColor]))

        let head = snapshot.interpolatedLength(alpha)
        let filled = fillLength(snapshot.state, head: head)
        let fillPoints = path.prefix(toLength: filled)
        if fillPoints.count >= 2 {
            let colors = fillPoints.indices.map { i -> Color in
                let length = i < fillPoints.count - 1 ? path.cumulativeLengths[i] : filled
                return color(atLength: length)
            }
            list.strip(.polyline(fillPoints.map(layout.toScreen), width: width, colors: colors))
        }

        if snapshot.state != .completed {
            let pulse = snapshot.state == .hold ? cycle.pulseScale(at: snapshot.heldSeconds) : 1
            let dimmed = snapshot.state == .hold && !snapshot.isHoldTouching
            drawOrb(into: &list, at: layout.toScreen(path.position(atLength: head)), radius: Float(visual.headSize / 2 * pulse) * layout.scale, glow: color(atLength: head), dimmed: dimmed)
        }
        if snapshot.state == .hold {
            drawCountdownRing(into: &list, snapshot, at: layout.toScreen(path.position(atLength: path.totalLength)), scale: layout.scale)
        }
        drawText(guidance, into: &list, layout: layout)
        return list
    }

    /// How much of the line is coloured: ahead of the finger by `colorDistanceOffset` while
    /// tracing, so the colour shows where to go next.
    public func fillLength(_ state: BreathingState, head: Float) -> Float {
        let lead = Float(visual.colorDistanceOffset)
        switch state {
        case .idle: return min(lead, path.totalLength)
        case .inhale: return min(head + lead, path.totalLength)
        case .hold: return path.totalLength
        case .exhale: return max(head - lead, 0)
        case .completed: return 0
        }
    }

    /// The gradient colour at a length along the spiral.
    public func color(atLength length: Float) -> Color {
        visual.startColor.mixed(with: visual.endColor, length / max(path.totalLength, 1))
    }

    private func drawOrb(into list: inout DrawList, at center: Vec2, radius: Float, glow: Color, dimmed: Bool) {
        let fade: Float = dimmed ? 0.5 : 1
        let layers: [(scale: Float, opacity: Float, color: Color)] = [
            (2.4, 0.08, glow), (1.8, 0.16, glow), (1.35, 0.32, glow), (1.0, 1.0, visual.headColor),
        ]
        for layer in layers {
            let c = layer.color.withOpacity(layer.opacity * fade)
            list.polygon(.convex(texture: nil, vertices: circle(center, radius * layer.scale, c)))
        }
    }

    /// A ring just outside the fully pulsed orb that fills clockwise from twelve o'clock
    /// as the hold is counted, so the time left is visible without reading.
    private func drawCountdownRing(into list: inout DrawList, _ s: BreathingSnapshot, at center: Vec2, scale: Float) {
        let radius = Float(visual.headSize * visual.pulseScale / 2) * scale * 1.12
        let width = max(2, radius * 0.06)
        let segments = 96
        func arc(_ fraction: Double) -> [Vec2] {
            let n = max(2, Int(Double(segments) * fraction) + 1)
            return (0..<n).map { i in
                let a = Float(fraction * Double(i) / Double(n - 1)) * 2 * .pi - .pi / 2
                return Vec2(center.x + radius * cos(a), center.y + radius * sin(a))
            }
        }
        list.strip(.polyline(arc(1), width: width, colors: [visual.headColor.withOpacity(0.12)]))
        let done = s.holdDuration > 0 ? min(max(s.heldSeconds / s.holdDuration, 0), 1) : 0
        if done > 0 {
            list.strip(.polyline(arc(done), width: width, colors: [visual.headColor.withOpacity(0.7)]))
        }
    }

    private func circle(_ center: Vec2, _ radius: Float, _ color: Color) -> [Vertex] {
        (0..<Self.circleSegments).map { i in
            let a = Float(i) / Float(Self.circleSegments) * 2 * .pi
            return Vertex(position: Vec2(center.x + radius * cos(a), center.y + radius * sin(a)), color: color)
        }
    }

    private func drawText(_ g: BreathingGuidance, into list: inout DrawList, layout: SpiralLayout) {
        let w = Float(layout.size.width), h = Float(layout.size.height), band = layout.textBand
        let titleSize = Self.fitted(g.title, max(band * 0.34, 12), width: w), small = max(band * 0.2, 10)
        list.text(TextRun(g.title, at: Vec2(w / 2, band * 0.12), size: titleSize, color: .white, alignment: .center))
        if let detail = g.detail {
            list.text(TextRun(detail, at: Vec2(w / 2, band * 0.12 + titleSize * 1.3), size: Self.fitted(detail, small, width: w), color: Color(200, 208, 230), alignment: .center))
        }
        if let hint = g.hint {
            list.text(TextRun(hint, at: Vec2(w / 2, h - band * 0.75), size: Self.fitted(hint, small * 1.1, width: w), color: Color(255, 196, 120), alignment: .center))
        }
        if let status = g.status, g.hint == nil {
            list.text(TextRun(status, at: Vec2(w / 2, h - band * 0.75), size: Self.fitted(status, small, width: w), color: Color(200, 208, 230), alignment: .center))
        }
        let lineSize = max(min(w, h) * 0.045, 12)
        for (i, line) in g.lines.enumerated() {
            let y = layout.center.y - lineSize * 2 + Float(i) * lineSize * 1.5
            list.text(TextRun(line, at: Vec2(w / 2, y), size: Self.fitted(line, lineSize, width: w), color: .white, alignment: .center))
        }
    }

    /// A font size at most `size` at which `text` fits 92 % of `width`, estimating DejaVu
    /// Sans's average advance as 0.58 em, so long translations shrink instead of clipping
    /// on narrow portrait screens.
    public static func fitted(_ text: String, _ size: Float, width: Float) -> Float {
        let estimate = Float(max(text.count, 1)) * 0.58
        return max(min(size, width * 0.92 / estimate), 8)
    }
}
