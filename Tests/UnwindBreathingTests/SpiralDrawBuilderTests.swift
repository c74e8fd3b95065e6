import Testing
import UnwindDraw
import UnwindLocalization
@testable import UnwindBreathing

@Suite struct SpiralDrawBuilderTests {
    let session: BreathingSession
    let builder: SpiralDrawBuilder

    init() throws {
        session = try BreathingSession()
        builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
    }

    @Test func colourLeadsTheFingerWhileTracing() {
        let lead = Float(session.visual.colorDistanceOffset)
        #expect(builder.fillLength(.inhale, head: 100) == 100 + lead)
        #expect(builder.fillLength(.exhale, head: 100) == 100 - lead)
        #expect(builder.fillLength(.inhale, head: session.path.totalLength) == session.path.totalLength, "clamped at the end")
        #expect(builder.fillLength(.exhale, head: 10) == 0, "clamped at the centre")
        #expect(builder.fillLength(.hold, head: 0) == session.path.totalLength)
    }

    @Test func frameHasTrackGradientOrbAndText() {
        var s = session.snapshot
        s.state = .inhale
        s.isContactDown = true
        s.length = session.path.totalLength / 2
        s.previousLength = s.length
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        let list = builder.build(s, guidance: guidance, size: Size(width: 800, height: 600), alpha: 1)
        let strips = list.commands.compactMap { if case .strip(let strip) = $0 { strip } else { nil } }
        #expect(strips.count == 2, "track and filled line, got \(strips.count)")
        let fill = strips[1].vertices
        #expect(fill.first?.color == session.visual.startColor, "gradient starts at the start colour")
        #expect(fill.first?.color != fill.last?.color, "and changes along the line")
        let polygons = list.commands.filter { if case .polygon = $0 { true } else { false } }
        #expect(polygons.count == 1, "the orb's core (the glow needs its texture), got \(polygons.count)")
        let texts = list.commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
        #expect(texts.contains("Breathe in slowly"), "texts: \(texts)")
    }

    @Test func idleShowsTheSessionLength() throws {
        let s = session.snapshot
        let g = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .keyboard, catalog: .english)
        #expect(g.title == "Hold Space to begin")
        let choices = try #require(g.choices)
        #expect(choices.length == "4 breathing cycles · hold 1:12", "got \(choices.length)")
        #expect(choices.patterns.map(\.timing) == ["6-4-8", "4-7-8", "4-4-4-4", "5.5-5.5"])
        #expect(choices.patterns.map(\.title) == ["Calm", "Relaxing", "Box", "Coherent"])
        #expect(choices.selected == 0, "the spec's 6-4-8 is the calm pattern")
        #expect(g.footer == "Up/Down: pattern · Left/Right: length · Esc: back")
    }

    @Test func holdDrawsACountdownRingThatFills() {
        var s = session.snapshot
        s.state = .hold
        s.isHoldTouching = true
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        func ringVertices(_ held: Double) -> [Int] {
            s.heldSeconds = held
            let list = builder.build(s, guidance: guidance, size: Size(width: 800, height: 600), alpha: 1)
            return list.commands.compactMap { if case .strip(let strip) = $0 { strip.vertices.count } else { nil } }
        }
        #expect(ringVertices(0).count == 3, "track, full line and the empty ring")
        let quarter = ringVertices(18), half = ringVertices(36)
        #expect(quarter.count == 4 && half.count == 4, "the filled arc appears once held")
        #expect(half[3] > quarter[3], "the arc grows: \(quarter[3]) then \(half[3]) vertices")
    }

    @Test func holdGuidanceFollowsThePhaseAndCountsDown() {
        var s = session.snapshot
        s.state = .hold
        s.isHoldTouching = true
        let expectations: [(Double, String)] = [(1, "Breathe in slowly"), (7, "Hold your breath"), (12, "Breathe out slowly"), (19, "Breathe in slowly")]
        for (held, title) in expectations {
            s.heldSeconds = held
            let g = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
            #expect(g.title == title, "at \(held) s: \(g.title)")
            #expect(g.hint == nil)
        }
        s.heldSeconds = 19
        let g = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        #expect(g.detail == "Cycle 2 of 4 · 0:53 left", "got \(g.detail ?? "nil")")
        s.isHoldTouching = false
        let lifted = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .gamepad, catalog: .english)
        #expect(lifted.hint == "Hold A to continue")
    }
}
