import Foundation
import Logging
import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindLocalization
import UnwindRuntime
import UnwindTime

/// The breathing trainer on screen: turns mouse, finger, gamepad and keyboard input into
/// session contact, runs the session on fixed ticks, forwards its haptic pulses and sound
/// cues, keeps the session history and draws it.
///
/// Input is applied at the start of the next tick, never between ticks, and recorded with
/// that tick; a replay applies the same events at the same ticks, so it reproduces the run.
/// Gamepad mode is *assisted*: holding A (or Space) moves the head along the spiral at the
/// guided pace, because tracing a spiral with a thumb stick is a test of dexterity, not a
/// breathing exercise.
public final class BreathingScene: Scene {
    /// What the scene adds around the session: motion, sound, history.
    public struct Options {
        /// No pulse scaling; the guidance alone paces the breath.
        public var reducedMotion: Bool
        /// Where sound cues go; nil is silent.
        public var sound: BreathingSound?
        /// Where finished sessions are kept; nil keeps no history (replays, so their frames
        /// never depend on the machine's past).
        public var history: SessionHistoryStore?
        /// The wall clock for history dates.
        public var now: @Sendable () -> Date
        /// Whether the hold's time left is shown (small, in the detail line).
        public var showsTimeLeft: Bool

        /// Defaults: full motion, silent, no history, the real clock, time left shown.
        public init(
            reducedMotion: Bool = false, sound: BreathingSound? = nil, history: SessionHistoryStore? = nil, now: @escaping @Sendable () -> Date = { Date() },
            showsTimeLeft: Bool = true
        ) {
            self.reducedMotion = reducedMotion
            self.sound = sound
            self.history = history
            self.now = now
            self.showsTimeLeft = showsTimeLeft
        }
    }

    /// The simulation, readable by tests and reports.
    public let session: BreathingSession
    let catalog: Catalog
    let options: Options
    private let haptics: HapticRouter?
    /// The recording and the recorder this scene was built with, handed to the runner's
    /// input at `start` (the runner replays and records; the scene keeps neither).
    private var replay: InputRecording?
    private var recorder: InputRecorder?
    /// The runner's input, from `start`, to close the recording at the end.
    private var input: TickInput?
    var time = FixedTime()
    var inputSize: Size?
    var activeFinger: Int64?
    var mouseDown = false
    private var measurer: (any TextMeasuring)?
    private var glow: TextureID?
    private var cachedLayout: (size: Size, rows: Bool, layout: BreathingLayout)?
    /// This week and the streak, worked out once when a session completes.
    private var completedHistory: SessionHistory.Summary?
    private let logger = Logger(label: "unwind.breathing")
    /// Which prompts the guidance shows; follows the device last used.
    public internal(set) var mode: BreathingGuidance.InputMode = .pointer
    /// Haptic pulses fired so far, by kind, for reports.
    public private(set) var hapticCounts: [HapticPulse.Kind: Int] = [:]
    /// Sound cues asked for so far, in order, for reports and tests.
    public private(set) var cues: [BreathCue] = []
    /// Set when the user goes back (Esc, Backspace, gamepad B) or a replay has run out.
    public internal(set) var isFinished = false

    /// - Parameters:
    ///   - replay: recorded events to apply instead of live input (handed to the runner's
    ///     `TickInput` at start; a caller may also give it to the runner directly).
    ///   - recorder: where live input is saved, if recording (likewise).
    ///   - haptics: where pulses go; nil keeps the session still.
    public init(
        session: BreathingSession, catalog: Catalog, replay: InputRecording? = nil, recorder: InputRecorder? = nil, haptics: HapticRouter? = nil,
        options: Options = Options()
    ) {
        self.session = session
        self.catalog = catalog
        self.replay = replay
        self.recorder = recorder
        self.haptics = haptics
        self.options = options
    }

    /// Makes the glow texture and starts the recording at the output size; history warnings are logged, not thrown.
    public func start(_ context: SceneContext) throws {
        input = context.input
        if let replay { context.input.replay(replay) }
        if let recorder { try context.input.record(into: recorder, size: context.outputSize, rate: time.rate) }
        // Pointer positions refer to the recording's drawable in a replay, else to ours
        // (the runner announces every later change of it as a resize).
        inputSize = context.input.replaySize ?? context.outputSize
        measurer = context.text
        // The glow is one gradient texture, made once and drawn scaled with the pulse.
        glow = try? context.textures.upload(GlowTexture.pixels())
        for warning in options.history?.warnings ?? [] { logger.warning("\(warning)") }
    }

    /// Applies this tick's input (live or replayed, as the runner took it), steps the
    /// session, and forwards its pulses and cues.
    public func tick(_ time: FixedTime, input events: [InputEvent], _ context: SceneContext) {
        self.time = time
        if context.input.isReplayExhausted(after: time.tick) { isFinished = true }
        for event in events { apply(event) }
        let before = session.state
        session.step(time)
        for pulse in session.drainHaptics() {
            hapticCounts[pulse.kind, default: 0] += 1
            haptics?.play(pulse, context)
        }
        for cue in session.drainCues() {
            cues.append(cue)
            options.sound?.play(cue)
        }
        options.sound?.advance(to: time.elapsed)
        if before != .completed, session.state == .completed { recordHistory() }
    }

    /// The spiral, head and guidance text laid out for `size`, with text fitted to the measured fonts.
    public func draw(alpha: Double, size: Size) -> DrawList {
        let snapshot = session.snapshot
        let guidance = BreathingGuidance.make(
            snapshot, cycle: session.cycle, cycleCount: session.action.holdCycleCount, mode: mode, catalog: catalog,
            history: snapshot.state == .completed ? completedHistory : nil, showsTimeLeft: options.showsTimeLeft)
        let builder = SpiralDrawBuilder(path: session.path, visual: session.visual, cycle: session.cycle)
        let layout = layout(for: size, state: snapshot.state)
        let fitter = TextFitter(measurer: measurer ?? EstimatedTextMetrics(), minimumSize: layout.minimumTextSize)
        let style = SpiralDrawBuilder.Style(reducedMotion: options.reducedMotion, glow: glow)
        return builder.build(snapshot, guidance: guidance, layout: layout, text: fitter, style: style, alpha: alpha)
    }

    /// Ends the recording, if any, flushing it to disk.
    public func finishRecording() throws {
        try input?.finishRecording()
    }

    /// The layout for `size` in `state`, kept while the size and the kind of screen stay
    /// (Idle and Completed share one, the session's states another).
    func layout(for size: Size, state: BreathingState) -> BreathingLayout {
        let rows = state == .idle || state == .completed
        if let cachedLayout, cachedLayout.size == size, cachedLayout.rows == rows { return cachedLayout.layout }
        let layout = BreathingLayout(size: size, visual: session.visual, path: session.path, state: state)
        cachedLayout = (size, rows, layout)
        return layout
    }

    /// The layout input is mapped through: the window's size (or the recording's) in the
    /// session's state as the input arrives.
    var inputLayout: BreathingLayout { layout(for: inputSize ?? Size(width: 1, height: 1), state: session.state) }

    func restart() {
        session.setAssist(false)
        session.restart(at: time)
        completedHistory = nil
    }

    private func recordHistory() {
        guard let store = options.history else { return }
        let now = options.now()
        if !store.append(SessionRecord(date: now, pattern: session.pattern, summary: session.snapshot.summary)) {
            for warning in store.warnings.suffix(1) { logger.warning("\(warning)") }
        }
        completedHistory = store.history.summary(now: now)
    }
}
