import Foundation
import Testing
import UnwindBreathing
import UnwindDraw
import UnwindLocalization
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindTestSupport

@testable import UnwindScenes

/// The no-overlap rule, proved with pixels: at every target screen shape, in every shipped
/// language and in the states that put the most on screen (Idle with its choices and a hint,
/// the orb at its largest pulse, lifted, completed with history), the text layer and the
/// spiral layer are rendered apart with SDL_ttf and the real glow, and no pixel is painted
/// by both. Text boxes (measured with TTF_SizeUTF8) stay inside the window, apart from each
/// other and at least the readable minimum.
@Suite struct BreathingLayoutPixelTests {
    /// 16:9, 16:10, 4:3, portrait 9:16 and the 800×480 Raspberry Pi touchscreen.
    static let sizes = [
        Size(width: 1280, height: 720), Size(width: 1280, height: 800), Size(width: 1024, height: 768),
        Size(width: 720, height: 1280), Size(width: 800, height: 480),
    ]
    static let languages = ["en", "de", "fr", "es", "ru"]

    struct Frame {
        let name: String
        let snapshot: BreathingSnapshot
        let mode: BreathingGuidance.InputMode
        let history: SessionHistory.Summary?
        var style = SpiralDrawBuilder.Style()
    }

    /// The states with the most on screen, the orb at its largest where it pulses.
    static func frames(_ session: BreathingSession) -> [Frame] {
        let base = session.snapshot
        var idle = base
        idle.isStraying = true
        var peak = base
        peak.state = .hold
        peak.isHoldTouching = true
        peak.isContactDown = true
        peak.length = session.path.totalLength
        peak.previousLength = peak.length
        peak.heldSeconds = 7  // in the held breath: the largest pulse
        var lifted = peak
        lifted.isHoldTouching = false
        lifted.isContactDown = false
        var straying = base
        straying.state = .inhale
        straying.isStraying = true
        straying.isContactDown = true
        straying.length = session.path.totalLength * 0.9
        straying.previousLength = straying.length
        var done = base
        done.state = .completed
        done.summary = SessionSummary(tracedSeconds: 754, heldSeconds: 1296, cycles: 20)
        let history = SessionHistory.Summary(sessionsThisWeek: 23, secondsThisWeek: 35_999, streakDays: 365)
        return [
            Frame(name: "idle, pointer, hint", snapshot: idle, mode: .pointer, history: nil),
            Frame(name: "idle, keyboard", snapshot: base, mode: .keyboard, history: nil),
            Frame(name: "idle, gamepad", snapshot: base, mode: .gamepad, history: nil),
            Frame(name: "hold at the largest pulse", snapshot: peak, mode: .pointer, history: nil),
            Frame(name: "hold lifted", snapshot: lifted, mode: .keyboard, history: nil),
            Frame(name: "inhale straying", snapshot: straying, mode: .pointer, history: nil),
            Frame(name: "completed with history", snapshot: done, mode: .keyboard, history: history),
        ]
    }

    static func catalog(_ language: String) throws -> Catalog {
        try LocaleCatalog.load(language: language, directory: Repository.rootURL.appendingPathComponent("po"))
    }

