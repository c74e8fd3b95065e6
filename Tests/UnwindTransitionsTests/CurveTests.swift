import Testing

@testable import UnwindTransitions

@Suite struct CurveTests {
    static let cubic: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]

    @Test(arguments: cubic + [.spring(Spring())])
    func startsAtZeroAndEndsAtOne(curve: AnimationCurve) {
        #expect(curve.value(at: 0) == 0, "\(curve) at 0")
        #expect(curve.value(at: 1) == 1, "\(curve) at 1")
        #expect(curve.value(at: -0.5) == 0, "\(curve) clamps before the start")
        #expect(curve.value(at: 1.5) == 1, "\(curve) clamps after the end")
    }

    @Test func midpoints() {
        #expect(AnimationCurve.linear.value(at: 0.5) == 0.5)
        // Core Animation's curves at half time: easeIn lags, easeOut leads, easeInOut is symmetric.
        let easeIn = AnimationCurve.easeIn.value(at: 0.5)
        let easeOut = AnimationCurve.easeOut.value(at: 0.5)
        let easeInOut = AnimationCurve.easeInOut.value(at: 0.5)
        #expect(abs(easeIn - 0.3153) < 0.001, "easeIn(0.5) expected ≈0.3153, got \(easeIn)")
        #expect(abs(easeOut - 0.6847) < 0.001, "easeOut(0.5) expected ≈0.6847, got \(easeOut)")
        #expect(abs(easeInOut - 0.5) < 1e-6, "easeInOut(0.5) expected 0.5, got \(easeInOut)")
        #expect(abs(easeIn + easeOut - 1) < 1e-6, "easeIn and easeOut mirror each other")
    }

    @Test(arguments: cubic)
    func cubicCurvesAreMonotonic(curve: AnimationCurve) {
        var previous = 0.0
        for i in 1...1000 {
            let v = curve.value(at: Double(i) / 1000)
            #expect(v >= previous - 1e-9, "\(curve) decreased at t=\(Double(i) / 1000): \(previous) → \(v)")
            previous = v
        }
    }

    @Test func bezierMatchesDirectEvaluation() {
        // Sample the parametric curve directly and check the solver inverts x(s) correctly.
        let bezier = CubicBezier.easeInOut
        for k in 1..<20 {
            let s = Double(k) / 20
            let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
            let y = 3 * (1 - s) * s * s + s * s * s
            #expect(abs(bezier.value(at: x) - y) < 1e-5, "at x=\(x) expected \(y), got \(bezier.value(at: x))")
        }
    }

    @Test func springOvershootsThenSettles() {
        let spring = Spring()
        let samples = (0...1000).map { spring.value(at: Double($0) / 1000) }
        let peak = samples.max() ?? 0
        #expect(peak > 1.05 && peak < 1.15, "default spring overshoots about 10%, peak \(peak)")
        let tail = samples[900...].map { abs($0 - 1) }.max() ?? 1
        #expect(tail < 0.001, "settled within 0.1% over the last tenth, worst \(tail)")
        #expect(abs(spring.value(at: 0.999) - 1) < 1e-3, "value just before the end is at rest: \(spring.value(at: 0.999))")
    }

    @Test func criticallyAndOverDampedSpringsDoNotOvershoot() {
        for damping in [1.0, 1.5] {
            let spring = Spring(response: 0.3, dampingRatio: damping)
            var previous = 0.0
            for i in 1...500 {
                let v = spring.value(at: Double(i) / 500)
                #expect(v >= previous - 1e-12 && v <= 1 + 1e-9, "damping \(damping) at \(Double(i) / 500): \(previous) → \(v)")
                previous = v
            }
            #expect(abs(AnimationCurve.spring(spring).value(at: 0.98) - 1) < 0.01, "damping \(damping) nearly settled by the end")
        }
    }

    @Test func namesParse() {
        #expect(AnimationCurve.named("easeInOut") == .easeInOut)
        #expect(AnimationCurve.named("ease-in") == .easeIn)
        #expect(AnimationCurve.named("EASEOUT") == .easeOut)
        #expect(AnimationCurve.named("linear") == .linear)
        #expect(AnimationCurve.named("spring") == .spring(Spring()))
        #expect(AnimationCurve.named("bouncy") == nil)
    }
}
