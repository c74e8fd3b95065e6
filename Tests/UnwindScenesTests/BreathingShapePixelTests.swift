import Foundation
import Testing
import UnwindBreathing
import UnwindDraw
import UnwindPlatformTesting

@testable import UnwindScenes

/// The breathing shape at the spiral's centre, in pixels on SDL's software renderer: it
/// grows over the breath in, rests full over the pause, shrinks over the breath out (the
/// hold cycle's own clock), stays one size with reduced motion, and never paints over the
/// line (issue 22).
@Suite struct BreathingShapePixelTests {
    static let size = Size(width: 1280, height: 720)

    static func frame(held: Double, touching: Bool = true, reducedMotion: Bool = false) throws -> (PixelBuffer, BreathingLayout, BreathingSession) {
        let session = try BreathingSession()
        var s = session.snapshot
        (s.state, s.heldSeconds) = (.hold, held)
        (s.isHoldTouching, s.isContactDown) = (touching, touching)
        (s.length, s.previousLength) = (session.path.totalLength, session.path.totalLength)
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path)
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        let pixels = try Headless.withRenderer(size) { renderer in
            let style = SpiralDrawBuilder.Style(reducedMotion: reducedMotion)
            renderer.submit(
                builder.layers(s, guidance: guidance, layout: layout, text: TextFitter(measurer: EstimatedTextMetrics()), style: style, alpha: 1).shapes)
            return try renderer.readPixels()
        }
        return (pixels, layout, session)
    }

    /// Spiral units straight down from the centre that lie between turns (six o'clock:
    /// the turns cross at startRadius + spacing × (k + ½)), clear of the line and its ramp.
    static func gapRadii(_ visual: SpiralVisualConfig) -> [Float] {
        let turns = (0..<6).map { Float(visual.startRadius + visual.spacing * (Double($0) + 0.5)) }
        let clear = Float(visual.lineWidth / 2) + 3
        return stride(from: Float(0), through: 130, by: 1).filter { r in turns.allSatisfy { abs(r - $0) > clear } }
    }

    /// How many gap samples the shape lights (visibly different from the background).
    static func litSamples(held: Double, reducedMotion: Bool = false) throws -> Int {
        let (pixels, layout, session) = try frame(held: held, reducedMotion: reducedMotion)
        return gapRadii(session.visual).filter { r in
            let p = layout.spiral.toScreen(Vec2(0, r))
            return pixels[Int(p.x), Int(p.y)].distance(to: session.visual.backgroundColor) > 6
        }.count
    }

    @Test func theShapeGrowsOverTheInhaleRestsOverThePauseAndShrinksOverTheExhale() throws {
        // The default 6-4-8 cycle: in 0–6 s, full 6–10 s, out 10–18 s.
        let start = try Self.litSamples(held: 0.01)
        let midIn = try Self.litSamples(held: 3)
        let full = try Self.litSamples(held: 6.5)
        let paused = try Self.litSamples(held: 9.5)
        let midOut = try Self.litSamples(held: 14)
        let end = try Self.litSamples(held: 17.99)
        #expect(start < midIn && midIn < full, "grows over the inhale: \(start) → \(midIn) → \(full)")
        #expect(full == paused, "rests over the pause: \(full) vs \(paused)")
        #expect(paused > midOut && midOut > end, "shrinks over the exhale: \(paused) → \(midOut) → \(end)")
        #expect(abs(end - start) <= 1, "back to its rest size: \(start) vs \(end)")
        #expect(start > 0, "visible even at rest")
    }

    @Test func reducedMotionKeepsTheSizeAndBreathesWithLight() throws {
        let empty = try Self.litSamples(held: 0.01, reducedMotion: true)
        let full = try Self.litSamples(held: 8, reducedMotion: true)
        // One size: only the soft rim's faintest pixel may cross the threshold as it brightens.
        #expect(abs(empty - full) <= 2, "one size with reduced motion: \(empty) vs \(full)")
        let (dim, layout, session) = try Self.frame(held: 0.01, reducedMotion: true)
        let (bright, _, _) = try Self.frame(held: 8, reducedMotion: true)
        let c = layout.spiral.center
        let background = session.visual.backgroundColor
        #expect(
            bright[Int(c.x), Int(c.y)].distance(to: background) > dim[Int(c.x), Int(c.y)].distance(to: background) + 8,
            "brighter with full lungs: \(dim[Int(c.x), Int(c.y)]) → \(bright[Int(c.x), Int(c.y)])")
    }

    @Test func theLineStaysOnTopOfTheShape() throws {
        let (pixels, layout, session) = try Self.frame(held: 8)
        // On the first turn at six o'clock the line is opaque: its own colour, not the shape's.
        let r = Float(session.visual.startRadius + session.visual.spacing * 0.5)
        let p = layout.spiral.toScreen(Vec2(0, r))
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        let length = session.path.closestFullScan(to: Vec2(0, r)).length
        #expect(pixels[Int(p.x), Int(p.y)].distance(to: builder.color(atLength: length)) <= 12, "line pixel \(pixels[Int(p.x), Int(p.y)])")
    }

    @Test func pausedTheShapeFreezesInThePausedColour() throws {
        let (live, layout, _) = try Self.frame(held: 8)
        let (paused, _, _) = try Self.frame(held: 8, touching: false)
        let c = layout.spiral.center
        let a = live[Int(c.x), Int(c.y)], b = paused[Int(c.x), Int(c.y)]
        #expect(b.r > b.b && a.b > a.r, "paused is warm (\(b)), live is cool (\(a))")
    }
}
