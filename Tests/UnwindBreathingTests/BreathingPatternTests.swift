import Testing

@testable import UnwindBreathing

@Suite struct BreathingPatternTests {
    @Test func namesAndSecondsParse() throws {
        let cases: [(String, BreathingPattern.Name, [Double])] = [
            ("calm", .calm, [6, 4, 8, 0]), ("6-4-8", .calm, [6, 4, 8, 0]),
            ("4-7-8", .relaxing, [4, 7, 8, 0]), ("Relaxing", .relaxing, [4, 7, 8, 0]),
            ("box", .box, [4, 4, 4, 4]), ("4-4-4-4", .box, [4, 4, 4, 4]),
            ("coherent", .coherent, [5.5, 0, 5.5, 0]), ("5.5-5.5", .coherent, [5.5, 0, 5.5, 0]),
            ("3-1-5", .custom, [3, 1, 5, 0]), ("2-1-2-1", .custom, [2, 1, 2, 1]), ("4-6", .custom, [4, 0, 6, 0]),
        ]
        for (text, name, seconds) in cases {
            let p = try #require(BreathingPattern(argument: text), "\(text) parses")
            #expect(p.name == name, "\(text): \(p.name)")
            #expect([p.up, p.pause, p.down, p.rest] == seconds, "\(text): \([p.up, p.pause, p.down, p.rest])")
        }
        for bad in ["", "4", "4-x-8", "1-2-3-4-5", "square-ish", "4--8"] {
            #expect(BreathingPattern(argument: bad) == nil, "\(bad) is rejected")
        }
    }

    @Test func timingReadsLikeTheFlag() {
        #expect(BreathingPattern.named.map(\.timing) == ["6-4-8", "4-7-8", "4-4-4-4", "5.5-5.5"])
        for pattern in BreathingPattern.named {
            #expect(BreathingPattern(argument: pattern.timing) == pattern, "\(pattern.timing) round-trips")
        }
    }

    @Test func theSpecCycleIsTheDefaultPattern() {
        #expect(BreathingPattern(SpiralActionConfig()) == .calm)
        #expect(SpiralActionConfig().holdCycleRestDuration == 0, "the rest is off by default")
        #expect(SpiralActionConfig().holdCycleDuration == 18, "so the spec's cycle stays 18 s")
    }

    @Test func choosingAPatternKeepsTheCycleCount() throws {
        let session = try BreathingSession()
        #expect(session.action.holdCycleCount == 4)
        #expect(session.setPattern(.box))
        #expect(session.pattern == .box)
        #expect(session.action.holdDuration == 64, "4 cycles of 16 s, got \(session.action.holdDuration)")
        #expect(session.cycle.rest == 4)
        #expect(!session.setPattern(.box), "choosing the same pattern changes nothing")
        #expect(session.setHoldCycles(2))
        #expect(session.setPattern(.coherent))
        #expect(session.action.holdDuration == 22, "2 cycles of 11 s")
    }
}