    @Test(arguments: sizes)
    func textNeverTouchesTheSpiralOrbOrGlow(size: Size) throws {
        var action = SpiralActionConfig()
        action.holdDuration = 20 * action.holdCycleDuration
        let session = try BreathingSession(action: action)
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        let background = session.visual.backgroundColor
        try Headless.withRenderer(size, fontPath: AssetLocator.fontPath()) { renderer in
            #expect(renderer.text.isAvailable, "the bundled font must load")
            let glow = try renderer.textures.upload(GlowTexture.pixels())
            defer { renderer.textures.release(glow) }
            for language in Self.languages {
                let catalog = try Self.catalog(language)
                for var frame in Self.frames(session) {
                    let layout = BreathingLayout(size: size, visual: session.visual, path: session.path, state: frame.snapshot.state)
                    let fitter = TextFitter(measurer: renderer.text, minimumSize: layout.minimumTextSize)
                    #expect(layout.minimumTextSize == 16, "\(size): the readable minimum is 16 px")
                    frame.style.glow = glow
                    let guidance = BreathingGuidance.make(
                        frame.snapshot, cycle: session.cycle, cycleCount: 20, mode: frame.mode, catalog: catalog, history: frame.history)
                    let layers = builder.layers(frame.snapshot, guidance: guidance, layout: layout, text: fitter, style: frame.style, alpha: 1)
                    let label = "\(size) \(language) \(frame.name)"
                    renderer.submit(layers.shapes)
                    let shapes = try renderer.readPixels()
                    renderer.submit(layers.text)
                    let text = try renderer.readPixels()
                    var shared = 0, first: (Int, Int)?
                    for y in 0..<size.height {
                        for x in 0..<size.width where text[x, y] != background && shapes[x, y] != background {
                            shared += 1
                            if first == nil { first = (x, y) }
                        }
                    }
                    #expect(shared == 0, "\(label): \(shared) pixels painted by both text and spiral, first at \(String(describing: first))")

                    let runs = layers.text.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
                    #expect(!runs.isEmpty, "\(label): text was drawn")
                    var boxes: [(String, Rect)] = []
                    for run in runs {
                        let measured = try #require(renderer.text.measure(run.string, size: run.size))
                        let box = Rect(
                            x: (run.position.x - Float(measured.width) / 2).rounded(), y: run.position.y.rounded(), width: Float(measured.width),
                            height: Float(measured.height))
                        #expect(run.size.rounded() >= 16, "\(label): \"\(run.string)\" at \(run.size) px is below the readable minimum")
                        #expect(
                            box.minX >= 0 && box.maxX <= Float(size.width) && box.minY >= 0 && box.maxY <= Float(size.height),
                            "\(label): \"\(run.string)\" \(box) leaves the window")
                        for (other, otherBox) in boxes {
                            #expect(box.intersection(otherBox).isEmpty, "\(label): \"\(run.string)\" \(box) overlaps \"\(other)\" \(otherBox)")
                        }
                        boxes.append((run.string, box))
                    }
                }
            }
        }
    }

    /// The centre is the breath, not a stopwatch (issue 22): in Hold the spiral's layer has
    /// no text, and the breathing shape at its largest is large (at least an eighth of the
    /// shorter side) and stays clear of the orb's largest glow at the spiral's end.
    @Test(arguments: sizes)
    func theBreathingShapeIsLargeAndClearOfTheOrb(size: Size) throws {
        let session = try BreathingSession()
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path)
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        var s = session.snapshot
        s.state = .hold
        s.isHoldTouching = true
        s.heldSeconds = 7
        s.length = session.path.totalLength
        s.previousLength = s.length
        let guidance = BreathingGuidance.make(s, cycle: session.cycle, cycleCount: 4, mode: .pointer, catalog: .english)
        let shapes = builder.layers(s, guidance: guidance, layout: layout, text: TextFitter(measurer: EstimatedTextMetrics()), alpha: 1).shapes
        #expect(shapes.commands.allSatisfy { if case .text = $0 { false } else { true } }, "\(size): no clock in the spiral")
        let largest = builder.breathShape(at: 7, layout: layout, reducedMotion: false).radius
        let short = Float(min(size.width, size.height))
        #expect(largest >= short / 8, "\(size): the shape at its fullest is \(largest) px, want ≥ \(short / 8)")
        let end = layout.spiral.toScreen(session.path.position(atLength: session.path.totalLength))
        let glowRadius = Float(session.visual.headSize * session.visual.pulseScale / 2) * layout.spiral.scale * BreathingLayout.glowReach
        #expect((end - layout.spiral.center).length - largest > glowRadius, "\(size): the shape reaches the orb's glow")
    }
}
