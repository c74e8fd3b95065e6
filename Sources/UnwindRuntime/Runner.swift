import Foundation
import Logging
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindTime

/// Drives a scene frame by frame: input → fixed ticks → draw list → SDL.
///
/// Windowed runs read the real monotonic clock, present with vsync (or sleep until the next
/// frame when there is none) and pause simulation while the window is hidden. Headless runs
/// advance a simulated clock by exactly one frame per frame and never sleep, so a long run
/// finishes as fast as the CPU allows and replays identically.
public final class Runner {
    /// Called with each frame's index and the renderer, for captures: headless after each
    /// frame; in a window only for frames actually drawn, after drawing and *before*
    /// presenting (a presented back buffer is undefined on a GPU).
    public typealias FrameHook = (_ frame: Int, _ renderer: Renderer) throws -> Void

    /// The renderer every frame is submitted to; capture hooks and replays read pixels from it.
    public let renderer: Renderer
    /// The platform as scenes see it; benchmarks borrow it to build a scene without a run.
    public let context: SceneContext
    private let window: Window?
    let events: EventPump?
    var loop: FrameLoop
    private let logger = Logger(label: "unwind.runner")
    /// Skip submitting and presenting a frame whose draw list equals the last one: a photo
    /// frame shows a still image most of the time, and redrawing it 60 times a second would
    /// keep a small board's CPU or GPU busy for nothing. On by default in windows (any window
    /// event forces the next frame out); off headless, where every frame is a capture.
    public var skipsUnchangedFrames: Bool
    /// Frames actually submitted to SDL.
    public private(set) var submittedFrames = 0
    private var lastSubmitted: DrawList?
    /// The texture store's content revision when `lastSubmitted` went out: an equal draw list
    /// over a texture that changed in place (a playing clip) is a new frame, not a still one.
    private var lastRevision: UInt64 = 0
    /// Frames per second a windowed run aims for when vsync does not pace it.
    public var displayRate = 60
    /// Frame-submission times in milliseconds, for reports and benchmarks: a fixed-size
    /// histogram, so a week-long soak's memory stays flat.
    public private(set) var frameTimes = FrameTimeHistogram()
    /// Set to false where nobody reads the times (a windowed kiosk).
    public var recordsFrameTimes = true
    /// Frame-to-frame wall time in milliseconds of windowed runs (from one present to the
    /// next, for frames drawn back to back): the frame a viewer sees, where `frameTimes` on a
    /// GPU is mostly command issue. Recorded with `recordsFrameTimes`.
    public internal(set) var frameIntervals = FrameTimeHistogram()
    /// A locked show (`--kiosk`): a close request from the window manager (Alt+F4, a
    /// taskbar's close) is logged and refused. Signals still end the run: they arrive as
    /// `.quit`, never as a window close.
    public var refusesCloseRequests = false
    /// The output size the scene last heard of, so a change SDL did not announce still
    /// reaches it as a resize (windowed runs).
    var announcedSize: Size?
    /// Checked before every frame: SIGINT, SIGTERM and SIGHUP (through `QuitSignals`) end
    /// the run at the next frame. Tests give a runner its own.
    public var stop = StopRequest.process
    /// Frames a headless run drew (including frame 0).
    public internal(set) var headlessFrames = 0
    /// Sources of input besides the event pump (the remote control's inbox), drained in the
    /// order they were added once per frame, on the render thread, into `input` with the
    /// pump's events.
    public private(set) var inputSources: [any InputSource] = []
    /// Where every frame's input waits for the next tick: the one queue, bound, recorder and
    /// replayer for whichever scene runs (`--record`, `--replay` and scenes alike go through it).
    public let input: TickInput
    /// Called at the end of every pass of the loop, drawn or not (windowed: also while a
    /// still photo skips its frames), with what the frame cost: status publishers, frame
    /// budgets. Called on the render thread.
    public var afterFrame: ((FrameTiming) -> Void)?
    /// Headless runs: sleep so that each simulated frame starts no earlier than its time on
    /// the wall clock, so a remote control or a person can follow the show. Simulated time
    /// stays exact; only the wait changes.
    public var pacesHeadlessRuns = false

    /// Milliseconds a sleeping scene's loop waits on input between passes: about five passes
    /// a second keep presence, idle and wake timings to a fifth of a second for a few
    /// microseconds of work each.
    public static let sleepingWait: Int32 = 200

