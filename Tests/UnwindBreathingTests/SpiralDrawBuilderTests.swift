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
        let meshes = list.commands.compactMap { if case .polygon(let p) = $0, p.texture == nil { p } else { nil } }
        #expect(meshes.count == 3, "track, filled line and the orb's core, got \(meshes.count)")
        let fill = meshes[1].vertices.filter { $0.color.a > 0 }
        #expect(fill.first?.color == session.visual.startColor, "gradient starts at the start colour")
        #expect(fill.first?.color != fill.last?.color, "and changes along the line")
        #expect(meshes.allSatisfy { mesh in mesh.vertices.contains { $0.color.a == 0 } }, "every shape has a feathered, fully transparent rim")
        let texts = list.commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
        // Tracing out asks for no breath of its own: the first breath in comes with Hold.
        #expect(texts.contains("Follow the light outwards") && !texts.contains("Breathe in slowly"), "texts: \(texts)")
    }

    @Test func idleShowsTheSessionLength() throws {
        let s = session.snapshot
        let g = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .keyboard, catalog: .english)
        #expect(g.title == "Hold Space to begin")
        let choices = try #require(g.choices)
        // The whole session: 72 s of hold and the 6 s and 8 s traces.
        #expect(choices.length == "4 breathing cycles · about 1:26", "got \(choices.length)")
        #expect(choices.patterns.map(\.timing) == ["6-4-8", "4-7-8", "4-4-4-4", "5.5-5.5"])
        #expect(choices.patterns.map(\.title) == ["Calm", "Relax", "Focus", "Balance"], "plain words for what each is for")
        #expect(choices.selected == 0, "the spec's 6-4-8 is the calm pattern")
        #expect(g.footer == "Up/Down: pattern · Left/Right: length · Esc: back")
    }

    @Test func holdDrawsACountdownRingThatFills() throws {
        var s = session.snapshot
        s.state = .hold
        s.isHoldTouching = true
        s.length = session.path.totalLength
        s.previousLength = s.length
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        let size = Size(width: 800, height: 600)
        let end = SpiralLayout(size: size, config: session.visual, path: session.path).toScreen(session.path.position(atProgress: 1))
        /// The meshes around the spiral's end in the countdown's colours: the faint ring and
        /// the filled arc (the orb, in the same colour, sits on the end itself).
        func rings(_ held: Double) -> [TexturedPolygon] {
            s.heldSeconds = held
            let list = builder.build(s, guidance: guidance, size: size, alpha: 1)
            return list.commands.compactMap {
                guard case .polygon(let p) = $0, p.vertices.contains(where: { $0.color == Color(255, 255, 255, 40) || $0.color == session.visual.headColor })
                else { return nil }
                return p.vertices.allSatisfy { ($0.position - end).length > 20 } ? p : nil
            }
        }
        #expect(rings(0).count == 1, "the empty ring alone")
        let quarter = rings(18), half = rings(36)
        try #require(quarter.count == 2 && half.count == 2, "the filled arc appears once held")
        #expect(half[1].vertices.count > quarter[1].vertices.count, "the arc grows: \(quarter[1].vertices.count) then \(half[1].vertices.count) vertices")
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
        #expect(lifted.title == "Paused — hold A to continue" && lifted.hint == nil, "the title says paused: \(lifted.title)")
        s.isHoldTouching = true
        let hidden = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english, showsTimeLeft: false)
        #expect(hidden.detail == "Cycle 2 of 4", "the time left can be hidden: \(hidden.detail ?? "nil")")
    }
}

/// The Completed screen says what a person values (issue 22): time breathed, cycles, this
/// week's seven marks, and a streak only from its second day.
@Suite struct CompletedGuidanceTests {
    static func completed(streak: Int) throws -> BreathingGuidance {
        let session = try BreathingSession()
        var s = session.snapshot
        s.state = .completed
        s.summary = SessionSummary(tracedSeconds: 14, heldSeconds: 72, cycles: 4)
        let history = SessionHistory.Summary(
            sessionsThisWeek: 2, secondsThisWeek: 172, streakDays: streak, weekDays: [true, false, false, true, false, false, false], today: 3)
        return BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english, history: history)
    }

    @Test func firstDayShowsNoStreak() throws {
        let g = try Self.completed(streak: 1)
        #expect(g.lines == ["Breathed for 1:26", "4 breathing cycles", "This week: 2 sessions · 2:52"], "lines: \(g.lines)")
        #expect(g.week == BreathingGuidance.Week(days: [true, false, false, true, false, false, false], today: 3))
    }

    @Test func theStreakShowsFromItsSecondDay() throws {
        let g = try Self.completed(streak: 2)
        #expect(g.lines.last == "2 days in a row", "lines: \(g.lines)")
    }

    @Test func theWeekIsDrawnAsSevenMarks() throws {
        let session = try BreathingSession()
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        var s = session.snapshot
        s.state = .completed
        let list = builder.build(s, guidance: try Self.completed(streak: 2), size: Size(width: 1280, height: 720), alpha: 1)
        let marks = list.commands.filter { if case .polygon(let p) = $0 { p.texture == nil } else { false } }
        // Two filled days, five empty rings, and today's outline; nothing of the spiral.
        #expect(marks.count == 8, "seven marks and today's outline, got \(marks.count)")
    }
}

