import Foundation
import UnwindDraw

/// Builds a breathing frame as a draw list: in Hold the breathing shape at the centre, the
/// dimmed track, the filled part as a gradient line, the orb at the head with its glow
/// (pulsing 1 → 3 → 3 → 1 in Hold), the hold's progress ring, and the text and controls
/// where `BreathingLayout` puts them.
public struct SpiralDrawBuilder: Sendable {
    /// The spiral in spiral units; the layout scales it to the window.
    public let path: SpiralPath
    /// Colours and sizes of the track, line and orb.
    public let visual: SpiralVisualConfig
    /// The hold's cycle, which sets the orb's pulse.
    public let cycle: HoldCycle

    /// How a frame is drawn beyond the session itself.
    public struct Style: Sendable, Equatable {
        /// No pulse scaling: the orb keeps its size and the guidance alone paces the breath.
        public var reducedMotion: Bool
        /// The glow texture (`GlowTexture`, uploaded once by the scene); nil draws no glow.
        public var glow: TextureID?

        /// A style; by default full motion and no glow (tests and headless runs upload no glow texture).
        public init(reducedMotion: Bool = false, glow: TextureID? = nil) {
            self.reducedMotion = reducedMotion
            self.glow = glow
        }
    }

    /// Text colours.
    static let detailColor = Color(200, 208, 230)
    static let hintColor = Color(255, 196, 120)
    static let footerColor = Color(150, 160, 190)
    /// The colour of everything that says "paused": lifted finger, hint, frozen ring and shape.
    static let pausedColor = Color(255, 186, 96)

    /// A builder for one session's spiral, look and cycle; it holds no per-frame state.
    public init(path: SpiralPath, visual: SpiralVisualConfig, cycle: HoldCycle) {
        self.path = path
        self.visual = visual
        self.cycle = cycle
    }

    /// The whole frame for `snapshot`, `alpha` of the way to the next tick, with text
    /// fitted by `text`: the shapes, then the text over them.
    public func build(
        _ snapshot: BreathingSnapshot, guidance: BreathingGuidance, layout: BreathingLayout, text: TextFitter, style: Style = Style(), alpha: Double
    ) -> DrawList {
        let layers = layers(snapshot, guidance: guidance, layout: layout, text: text, style: style, alpha: alpha)
        var list = layers.shapes
        list.append(contentsOf: layers.text)
        return list
    }

    /// The frame in two layers: everything drawn in the spiral's area (breathing shape,
    /// track, line, orb, glow, ring) and the text and controls around it (and the
    /// summary in the middle once done, when the spiral is gone), so
    /// tests can render each alone and prove they never touch.
    public func layers(
        _ snapshot: BreathingSnapshot, guidance: BreathingGuidance, layout: BreathingLayout, text: TextFitter, style: Style = Style(), alpha: Double
    ) -> (shapes: DrawList, text: DrawList) {
        var list = DrawList(clearColor: visual.backgroundColor)
        var words = DrawList(clearColor: visual.backgroundColor)
        drawText(guidance, into: &words, layout: layout, text: text)
        // Done: the spiral steps aside for the summary.
        guard snapshot.state != .completed else { return (list, words) }
        let spiral = layout.spiral
        let width = Float(visual.lineWidth) * spiral.scale
        let head = snapshot.interpolatedLength(alpha)
        let filled = fillLength(snapshot.state, head: head)
        // The track only where the opaque filled line does not cover it (from just under the
        // fill's end, so the two meet without a seam): drawing it whole under the fill cost
        // two thirds of a 1080p frame on the software renderer for nothing.
        drawBreathShape(into: &list, snapshot, layout: layout, style: style)
        let track = path.suffix(fromLength: filled > 0 ? filled - Float(visual.lineWidth) / 2 : 0)
        line(into: &list, track.map(spiral.toScreen), width: width, colors: [visual.trackColor])

        let fillPoints = path.prefix(toLength: filled)
        if fillPoints.count >= 2 {
            let colors = fillPoints.indices.map { i -> Color in
                color(atLength: i < fillPoints.count - 1 ? path.cumulativeLengths[i] : filled)
            }
            line(into: &list, fillPoints.map(spiral.toScreen), width: width, colors: colors)
        }

        if snapshot.state == .hold {
            drawCountdown(into: &list, snapshot, layout: layout)
        }
        drawOrb(into: &list, snapshot, head: head, layout: layout, style: style)
        return (list, words)
    }

    /// The frame with text fitted by an estimate and the default style, for callers without
    /// a font (tests of the geometry).
    public func build(_ snapshot: BreathingSnapshot, guidance: BreathingGuidance, size: Size, alpha: Double) -> DrawList {
        let layout = BreathingLayout(size: size, visual: visual, path: path, state: snapshot.state)
        return build(
            snapshot, guidance: guidance, layout: layout, text: TextFitter(measurer: EstimatedTextMetrics(), minimumSize: layout.minimumTextSize), alpha: alpha)
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

    /// Whether the user has let go mid-session: the orb then shows a pause sign instead of
    /// glowing, and the ring and the breathing shape turn to the paused colour.
    func isPaused(_ s: BreathingSnapshot) -> Bool {
        switch s.state {
        case .hold: !s.isHoldTouching
        case .inhale, .exhale: !s.isContactDown
        case .idle, .completed: false
        }
    }
}
