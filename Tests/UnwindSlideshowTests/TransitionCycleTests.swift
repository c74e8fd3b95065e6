import Testing
import UnwindSlideshow
import UnwindTransitions

@Suite struct TransitionCycleTests {
    let catalog = ["blocks", "spiral", "opacity", "scale", "radial", "slide", "move"]

    @Test func anEmptyRequestPlaysTheCalmStyle() {
        var cycle = TransitionCycle(requested: [], available: TransitionCatalog.defaultCycle, seed: 1)
        #expect(cycle.names == TransitionStyle.calm.names, "got \(cycle.names)")
        let played = (0..<9).compactMap { _ in cycle.next() }
        #expect(played.first == "crossfade" && played[8] == "crossfade", "the list loops: \(played)")
    }

    @Test func aStyleNameStandsForItsTransitions() {
        let lively = TransitionCycle(requested: ["lively"], available: catalog, seed: 1)
        #expect(lively.names == TransitionStyle.lively.names, "got \(lively.names)")
        #expect(Array(lively.names.prefix(3)) == ["blocks", "push-trailing", "spiral"], "tiles and pushes alternate: \(lively.names)")
        let mixed = TransitionCycle(requested: ["blocks", "calm"], available: catalog, seed: 1)
        #expect(mixed.names == ["blocks"] + TransitionStyle.calm.names, "got \(mixed.names)")
    }

    @Test func interleavingAlternatesTileAndRadialWithComposable() {
        #expect(TransitionStyle.interleaved(catalog) == ["blocks", "opacity", "spiral", "scale", "radial", "slide", "move"])
    }

    @Test func missingFamiliesAreSkipped() {
        #expect(TransitionStyle.interleaved(["opacity", "radial"]) == ["radial", "opacity"])
        var empty = TransitionCycle(requested: [], available: [], seed: 0)
        #expect(empty.next() == nil, "no transitions registered: the show cuts")
    }

    @Test func randomNeverRepeatsBackToBack() {
        var cycle = TransitionCycle(requested: ["random"], available: catalog, seed: 9)
        var last: String?
        var seen: Set<String> = []
        for _ in 0..<200 {
            let name = cycle.next()
            #expect(name != last, "random picked \(name ?? "-") twice in a row")
            last = name
            if let name { seen.insert(name) }
        }
        #expect(seen == Set(catalog), "random reaches every transition: \(seen)")
    }

    @Test func explicitListPlaysInTurn() {
        var cycle = TransitionCycle(requested: ["spiral", "nope"], available: catalog, seed: 0)
        #expect((0..<4).compactMap { _ in cycle.next() } == ["spiral", "nope", "spiral", "nope"], "unknown names stay; the scene cuts for them")
    }

    @Test func aReplacedTransitionKeepsTheTurn() {
        var cycle = TransitionCycle(requested: ["a", "b", "c"], available: [], seed: 1)
        #expect(cycle.next() == "a")
        cycle.replace("b", with: "crossfade")
        #expect([cycle.next(), cycle.next(), cycle.next()] == ["crossfade", "c", "a"])
        cycle.replace("c", with: nil)
        #expect([cycle.next(), cycle.next(), cycle.next()] == ["crossfade", "a", "crossfade"], "taken out, the turn goes on")
        cycle.replace("a", with: nil)
        cycle.replace("crossfade", with: nil)
        #expect(cycle.next() == nil, "none left: the show cuts")
    }

    @Test func aRestoredTransitionPlaysWhereItWasPlanned() {
        var cycle = TransitionCycle(requested: ["a", "b", "c", "crossfade"], available: [], seed: 1)
        cycle.replace("b", with: "crossfade")
        cycle.replace("c", with: nil)
        #expect(cycle.names == ["a", "crossfade", "crossfade"])
        cycle.restore("c")
        #expect(cycle.names == ["a", "crossfade", "c", "crossfade"], "c back, b still replaced")
        cycle.replace("crossfade", with: nil)
        #expect(cycle.names == ["a", "c"], "crossfade gone too: b's replacement with it")
        cycle.restore("b")
        #expect(cycle.names == ["a", "b", "c"], "b back; crossfade still out")
        cycle.restore("nope")
        #expect(cycle.names == ["a", "b", "c"])
    }
}