@Suite struct SpiralDrawBuilderStyleTests {
    /// The radius of the orb's core: the solid head-coloured polygon's opaque vertices.
    static func coreRadius(_ list: DrawList, color: Color) throws -> Float {
        let polygons = list.commands.compactMap { if case .polygon(let p) = $0, p.texture == nil { p } else { nil } }
        let core = try #require(polygons.last { $0.vertices.contains { $0.color == color } })
        let solid = core.vertices.filter { $0.color == color }.map(\.position)
        let c = solid.reduce(Vec2.zero, +) * (1 / Float(solid.count))
        return solid.map { ($0 - c).length }.max() ?? 0
    }

    @Test func reducedMotionKeepsTheOrbStill() throws {
        let session = try BreathingSession()
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        var s = session.snapshot
        s.state = .hold
        s.isHoldTouching = true
        s.isContactDown = true
        s.length = session.path.totalLength
        s.previousLength = s.length
        s.heldSeconds = 7
        let size = Size(width: 1280, height: 720)
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path)
        let fitter = TextFitter(measurer: EstimatedTextMetrics())
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        let rest = Float(session.visual.headSize / 2) * layout.spiral.scale
        let moving = try Self.coreRadius(builder.build(s, guidance: guidance, layout: layout, text: fitter, alpha: 1), color: session.visual.headColor)
        let still = try Self.coreRadius(
            builder.build(s, guidance: guidance, layout: layout, text: fitter, style: .init(reducedMotion: true), alpha: 1), color: session.visual.headColor)
        #expect(abs(moving - 3 * rest) < 1.5, "pulsed to 3×: \(moving) vs \(3 * rest)")
        #expect(abs(still - rest) < 1.5, "reduced motion stays at 1×: \(still) vs \(rest)")
        let texts = builder.build(s, guidance: guidance, layout: layout, text: fitter, style: .init(reducedMotion: true), alpha: 1).commands.compactMap {
            if case .text(let r) = $0 { r.string } else { nil }
        }
        #expect(texts.contains("Hold your breath") && texts.contains { $0.contains("1:05 left") }, "the guidance and time left remain: \(texts)")
    }

    @Test func theLiftedOrbIsOpaqueAndShowsAPause() throws {
        let session = try BreathingSession()
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        var s = session.snapshot
        s.state = .hold
        s.length = session.path.totalLength
        s.previousLength = s.length
        s.heldSeconds = 7
        let size = Size(width: 1280, height: 720)
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path)
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        let list = builder.build(
            s, guidance: guidance, layout: layout, text: TextFitter(measurer: EstimatedTextMetrics()), style: .init(glow: TextureID(rawValue: 9)), alpha: 1)
        let glows = list.commands.filter { if case .polygon(let p) = $0 { p.texture != nil } else { false } }
        #expect(glows.isEmpty, "no glow while lifted")
        let fills = list.commands.compactMap { if case .polygon(let p) = $0, p.texture == nil { p } else { nil } }
        #expect(fills.contains { p in p.vertices.contains { $0.color == session.visual.backgroundColor } }, "an opaque disc hides the line under the orb")
        let paused = list.commands.filter {
            switch $0 {
            case .polygon(let p): p.vertices.contains { $0.color == SpiralDrawBuilder.pausedColor }
            case .strip(let st): st.vertices.contains { $0.color == SpiralDrawBuilder.pausedColor }
            default: false
            }
        }
        #expect(paused.count >= 3, "a ring and two bars in the paused colour, got \(paused.count)")
        #expect(guidance.title == "Paused — put your finger back on the light", "lifted: \(guidance.title)")
    }
}