    /// A runner for a window, with real time.
    public init(window: Window, renderer: Renderer, events: EventPump, rate: Int = FixedTimestep.defaultRate) {
        self.window = window
        self.renderer = renderer
        self.events = events
        self.skipsUnchangedFrames = true
        self.loop = FrameLoop(timestep: FixedTimestep(rate: rate))
        let input = TickInput()
        self.input = input
        self.context = SceneContext(renderer: renderer, window: window, events: events, input: input)
    }

    /// A headless runner: offscreen renderer, simulated clock, optional scripted input.
    public init(headless renderer: Renderer, events: EventPump? = nil, rate: Int = FixedTimestep.defaultRate) {
        self.window = nil
        self.renderer = renderer
        self.events = events
        self.skipsUnchangedFrames = false
        self.loop = FrameLoop(timestep: FixedTimestep(rate: rate))
        let input = TickInput()
        self.input = input
        self.context = SceneContext(renderer: renderer, window: nil, events: events, input: input)
    }

    /// The fixed-step state (tick count, rate), for reports and tests.
    public var timestep: FixedTimestep { loop.timestep }

    /// Runs headless at `fps` for at most `maxFrames` frames (frame k at t = k/fps), or
    /// until the scene finishes or a stop is requested. `input(frame)` supplies scripted
    /// events for each frame; they join the tick queue like any other input.
    ///
    /// Simulated time is exact at any frame rate: every tick a frame interval holds is run
    /// (at 1 fps, 120 ticks a frame). The 250 ms clamp exists for real clocks that stall;
    /// a simulated clock never does, and clamping it would make a slow-fps run report more
    /// show time than it simulated.
    public func runHeadless(
        _ scene: Scene, fps: Int, maxFrames: Int,
        input: (Int) -> [InputEvent] = { _ in [] }, onFrame: FrameHook = { _, _ in }
    ) throws {
        let clock = SimulatedClock()
        let wall = MonotonicClock()
        prepareHeadless(fps: fps)
        if stop.isRaised { return }
        try scene.start(context)
        for frame in 0..<maxFrames {
            if stop.isRaised { break }
            clock.advance(to: FrameLoop.frameStart(frame, fps: fps))
            if pacesHeadlessRuns {
                let wait = clock.now - wall.now
                if wait > .milliseconds(1) { Thread.sleep(forTimeInterval: wait.seconds) }
            }
            var frameEvents = input(frame)
            if let events { frameEvents += events.poll() }
            frameEvents += drainInputSources()
            let timing = try step(scene, now: clock.now, events: frameEvents)
            try onFrame(frame, renderer)
            headlessFrames = frame + 1
            afterFrame?(timing)
            if scene.isFinished || context.quitRequested { break }
        }
    }

    /// A fresh fixed-step loop for a headless run at `fps` (its catch-up clamp above a
    /// frame's length, so no simulated time is dropped) and no frames drawn yet.
    func prepareHeadless(fps: Int) {
        let frameLength = FrameLoop.frameDuration(fps: fps)
        loop = FrameLoop(timestep: FixedTimestep(rate: loop.timestep.rate, maxCatchUp: max(FixedTimestep.defaultMaxCatchUp, frameLength * 2)))
        headlessFrames = 0
    }

    /// Runs in the window until the scene finishes or the user quits.
    /// - Parameter clock: what the loop reads for frame times and deadlines: the monotonic
    ///   clock on a device; a test may hand in a `SimulatedClock` and advance it itself.
    public func runWindowed(_ scene: Scene, clock: any TimeSource = MonotonicClock(), onFrame: FrameHook = { _, _ in }) throws {
        guard let events else { return }
        try scene.start(context)
        var frame = 0
        var nextDisplayCheck = clock.now
        var lastPresent: Duration?
        announcedSize = renderer.outputSize
        while !scene.isFinished, !context.quitRequested {
            let frameStart = clock.now
            // Hidden, or asleep with the screen off: wait on input (at most 200 ms, under the
            // 250 ms clamp, so show time keeps up with the wall clock) instead of running frames.
            let asleep = scene.isAsleep
            var input = loop.isPaused ? events.wait(milliseconds: 250) : asleep ? events.doze(milliseconds: Self.sleepingWait) : events.poll()
            if input.contains(.quit) || stop.isRaised { break }
            input += drainInputSources()
            if input.contains(.window(.close)) {
                guard refusesCloseRequests else { break }
                logger.warning("kiosk lock: refused a close request from the window manager; quit with the quit chord or stop the service")
                input.removeAll { $0 == .window(.close) }
            }
            if frameStart >= nextDisplayCheck {
                nextDisplayCheck = frameStart + .seconds(1)
                window?.coverDisplay()
            }
            input = announcingOutputSize(in: input)
            var timing = try step(
                scene, now: clock.now, events: input,
                beforePresent: { _, renderer in
                    try onFrame(frame, renderer)
                    frame += 1
                })
            let presentedAt = clock.now
            if timing.presented, let lastPresent {
                let interval = (presentedAt - lastPresent).seconds * 1000
                timing.interval = interval
                if recordsFrameTimes { frameIntervals.record(interval) }
            }
            lastPresent = timing.presented ? presentedAt : nil
            afterFrame?(timing)
            if loop.isPaused || asleep { continue }
            // With working vsync, presenting already took us to the deadline and this sleeps
            // nothing; without it (software renderer, or a driver that ignores vsync) it caps
            // the loop at the display rate instead of spinning.
            let wait = FrameLoop.nextFrameDeadline(after: frameStart, fps: displayRate) - clock.now
            if wait > .milliseconds(1) { Thread.sleep(forTimeInterval: wait.seconds) }
        }
    }

