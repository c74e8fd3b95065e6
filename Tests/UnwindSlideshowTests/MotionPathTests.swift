import Testing
import UnwindDraw
import UnwindSlideshow

/// Ken Burns paths: inside the texture, from the seed, ending on the subject.
@Suite struct MotionPathTests {
    static let texture = Size(width: 2112, height: 1188)
    static let rest = Rect(x: 96, y: 54, width: 1920, height: 1080)

    @Test(arguments: 0..<16 as Range<UInt64>)
    func panStaysInsideAndMovesOnWholePixels(seed: UInt64) {
        let path = MotionPath.kenBurns(texture: Self.texture, rest: Self.rest, style: .pan, seed: seed, duration: 12)
        for step in 0...48 {
            let w = path.window(at: Double(step) / 4)
            #expect(w.minX >= 0 && w.minY >= 0 && w.maxX <= 2112 && w.maxY <= 1188, "seed \(seed): \(w)")
            #expect(w.width == 1920 && w.height == 1080, "constant size: \(w)")
            #expect(w.x == w.x.rounded() && w.y == w.y.rounded())
        }
        #expect(path.window(at: 0) != path.window(at: 12), "it moves")
        #expect(path.window(at: 100) == path.window(at: 12), "and holds at the end")
    }

    @Test func panIsLinearInTime() {
        let path = MotionPath.kenBurns(texture: Self.texture, rest: Self.rest, style: .pan, seed: 3, duration: 10)
        let a = path.window(at: 0), b = path.window(at: 5), c = path.window(at: 10)
        #expect(abs((a.x + c.x) / 2 - b.x) <= 1 && abs((a.y + c.y) / 2 - b.y) <= 1, "\(a) \(b) \(c)")
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func panZoomGoesBetweenTheWholeTextureAndTheRestSize(seed: UInt64) {
        let path = MotionPath.kenBurns(texture: Self.texture, rest: Self.rest, style: .panZoom, seed: seed, duration: 12)
        let ends = [path.window(at: 0), path.window(at: 12)]
        #expect(ends.contains { $0.width == 2112 && $0.height == 1188 }, "one end is the whole texture: \(ends)")
        #expect(ends.contains { $0.width == 1920 && $0.height == 1080 }, "the other one texel per pixel: \(ends)")
        let mid = path.window(at: 6)
        #expect(abs(mid.width / mid.height - 16.0 / 9) < 0.01, "the shape never changes: \(mid)")
        #expect(!path.snapsToPixels)
    }

    @Test func aFocusIsWhereThePathEnds() {
        let path = MotionPath.kenBurns(texture: Self.texture, rest: Self.rest, style: .pan, seed: 1, focus: Vec2(0.95, 0.9), duration: 10)
        let end = path.window(at: 10)
        #expect(end.maxX == 2112 && end.maxY == 1188, "the window ends as close to the bottom right as it can: \(end)")
        #expect(path.window(at: 0).x == 0, "coming from the far side: \(path.window(at: 0))")
    }

    @Test func differentSeedsGoDifferentWays() {
        let ends = Set(
            (0..<32 as Range<UInt64>).map { seed -> [Float] in
                let w = MotionPath.kenBurns(texture: Self.texture, rest: Self.rest, style: .pan, seed: seed, duration: 1).window(at: 1)
                return [w.x, w.y]
            })
        #expect(ends.count >= 6, "several directions over 32 seeds: \(ends.count)")
    }
}
