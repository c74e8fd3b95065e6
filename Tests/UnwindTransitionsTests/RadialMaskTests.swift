import Foundation
import Testing
import UnwindDraw
import UnwindECS
import UnwindTime

@testable import UnwindTransitions

@Suite struct RadialMaskTests {
    static let bounds = Rect(width: 200, height: 120)
    static let layer = ImageLayer(texture: TextureID(rawValue: 1), source: bounds, destination: bounds)

    func mask(_ kind: RevealKind, delay: Double = 0, start: Rect? = nil, fade: Color? = nil) -> RadialMask {
        let transition = RadialMaskTransition(kind: kind, duration: 0.5, delay: delay, fadeColor: fade)
        let centre = Rect(x: 100, y: 60, width: 0, height: 0)
        return RadialMask(transition: transition, masked: Self.layer, under: nil, bounds: Self.bounds, startRect: start ?? centre, startTick: 0)
    }

    @Test func coveringRadiusReachesTheFarthestCorner() {
        let full = RadialMask.coveringRadius(from: Vec2(100, 60), of: Self.bounds)
        #expect(abs(full - (100 * 100 + 60 * 60).squareRoot()) < 1e-3, "centre: \(full)")
        let corner = RadialMask.coveringRadius(from: Vec2(0, 0), of: Self.bounds)
        #expect(abs(corner - (200 * 200 + 120 * 120).squareRoot()) < 1e-3, "corner: \(corner)")
    }

    @Test func revealRadiusFollowsEaseIn() {
        let m = mask(.reveal)
        let full = m.fullRadius
        for t in [0.0, 0.1, 0.25, 0.4, 0.5] {
            let expected = full * Float(AnimationCurve.easeIn.value(at: t / 0.5))
            let got = m.state(at: t).radius
            #expect(abs(got - expected) < 1e-3, "reveal radius at \(t) s expected \(expected), got \(got)")
        }
        #expect(m.state(at: 0).radius == 0)
        #expect(m.state(at: 0.5).radius == full)
        #expect(m.state(at: 0.25).radius < full / 2, "easeIn: less than half way at half time")
    }

    @Test func unrevealRadiusFollowsEaseOutToTheStartRect() {
        let m = mask(.unreveal)
        let full = m.fullRadius
        for t in [0.0, 0.1, 0.25, 0.4, 0.5] {
            let expected = full * Float(1 - AnimationCurve.easeOut.value(at: t / 0.5))
            let got = m.state(at: t).radius
            #expect(abs(got - expected) < 1e-3, "unreveal radius at \(t) s expected \(expected), got \(got)")
        }
        #expect(m.state(at: 0.25).radius < full / 2, "easeOut: more than half closed at half time")
        let rect = Rect(x: 20, y: 30, width: 40, height: 20)
        let toRect = mask(.unreveal, start: rect).state(at: 0.5).oval
        #expect(toRect == rect, "ends on the start rect: \(toRect)")
    }

    @Test func delayHoldsThenAnimatesAndFadeRunsFromAlmostZeroToOne() {
        let m = mask(.reveal, delay: 0.2, fade: .white)
        #expect(m.transition.duration == 0.7)
        #expect(m.state(at: 0.15).radius == 0 && m.state(at: 0.15).fadeAlpha == 0, "nothing during the delay")
        #expect(abs(m.state(at: 0.2).fadeAlpha - 0.01) < 1e-6, "fade starts at 0.01: \(m.state(at: 0.2).fadeAlpha)")
        #expect(m.state(at: 0.7).fadeAlpha == 1)
        let u = mask(.unreveal, fade: .white)
        #expect(u.state(at: 0).fadeAlpha == 1)
        #expect(abs(u.state(at: 0.5).fadeAlpha - 0.01) < 1e-6)
    }

    @Test func segmentCountKeepsChordErrorUnderHalfAPixel() {
        for r: Float in [10, 100, 1000, 2203, 4406] {
            let n = OvalMesh.segmentCount(radius: r)
            let error = Double(r) * (1 - cos(Double.pi / Double(n)))
            #expect(error < 0.5, "radius \(r): \(n) segments, chord error \(error)")
        }
        #expect(OvalMesh.segmentCount(radius: 4406) < 400, "4K diagonal stays cheap: \(OvalMesh.segmentCount(radius: 4406))")
        #expect(OvalMesh.segmentCount(radius: 1e30) == 2048 && OvalMesh.segmentCount(radius: .infinity) == 2048, "absurd radii are capped, not a trap")
        #expect(OvalMesh.segmentCount(radius: .nan) == 24)
    }

