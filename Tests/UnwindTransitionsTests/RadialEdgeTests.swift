import Testing
import UnwindDraw

@testable import UnwindTransitions

/// The radial mask's edge is anti-aliased by default: pixels the outline crosses take
/// values between the two photos, while pixels clear of it are exactly one photo or the other.
@Suite struct RadialEdgeTests {
    static let centre = Vec2(100, 60)

    /// Pixels within `band` of the outline, and those clear of it by more than 2 px, at a
    /// reveal frame with the given feather.
    func edgeSurvey(feather: Float, opaque: Bool) throws -> (edge: [Color], inside: [Color], outside: [Color], radius: Float) {
        let transition = RadialMaskTransition(kind: .reveal, duration: 0.5, feather: feather)
        let frame = try PixelRig.frames(transition, at: [0.4], opaque: opaque)[0]
        let full = RadialMask.coveringRadius(from: Self.centre, of: Rect(width: 200, height: 120)) + transition.edgeWidth / 2
        let r = full * Float(AnimationCurve.easeIn.value(at: 0.8))
        var edge: [Color] = [], inside: [Color] = [], outside: [Color] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let d = (Vec2(Float(x) + 0.5, Float(y) + 0.5) - Self.centre).length - r
                if abs(d) < 0.5 { edge.append(frame[x, y]) }
                if d < -2 { inside.append(frame[x, y]) }
                if d > 2 { outside.append(frame[x, y]) }
            }
        }
        return (edge, inside, outside, r)
    }

    /// How far along old → new a pixel is, 0...1, from its red channel (old 220, new 30).
    func mix(_ c: Color) -> Float { (Float(PixelRig.old.r) - Float(c.r)) / Float(Int(PixelRig.old.r) - Int(PixelRig.new.r)) }

    @Test(arguments: [false, true])
    func edgePixelsTakeIntermediateValues(opaque: Bool) throws {
        let survey = try edgeSurvey(feather: Feather.defaultWidth, opaque: opaque)
        #expect(survey.edge.count > 100, "the outline crosses enough pixels: \(survey.edge.count)")
        let between = survey.edge.filter { (0.1...0.9).contains(mix($0)) }
        #expect(Double(between.count) >= 0.6 * Double(survey.edge.count), "\(between.count) of \(survey.edge.count) edge pixels are blends")
        #expect(Set(survey.edge.map { Int((mix($0) * 4).rounded()) }).count >= 4, "coverage takes several levels, not just 0 and 1")
        let wrongInside = survey.inside.filter { $0.distance(to: PixelRig.new) > 1 }
        let wrongOutside = survey.outside.filter { $0.distance(to: PixelRig.old) > 1 }
        #expect(wrongInside.isEmpty, "inside is the new photo exactly: \(wrongInside.count) differ, e.g. \(wrongInside.prefix(3))")
        #expect(wrongOutside.isEmpty, "outside is the old photo exactly: \(wrongOutside.count) differ, e.g. \(wrongOutside.prefix(3))")
    }

    @Test func withoutFeatherTheEdgeIsStairStepped() throws {
        let survey = try edgeSurvey(feather: 0, opaque: true)
        let between = survey.edge.filter { (0.1...0.9).contains(mix($0)) }
        #expect(between.isEmpty, "feather 0: every edge pixel is one photo or the other, \(between.count) blends")
    }

    @Test func aGrowingMaskStartsFromNothing() throws {
        let transition = RadialMaskTransition(kind: .reveal, duration: 0.5)
        let first = try PixelRig.frame(transition, at: 0)
        #expect(
            first[100, 60] == Color(PixelRig.old.r, PixelRig.old.g, PixelRig.old.b), "t = 0 is the old photo exactly, even at the centre: \(first[100, 60])")
        let unreveal = RadialMaskTransition(kind: .unreveal, duration: 0.5)
        let last = try PixelRig.frames(unreveal, at: [0.4999])[0]
        #expect(last[100, 60].distance(to: PixelRig.new) <= 40, "a vanishing unreveal leaves at most a faint dot: \(last[100, 60])")
    }

    @Test func featherComesFromTheOptions() throws {
        var options = TransitionOptions()
        #expect(try #require(try TransitionCatalog.make("radial", options: options) as? RadialMaskTransition).feather == Feather.defaultWidth)
        options.feather = 0
        #expect(try #require(try TransitionCatalog.make("radial-unreveal", options: options) as? RadialMaskTransition).feather == 0)
        options.feather = -1
        #expect(throws: TransitionSpecError.self) { try TransitionCatalog.make("radial", options: options) }
    }

    @Test func softnessWiderThanTheFeatherWins() {
        #expect(RadialMaskTransition(kind: .reveal, softness: 16).edgeWidth == 16)
        #expect(RadialMaskTransition(kind: .reveal).edgeWidth == Feather.defaultWidth)
        #expect(RadialMaskTransition(kind: .reveal, feather: 0).edgeWidth == 0)
    }
}
