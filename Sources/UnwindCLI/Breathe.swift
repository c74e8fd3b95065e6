import ArgumentParser
import Foundation
import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindLocalization
import UnwindPlatform
import UnwindRuntime
import UnwindScenes

/// `unwind breathe`: the spiral breathing trainer, in a window or replayed headless.
struct Breathe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Trace a spiral while breathing in, hold through four slow breaths, trace back while breathing out.",
        discussion: """
            Touch or click the centre of the spiral and trace it outwards while breathing in, \
            rest on its end until the hold countdown finishes (it counts only while you touch), \
            then trace back. With a gamepad, hold A (or Space on a keyboard) and the light \
            moves at the guided pace. Esc or B goes back.

            --record FILE saves the input; `unwind breathe --headless --replay FILE --report \
            out.json` replays it deterministically on a simulated clock, and without --headless \
            in a real window on the wall clock (--report and --capture work in both). \
            --autopilot makes a recording of a calm session without a display.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var breathing: BreathingOptions
    @OptionGroup var experience: BreathingExperienceOptions

    @Flag(help: "Run offscreen on a simulated clock (needs --replay or --autopilot); no display needed.")
    var headless = false

    @Option(help: "Window size, or the autopilot's frame size (WxH). Replays use the recording's size.")
    var size: SizeArgument?

    @Option(help: ArgumentHelp("Save the session's input as JSON lines.", valueName: "FILE"))
    var record: String?

    @Option(help: ArgumentHelp("Replay a recording: headless on a simulated clock, or in a window on the wall clock.", valueName: "FILE"))
    var replay: String?

    @Option(help: ArgumentHelp("Write a JSON report of the run (a windowed run's has no frame hashes).", valueName: "FILE"))
    var report: String?

    @Flag(help: "Headless: trace a whole session automatically instead of replaying a file.")
    var autopilot = false

    @Option(help: "Frames per second of a headless run (ticks stay at 120 Hz).")
    var fps = 30

    @Option(help: ArgumentHelp("Write every Nth frame (see --every) as PNG into this folder.", valueName: "DIR"))
    var capture: String?

    @Option(help: "With --capture, write every Nth frame (default: one per second headless, every 60th in a window).")
    var every: Int?

    @Option(help: ArgumentHelp("Add SDL_GameControllerDB mappings from this file.", valueName: "PATH"))
    var controllerDb: String?

    @Option(help: "Language of the text (de, fr, es, ru, en); default from LC_ALL / LC_MESSAGES / LANG.")
    var language: String?

    @Option(
        help: ArgumentHelp(
            "Headless: write the sound cues to this file as raw 32-bit float mono samples at 48 kHz (SDL's disk audio driver), each on its simulation time.",
            valueName: "FILE"))
    var audioOut: String?

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Flag(help: "Use SDL's software renderer even when an accelerated one exists.")
    var softwareRenderer = false

    @Option(help: RotationArgument.help)
    var rotate: RotationArgument?

    mutating func validate() throws {
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be 1...240, got \(fps)") }
        if replay != nil, autopilot { throw ValidationError("--replay and --autopilot exclude each other") }
        if headless, replay == nil, !autopilot { throw ValidationError("a headless run needs --replay FILE or --autopilot") }
        if !headless, autopilot { throw ValidationError("--autopilot runs headless; add --headless") }
        if replay != nil, record != nil { throw ValidationError("--record cannot be combined with --replay") }
        if audioOut != nil, !headless { throw ValidationError("--audio-out is written by headless runs; add --headless") }
        if headless, let size = size?.size, !(InputRecording.Limits.sides.contains(size.width) && InputRecording.Limits.sides.contains(size.height)) {
            let sides = InputRecording.Limits.sides
            throw ValidationError("--size of a headless run must be \(sides.lowerBound)...\(sides.upperBound) pixels a side, got \(size)")
        }
    }

    func run() throws {
        global.configureLogging()
        let catalog = try BreathingCommandSupport.catalog(language: language)
        let (visual, action) = try breathing.resolve()
        if headless {
            let recording = try replay.map(Self.load)
            let frame = recording?.size ?? size?.size ?? Size(width: 1280, height: 720)
            try runHeadless(try BreathingSession(visual: visual.fitted(to: frame), action: action), catalog, recording: recording)
        } else {
            try runWindowed(visual: visual, action: action, catalog)
        }
    }

    /// A session in a real window (a GPU renderer where there is one): live, or replaying a
    /// recording on the wall clock, with the same --record, --report and --capture as the
    /// windowed show, so a session can be checked on the hardware it runs on.
    private func runWindowed(visual: SpiralVisualConfig, action: SpiralActionConfig, _ catalog: Catalog) throws {
        let recording = try replay.map(Self.load)
        let windowSize = recording?.size ?? size?.size ?? Size(width: 1280, height: 720)
        let platform = try PlatformSession.windowed(
            title: "Unwind", presentation: fullscreen ? .fullscreenDesktop : .windowed(windowSize), hideCursor: false, forceSoftware: softwareRenderer,
            rotation: rotate?.rotation ?? .none)
        // The turns follow the screen the session is traced on (the recording's, replaying).
        let session = try BreathingSession(visual: visual.fitted(to: recording?.size ?? platform.runner.renderer.outputSize), action: action)
        try BreathingCommandSupport.addMappings(controllerDb)
        let scene = BreathingScene(session: session, catalog: catalog, haptics: HapticRouter(device: HapticDevice.openFirst()), options: experience.windowed())
        let runner = platform.runner
        if let recording { runner.input.replay(recording) }
        if let record { try runner.input.record(into: InputRecorder(path: record), size: runner.renderer.outputSize, rate: runner.timestep.rate) }
        runner.recordsFrameTimes = report != nil
        if let capture { try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true) }
        let stride = max(every ?? 60, 1)
        var frames = 0
        // The capture runs between drawing and presenting: a presented back buffer is undefined.
        try runner.runWindowed(
            scene,
            onFrame: { frame, renderer in
                frames = frame + 1
                if let capture, frame % stride == 0 {
                    try renderer.savePNG(to: "\(capture)/frame-\(String(format: "%05d", frame)).png")
                }
            })
        try runner.input.finishRecording()
        if let record { print("recorded input to \(record)") }
        if let report {
            let result = BreathingReplay.report(
                scene: scene, runner: runner, fps: runner.displayRate, rate: InputRecording.Limits.engineRate, hashes: [], name: replay, frames: frames)
            try Self.write(result, to: report)
        }
    }

    private static func load(_ path: String) throws -> InputRecording {
        do {
            return try InputRecording.load(path: path)
        } catch {
            throw RunFailure(description: error.description)
        }
    }

    private static func write(_ result: BreathingReport, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(result).write(to: URL(fileURLWithPath: path))
        } catch {
            throw RunFailure(description: "writing the report \(path): \(error.localizedDescription)")
        }
        print("wrote report to \(path)")
    }

    private func runHeadless(_ session: BreathingSession, _ catalog: Catalog, recording replayed: InputRecording?) throws {
        let recording: InputRecording
        if let replayed {
            recording = replayed
        } else {
            recording = BreathingAutopilot.recording(for: session, size: size?.size ?? Size(width: 1280, height: 720))
            if let record {
                try recording.write(to: record)
                print("recorded autopilot input to \(record)")
            }
        }
        // A recording holds the layout's size; a turned panel has the other one.
        let rotation = rotate?.rotation ?? .none
        let platform = try PlatformSession.headless(size: rotation.logicalSize(recording.size), rotation: rotation)
        try BreathingCommandSupport.addMappings(controllerDb)
        if let capture { try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true) }
        let stride = max(every ?? fps, 1)
        var options = experience.headless()
        if let audioOut, experience.sound == .on {
            do {
                options.sound = try BreathingSound.open(volume: Float(experience.volume), clock: .timeline, driver: "disk", deviceName: audioOut)
            } catch {
                throw RunFailure(description: "cannot write \(audioOut): \(error)")
            }
        }
        let result = try BreathingReplay.run(
            recording, session: session, catalog: catalog, renderer: platform.runner.renderer, fps: fps, name: replay, options: options
        ) { frame, renderer in
            if let capture, frame % stride == 0 {
                try renderer.savePNG(to: "\(capture)/frame-\(String(format: "%05d", frame)).png")
            }
        }
        let changes = result.stateChanges.map { "\($0.to.rawValue)@\($0.tick)" }.joined(separator: " ")
        if let audioOut, let sound = options.sound {
            print("wrote \(sound.scheduled.count) sound cues to \(audioOut) (\(sound.rate) Hz, raw float32 mono)")
        }
        print(
            "replayed \(result.ticks) ticks, \(result.frames) frames at \(result.size): \(changes); final \(result.finalState.rawValue), held \(String(format: "%.2f", result.heldSeconds)) s, \(result.cycles) cycles; frames hash \(result.framesHash)"
        )
        if let report { try Self.write(result, to: report) }
        if result.stoppedBy != nil, let signal = StopRequest.process.signal {
            // Interrupted: what was simulated is written, and the exit status says it is partial.
            FileHandle.standardError.write(Data("unwind: replay stopped by \(StopRequest.name(of: signal)) after \(result.frames) frames\n".utf8))
            throw ExitCode(128 + signal)
        }
        guard result.complete else {
            throw RunFailure(
                description:
                    "the replay ended before its last event settled (final state \(result.finalState.rawValue) at tick \(result.ticks)); the report is partial")
        }
    }
}