    @Test func meshStaysInsideTheImageAndUvsMatchPositions() {
        let image = ImageLayer(
            texture: TextureID(rawValue: 1), source: Rect(x: 0, y: 0, width: 400, height: 240), destination: Self.bounds,
            textureSize: Size(width: 400, height: 240))
        let commands = OvalMesh.commands(image: image, oval: Rect(x: 60, y: -40, width: 200, height: 200), softness: 8, clip: Self.bounds)
        var vertexCount = 0
        for command in commands {
            guard case .polygon(let polygon) = command else { continue }
            for v in polygon.vertices {
                vertexCount += 1
                #expect(
                    Self.bounds.minX - 1e-3 <= v.position.x && v.position.x <= Self.bounds.maxX + 1e-3 && Self.bounds.minY - 1e-3 <= v.position.y
                        && v.position.y <= Self.bounds.maxY + 1e-3, "vertex \(v.position) outside the image")
                #expect(abs(v.uv.x - v.position.x / 200) < 1e-4 && abs(v.uv.y - v.position.y / 120) < 1e-4, "uv \(v.uv) for \(v.position)")
            }
        }
        #expect(vertexCount > 0)
        #expect(commands.contains { if case .quad = $0 { true } else { false } }, "the inscribed square is a plain quad")
    }

    @Test func extremeOvalsStayCheapAndFinite() {
        let huge = OvalMesh.commands(image: Self.layer, oval: Rect(x: -1e20, y: -1e20, width: 2e20, height: 2e20), softness: 4, clip: Self.bounds)
        #expect(huge.count == 1, "an oval covering everything is one quad: \(huge.count) commands")
        let far = OvalMesh.commands(image: Self.layer, oval: Rect(x: 1e20, y: 1e20, width: 10, height: 10), softness: 0, clip: Self.bounds)
        #expect(far.isEmpty, "an oval far away draws nothing")
        let thin = OvalMesh.commands(image: Self.layer, oval: Rect(x: 10, y: 10, width: 180, height: 0.5), softness: 0, clip: Self.bounds)
        #expect(thin.count <= 2, "a sliver of an oval stays a handful of commands: \(thin.count)")
    }

    @Test(arguments: [false, true])
    func revealPixelsInsideShowNewOutsideOld(opaque: Bool) throws {
        let transition = RadialMaskTransition(kind: .reveal, duration: 0.5)
        let frame = try PixelRig.frames(transition, at: [0.4], opaque: opaque)[0]
        let full = RadialMask.coveringRadius(from: Vec2(100, 60), of: Self.bounds)
        let r = full * Float(AnimationCurve.easeIn.value(at: 0.8))
        try expectRound(frame, centre: Vec2(100, 60), radius: r, inside: PixelRig.new, outside: PixelRig.old)
    }

    @Test func unrevealPixelsInsideShowOldOutsideNew() throws {
        let transition = RadialMaskTransition(kind: .unreveal, duration: 0.5)
        let frame = try PixelRig.frame(transition, at: 0.1)
        let full = RadialMask.coveringRadius(from: Vec2(100, 60), of: Self.bounds)
        let r = full * Float(1 - AnimationCurve.easeOut.value(at: 0.2))
        try expectRound(frame, centre: Vec2(100, 60), radius: r, inside: PixelRig.old, outside: PixelRig.new)
    }

    @Test(arguments: [false, true])
    func everyPixelOnTheRightSideOfTheEdgeHasNoSeams(opaque: Bool) throws {
        let transition = RadialMaskTransition(kind: .reveal, duration: 0.5, startRect: Rect(x: 70, y: 50, width: 0, height: 0))
        let times = [0.2, 0.3, 0.4, 0.45]
        let frames = try PixelRig.frames(transition, at: times, opaque: opaque)
        let full = RadialMask.coveringRadius(from: Vec2(70, 50), of: Self.bounds)
        for (t, frame) in zip(times, frames) {
            let r = full * Float(AnimationCurve.easeIn.value(at: t / 0.5))
            var wrong: [(Int, Int)] = []
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let d = (Vec2(Float(x) + 0.5, Float(y) + 0.5) - Vec2(70, 50)).length
                    if d < r - 1.5, frame[x, y].distance(to: PixelRig.new) > 8 { wrong.append((x, y)) }
                    if d > r + 1.5, frame[x, y].distance(to: PixelRig.old) > 8 { wrong.append((x, y)) }
                }
            }
            #expect(wrong.isEmpty, "t=\(t) r=\(r): \(wrong.count) pixels on the wrong side, first \(wrong.prefix(5))")
        }
    }

    @Test func originMovesTheCircle() throws {
        let transition = RadialMaskTransition(kind: .reveal, duration: 0.5, startRect: Rect(x: 30, y: 30, width: 0, height: 0))
        let frame = try PixelRig.frame(transition, at: 0.3)
        let full = RadialMask.coveringRadius(from: Vec2(30, 30), of: Self.bounds)
        try expectRound(frame, centre: Vec2(30, 30), radius: full * Float(AnimationCurve.easeIn.value(at: 0.6)), inside: PixelRig.new, outside: PixelRig.old)
    }

    @Test(arguments: [false, true])
    func softEdgeBlendsAcrossTheBand(opaque: Bool) throws {
        let transition = RadialMaskTransition(kind: .reveal, duration: 0.5, softness: 16)
        let frame = try PixelRig.frames(transition, at: [0.4], opaque: opaque)[0]
        let full = RadialMask.coveringRadius(from: Vec2(100, 60), of: Self.bounds) + 8
        let r = full * Float(AnimationCurve.easeIn.value(at: 0.8))
        let onEdge = frame[100 + Int(r.rounded()), 60]
        #expect(onEdge.distance(to: PixelRig.old.mixed(with: PixelRig.new, 0.5)) < 40, "mid-band is a blend: \(onEdge)")
        #expect(frame[100 + Int(r - 10), 60].distance(to: PixelRig.new) < 8, "inside the band: new")
        #expect(frame[100 + Int(r + 10), 60].distance(to: PixelRig.old) < 8, "outside the band: old")
    }

    @Test func unrevealEndsExactlyOnTheNewImage() throws {
        let transition = RadialMaskTransition(kind: .unreveal, duration: 0.5, fadeColor: .white)
        let frames = try PixelRig.frames(transition, at: [0.5, 0.6])
        for frame in frames {
            for (x, y) in [(0, 0), (100, 60), (199, 119), (101, 61), (50, 90)] {
                #expect(frame[x, y] == Color(PixelRig.new.r, PixelRig.new.g, PixelRig.new.b), "(\(x),\(y)) expected the new image, got \(frame[x, y])")
            }
        }
    }

    @Test func fadeColourCoversTheOldImageDuringReveal() throws {
        let transition = RadialMaskTransition(kind: .reveal, duration: 0.5, fadeColor: .white)
        let frame = try PixelRig.frame(transition, at: 0.45)
        let corner = frame[0, 0]
        let expected = PixelRig.old.mixed(with: .white, Float(0.01 + 0.99 * AnimationCurve.easeInOut.value(at: 0.9)))
        #expect(corner.distance(to: expected) < 6, "old image faded toward white: expected \(expected), got \(corner)")
    }

    /// Checks pixels at several angles at radius − 2 (inside) and radius + 2 (outside).
    private func expectRound(_ frame: PixelBuffer, centre: Vec2, radius: Float, inside: Color, outside: Color) throws {
        var checked = 0
        for k in 0..<16 {
            let angle = Float(k) / 16 * 2 * .pi
            for (r, colour, label) in [(radius - 2, inside, "inside"), (radius + 2, outside, "outside")] {
                let x = Int((centre.x + r * cos(angle)).rounded(.down)), y = Int((centre.y + r * sin(angle)).rounded(.down))
                guard x >= 0, x < frame.width, y >= 0, y < frame.height, r > 0 else { continue }
                checked += 1
                #expect(frame[x, y].distance(to: colour) < 8, "\(label) at angle \(k * 360 / 16)° r=\(r) (\(x),\(y)): expected \(colour), got \(frame[x, y])")
            }
        }
        #expect(checked >= 8, "enough samples on screen: \(checked)")
    }
}