    /// One frame: input into the tick queue, ticks (each with its input), draw, submit,
    /// `beforePresent`, present. Says whether a frame was presented (not when paused or when
    /// it equals the last one) and what it cost. Without `draws` it stops after the ticks: a
    /// headless worker keeps its scene's simulation in step through the frames others draw.
    @discardableResult
    func step(_ scene: Scene, now: Duration, events: [InputEvent], draws: Bool = true, beforePresent: FrameHook = { _, _ in }) throws -> FrameTiming {
        let panel = renderer.panelSize
        // A turned panel: the mouse and fingers land on the panel, the scene lays out turned.
        let turned = events.map { $0.rotated(renderer.rotation, physical: panel) }
        for event in turned {
            switch event {
            case .window(.hidden), .window(.minimized): loop.pause()
            case .window(.shown), .window(.restored), .window(.exposed): loop.resume()
            default: break
            }
            if case .window = event {
                lastSubmitted = nil
                renderer.forgetWindowPixels()
            }
        }
        input.post(turned)
        let step = loop.update(now: now)
        if loop.isPaused { return FrameTiming() }
        let first = loop.timestep.tick - Int64(step.ticks)
        for i in 0..<step.ticks {
            let tick = first + Int64(i) + 1
            scene.tick(FixedTime(tick: tick, rate: loop.timestep.rate), input: input.take(forTick: tick), context)
        }
        if !draws { return FrameTiming() }
        var started = ContinuousClock.now
        let list = scene.draw(alpha: step.alpha, size: renderer.outputSize)
        let revision = renderer.textures.contentRevision
        if skipsUnchangedFrames, list == lastSubmitted, revision == lastRevision { return FrameTiming() }
        renderer.submit(list)
        let hookStarted = ContinuousClock.now
        try beforePresent(submittedFrames, renderer)
        started += ContinuousClock.now - hookStarted
        renderer.present()
        submittedFrames += 1
        if skipsUnchangedFrames {
            lastSubmitted = list
            lastRevision = revision
        }
        let work = (ContinuousClock.now - started).seconds * 1000
        if recordsFrameTimes { frameTimes.record(work) }
        return FrameTiming(presented: true, work: work)
    }
}

/// What one pass of the runner's loop cost, for `Runner.afterFrame`.
public struct FrameTiming: Sendable, Equatable {
    /// A frame was submitted and presented (false while paused, or when a still frame was
    /// skipped because it equals the last one).
    public var presented = false
    /// Milliseconds spent drawing, submitting and presenting it.
    public var work: Double?
    /// Windowed: milliseconds since the previous frame was presented, when the two were
    /// drawn back to back (what a viewer sees during a transition); nil otherwise.
    public var interval: Double?

    /// A frame's timing.
    public init(presented: Bool = false, work: Double? = nil, interval: Double? = nil) {
        self.presented = presented
        self.work = work
        self.interval = interval
    }
}

extension Runner {
    /// Adds a source of input; its events join every frame's input from the next frame on.
    public func addInputSource(_ source: any InputSource) {
        guard !inputSources.contains(where: { $0 === source }) else { return }
        inputSources.append(source)
    }

    /// Removes a source (a show going back to the home menu takes its remote inbox with it).
    public func removeInputSource(_ source: any InputSource) {
        inputSources.removeAll { $0 === source }
    }

    func drainInputSources() -> [InputEvent] {
        inputSources.flatMap { $0.drainEvents() }
    }
}
