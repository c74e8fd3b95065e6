import Foundation
import Testing
import UnwindBreathing
import UnwindDraw
import UnwindLocalization
import UnwindPlatform
import UnwindPlatformTesting

@testable import UnwindScenes

/// Smooth edges, proved with pixels: walking across an edge of the spiral's line, the orb or
/// the countdown ring on SDL's software renderer, there is a pixel of partial coverage
/// between the background and the shape (a jagged edge jumps from one to the other), and
/// the ramp is narrow (a blurred edge would be wide).
@Suite struct BreathingEdgePixelTests {
    /// One walk across an edge: how many pixels lie strictly between the background and the
    /// solid colour, and how many steps the change takes.
    struct Crossing {
        var partial: Int
        var width: Int
    }

    /// Walks from `outside` towards `inside` in half-pixel steps and describes the edge it
    /// crosses: the first pixel that differs from the background begins it, the first within
    /// 10 % of `solid` ends it.
    static func crossing(_ pixels: PixelBuffer, from outside: Vec2, to inside: Vec2, background: Color, solid: Color) -> Crossing? {
        let total = Float(max(background.distance(to: solid), 1))
        let direction = inside - outside
        let steps = Int(direction.length * 2)
        var seen: [(Int, Int)] = []
        var started = false
        var partial = 0
        for i in 0...steps {
            let p = outside + direction * (Float(i) / Float(max(steps, 1)))
            let x = Int(p.x), y = Int(p.y)
            if seen.last.map({ $0 == (x, y) }) ?? false { continue }
            seen.append((x, y))
            let t = Float(pixels[x, y].distance(to: background)) / total
            if !started, t > 0.04 { started = true }
            guard started else { continue }
            if t >= 0.9 { return Crossing(partial: partial, width: seen.count) }
            if t > 0.08 { partial += 1 }
        }
        return nil
    }

    static func render(_ size: Size, _ s: BreathingSnapshot, _ session: BreathingSession) throws -> PixelBuffer {
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path)
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        return try Headless.withRenderer(size) { renderer in
            let shapes = builder.layers(s, guidance: guidance, layout: layout, text: TextFitter(measurer: EstimatedTextMetrics()), alpha: 1).shapes
            renderer.submit(shapes)
            return try renderer.readPixels()
        }
    }

    /// Checks a set of crossings: most have partial pixels (a jagged edge has none: every
    /// pixel is background or shape), none is wide. Not all: a 1.25 px ramp can fall between
    /// two pixel centres on a diagonal walk, and SDL's software renderer snaps vertices to
    /// whole pixels.
    static func expectSmooth(_ crossings: [Crossing?], _ what: String) {
        let found = crossings.compactMap { $0 }
        #expect(found.count >= crossings.count * 9 / 10, "\(what): \(found.count) of \(crossings.count) walks crossed an edge")
        let smooth = found.filter { $0.partial >= 1 }.count
        #expect(smooth >= found.count * 3 / 4, "\(what): \(smooth) of \(found.count) edges have a partly covered pixel")
        let widest = found.map(\.partial).max() ?? 0
        #expect(widest <= 3, "\(what): edges stay crisp, widest ramp \(widest) px")
    }

    @Test func theLineAndTheRingHaveSmoothEdges() throws {
        let session = try BreathingSession()
        let size = Size(width: 1280, height: 720)
        var s = session.snapshot
        s.state = .hold
        s.isHoldTouching = true
        s.isContactDown = true
        s.length = session.path.totalLength
        s.previousLength = s.length
        s.heldSeconds = 17.99  // the orb back at rest, so it hides little of the ring
        let pixels = try Self.render(size, s, session)
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path).spiral
        let background = session.visual.backgroundColor

        // The outermost turn, walked from outside to the middle of the line along rays
        // through the centre, away from the orb at twelve o'clock. At θ clockwise from twelve
        // the last turn's radius is start + spacing × (rotations − 1 + θ / 2π).
        var line: [Crossing?] = []
        let v = session.visual
        for degrees in stride(from: 60, through: 300, by: 4) {
            let a = Float(degrees) * .pi / 180
            let dir = Vec2(sin(a), -cos(a))
            let r = Float(v.startRadius + v.spacing * (v.rotations - 1 + Double(degrees) / 360)) * layout.scale
            let from = layout.center + dir * (r + Float(v.lineWidth) * layout.scale / 2 + 6)
            let to = layout.center + dir * r
            line.append(Self.crossing(pixels, from: from, to: to, background: background, solid: pixels[Int(to.x), Int(to.y)]))
        }
        Self.expectSmooth(line, "the spiral's outer edge")

        // The countdown ring's outer rim, on its upper half where only the background is outside.
        let end = layout.toScreen(session.path.position(atProgress: 1))
        let peak = Float(session.visual.headSize * session.visual.pulseScale / 2) * layout.scale
        let ringRadius = peak * BreathingLayout.ringRadius, ringWidth = max(peak * BreathingLayout.ringWidth, 3)
        var ring: [Crossing?] = []
        for degrees in stride(from: -150, through: -30, by: 4) {
            let a = Float(degrees) * .pi / 180
            let dir = Vec2(cos(a), sin(a))
            let from = end + dir * (ringRadius + ringWidth / 2 + 5)
            let to = end + dir * ringRadius
            ring.append(Self.crossing(pixels, from: from, to: to, background: background, solid: pixels[Int(to.x), Int(to.y)]))
        }
        Self.expectSmooth(ring, "the countdown ring's rim")
    }

    @Test func theOrbHasASmoothRim() throws {
        let session = try BreathingSession()
        let size = Size(width: 1280, height: 720)
        let s = session.snapshot  // Idle: the orb rests on the spiral's start, no glow here
        let pixels = try Self.render(size, s, session)
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path).spiral
        let center = layout.toScreen(session.path.points[0])
        let radius = Float(session.visual.headSize / 2) * layout.scale
        var rim: [Crossing?] = []
        // Left and below, away from where the line leaves it.
        for degrees in stride(from: 100, through: 260, by: 4) {
            let a = Float(degrees) * .pi / 180
            let dir = Vec2(cos(a), sin(a))
            rim.append(
                Self.crossing(
                    pixels, from: center + dir * (radius + 6), to: center, background: session.visual.backgroundColor, solid: session.visual.headColor))
        }
        Self.expectSmooth(rim, "the orb's rim")
    }
}
