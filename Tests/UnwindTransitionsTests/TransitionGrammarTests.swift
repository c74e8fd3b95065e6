import Testing
import UnwindDraw

@testable import UnwindTransitions

@Suite struct TransitionGrammarTests {
    let context = EffectContext(bounds: Rect(width: 400, height: 300))

    func spec(_ text: String) throws -> String {
        try ComposableGrammar.effect(text).spec
    }

    @Test func partsParse() throws {
        #expect(try spec("opacity") == "opacity")
        #expect(try spec("scale") == "scale")
        #expect(try spec("scale:0.5") == "scale:0.5")
        #expect(try spec("scale:0.5@topLeading") == "scale:0.5@topLeading")
        #expect(try spec("scale@bottomtrailing") == "scale@bottomTrailing", "anchors are case-insensitive")
        #expect(try spec("slide") == "slide")
        #expect(try spec("move:bottom") == "move:bottom")
        #expect(try spec("move:left") == "move:leading", "left is leading")
        #expect(try spec("offset:40,20") == "offset:40,20")
        #expect(try spec("offset:-12") == "offset:-12,0")
        #expect(try spec("blur:12") == "blur:12")
        #expect(try spec("rotate:90") == "rotate:90")
    }

    @Test func plusCombines() throws {
        let effect = try ComposableGrammar.effect("scale+opacity")
        #expect(effect is CombinedEffect)
        let p = effect.properties(phase: .insertion, progress: 0.5, context: context)
        #expect(p.scale == 0.5 && p.opacity == 0.5, "both parts apply: \(p)")
        #expect(try spec("scale + opacity + move:top") == "scale+opacity+move:top")
    }

    @Test func catalogMakesComposedSpecsAndNames() throws {
        let combined = try TransitionCatalog.make("scale+opacity")
        #expect(combined.name == "scale+opacity")
        #expect(combined.duration == ComposableCatalog.defaultDuration)
        let named = try TransitionCatalog.make("move-bottom", options: TransitionOptions(speedy: true))
        #expect(named.name == "move-bottom" && named.duration == ComposableCatalog.speedyDuration)
        let timed = try TransitionCatalog.make("move:bottom", options: TransitionOptions(duration: 2, curve: "linear"))
        let composable = try #require(timed as? ComposableTransition)
        #expect(composable.duration == 2 && composable.curve == .linear)
    }

    @Test func insertionAndRemovalOptionsMakeItAsymmetric() throws {
        let options = TransitionOptions(insertion: "scale", removal: "move:bottom")
        let made = try #require(try TransitionCatalog.make("asymmetric", options: options) as? ComposableTransition)
        #expect(made.insertion.spec == "scale" && made.removal.spec == "move:bottom")
        #expect(made.name == "asymmetric(insertion: scale, removal: move:bottom)", "name \(made.name)")
        let onlyRemoval = try #require(try TransitionCatalog.make("opacity", options: TransitionOptions(removal: "slide")) as? ComposableTransition)
        #expect(onlyRemoval.insertion.spec == "opacity" && onlyRemoval.removal.spec == "slide")
        let crossfade = try #require(try TransitionCatalog.make("crossfade") as? ComposableTransition)
        #expect(crossfade.removal.spec == "identity", "crossfade keeps the old image still")
    }

    func message(_ text: String, options: TransitionOptions = TransitionOptions()) -> String {
        do {
            _ = try TransitionCatalog.make(text, options: options)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func typosGetSuggestions() {
        #expect(message("scael").hasPrefix("unknown transition 'scael' — did you mean 'scale'? Known: blocks, spiral, radial"), "\(message("scael"))")
        #expect(message("radail").hasPrefix("unknown transition 'radail' — did you mean 'radial'?"), "\(message("radail"))")
        #expect(message("zzzzzzzz").hasPrefix("unknown transition 'zzzzzzzz'; known: blocks"), "\(message("zzzzzzzz"))")
        #expect(message("opcity+scale") == "bad transition 'opcity+scale': unknown part 'opcity' — did you mean 'opacity'?", "\(message("opcity+scale"))")
        #expect(
            message("opacity", options: TransitionOptions(curve: "easeInOt"))
                == "bad transition 'opacity': unknown curve 'easeInOt' — did you mean 'easeInOut'?")
        #expect(
            message("opacity", options: TransitionOptions(curve: "wobbly")).contains("unknown curve 'wobbly'; known: linear, easeIn"),
            "\(message("opacity", options: TransitionOptions(curve: "wobbly")))")
        #expect(throws: TransitionSpecError.self, "every grammar error is a TransitionSpecError, so callers catch one type") {
            try TransitionCatalog.make("scale:big")
        }
    }

    @Test func malformedSpecsExplainThemselves() {
        func reason(_ text: String, _ options: TransitionOptions = TransitionOptions()) -> String { message(text, options: options) }
        #expect(reason("scale:big").contains("scale expects a number, got 'big'"), "\(reason("scale:big"))")
        #expect(reason("move:sideways").contains("unknown edge 'sideways'"), "\(reason("move:sideways"))")
        #expect(reason("move:botom").contains("did you mean 'bottom'"), "\(reason("move:botom"))")
        #expect(reason("move").contains("move needs an edge"), "\(reason("move"))")
        #expect(reason("scale+").contains("empty part"), "\(reason("scale+"))")
        #expect(reason("opacity:3").contains("opacity takes no argument"), "\(reason("opacity:3"))")
        #expect(reason("scale@middle").contains("unknown anchor 'middle'"), "\(reason("scale@middle"))")
        #expect(reason("slide@top").contains("only scale takes an @anchor"), "\(reason("slide@top"))")
        #expect(reason("offset:1,2,3").contains("offset takes X or X,Y"), "\(reason("offset:1,2,3"))")
        #expect(reason("blur:-3").contains("blur radius must be 0 or more"), "\(reason("blur:-3"))")
        #expect(
            reason("slide", TransitionOptions(duration: -1)).contains("duration must be 0 seconds or more"),
            "\(reason("slide", TransitionOptions(duration: -1)))")
        #expect(
            reason("radial", TransitionOptions(duration: .nan)).contains("bad transition 'radial': duration"),
            "\(reason("radial", TransitionOptions(duration: .nan)))")
        #expect(
            reason("radial-unreveal", TransitionOptions(delay: -2)).contains("delay must be 0 seconds or more"),
            "\(reason("radial-unreveal", TransitionOptions(delay: -2)))")
        #expect(reason("scale:1e300").contains("scale must be within ±100"), "\(reason("scale:1e300"))")
        #expect(reason("offset:0,-1e9").contains("offset must be within ±100000"), "\(reason("offset:0,-1e9"))")
        #expect(reason("asymmetric").contains("asymmetric needs --insertion"), "\(reason("asymmetric"))")
    }
}
