import ArgumentParser
import Foundation
import UnwindConfig
import UnwindDraw
import UnwindExport
import UnwindPlatform
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow
import UnwindTransitions

/// `unwind render`: plays one transition from one image to another headless and writes
/// every frame, for videos, GIFs, contact sheets and timing.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render one transition between two images to PNG frames, a Y4M stream, or nowhere.",
        discussion: """
            Frame k shows t = k/fps, from t = 0 (the first image) to the first frame at or after \
            the transition's total (the second image, exactly). A clip plays while the \
            transition runs: arriving from its start, leaving through its last seconds. --out takes a directory (PNG \
            frames frame-00000.png, ...; stale frame-*.png files there are replaced), a path \
            ending in .y4m (a YUV4MPEG2 stream: ffmpeg -i out.y4m out.mp4), or null (render \
            only, for timing). Uses the software renderer; no display needed.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "Transition name or composable spec, e.g. blocks, radial, scale+opacity, move:bottom (see unwind transitions).")
    var transition: String

    @Option(help: "The image shown at the start.")
    var from: String

    @Option(help: "The image shown at the end.")
    var to: String

    @Option(name: .customLong("size"), help: ArgumentHelp("Frame size in pixels, each side 1...8192, at most 7680x4320 in all.", valueName: "WxH"))
    var sizeSpec: String

    /// The parsed `--size` (validated before `run`).
    var size: Size { SizeArgument(argument: sizeSpec)?.size ?? Size(width: 0, height: 0) }

    @Option(help: "Frames per second (1...240).")
    var fps = 60

    @Flag(help: "Use the transition's speedy timing (blocks 0.6 s, spiral 0.7 s).")
    var speedy = false

    @Option(help: "Total seconds, overriding the transition's own (tiles keep their 0.35 s fade; shorter totals shorten it).")
    var duration: Double?

    @Option(help: "Seed for random patterns (blocks); the same seed renders the same frames.")
    var seed: UInt64?

    @Option(help: "How images meet the frame: fit (letterboxed on black) or fill (cropped to cover).")
    var fit = "fit"

    @Option(name: .customLong("tile-edge"), help: "Target tile edge in pixels for tile transitions (16...4096, as in the slideshow's config).")
    var tileEdge: Float = TileGrid.defaultEdge

    @Option(help: "Where frames go: a directory, a .y4m file, or null.")
    var out: String

    @Option(help: RotationArgument.help)
    var rotate: RotationArgument?

    @Option(help: "Frames drawn at once, each on a core of its own (1...8; a clip's render uses one). The frames are the same for any count.")
    var threads = Render.defaultThreads

    /// Two where the machine has two cores or more: a render's frames are independent, so
    /// the second core halves the drawing. More copies of the textures buy little beyond that.
    static var defaultThreads: Int { min(2, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    @OptionGroup(title: "Radial and composable transitions") var style: TransitionStyleOptions

    /// Seconds a rendered transition may last: ten minutes of frames.
    static let durationRange = SettingRange(.above(0), upTo: 600)

    mutating func validate() throws {
        guard SizeArgument(argument: sizeSpec) != nil else {
            throw RunFailure(description: "--size must be \(SizeArgument.rule), got '\(sizeSpec)'")
        }
        guard (1...240).contains(fps) else { throw RunFailure(description: "--fps must be 1...240, got \(fps)") }
        try CommandLineRange.check("--duration", duration, Self.durationRange)
        guard FitMode(rawValue: fit) != nil else { throw RunFailure(description: "--fit must be fit or fill, got '\(fit)'") }
        guard (1...8).contains(threads) else { throw RunFailure(description: "--threads must be 1...8, got \(threads)") }
        try CommandLineRange.check("--tile-edge", Double(tileEdge), SlideshowConfig.Ranges.tileEdge)
    }

    /// The catalog options these flags stand for.
    var transitionOptions: TransitionOptions {
        // Unseeded, one seed drawn here: every thread's copy of the transition tiles alike.
        TransitionOptions(speedy: speedy, duration: duration, seed: seed ?? UInt64.random(in: .min ... .max), tileEdge: tileEdge)
    }

    func run() throws {
        global.configureLogging()
        let made: any Transition
        do {
            made = try TransitionCatalog.make(transition, options: style.apply(to: transitionOptions))
        } catch let error as TransitionSpecError {
            throw RunFailure(description: error.description)
        }
        for (flag, path) in [("--from", from), ("--to", to)] where !FileManager.default.isReadableFile(atPath: path) {
            throw RunFailure(description: "cannot read \(flag) image '\(path)': no such readable file")
        }
        let frames = TransitionRenderScene.frameCount(duration: made.duration, fps: fps)
        let started = Date()
        do {
            let writer = try FrameTarget(out).makeWriter(size: size, fps: fps)
            let session = try PlatformSession.headless(size: size, rotation: rotate?.rotation ?? .none)
            let scene = TransitionRenderScene(transition: made, from: from, to: to, fit: FitMode(rawValue: fit) ?? .fit)
            scene.direction = style.navigationDirection
            try session.runner.runHeadless(
                scene, alongside: try workers(for: scene, session: session), fps: fps, maxFrames: frames,
                onFrame: { frame, renderer in
                    try writer.write(frame: frame, renderer: renderer)
                })
            try writer.finish()
            if let failure = scene.clipFailure { throw failure }
            if let signal = session.runner.stop.signal {
                // The frames written so far are complete files (and a closed Y4M stream).
                FileHandle.standardError.write(
                    Data(
                        "unwind: render stopped by \(StopRequest.name(of: signal)) after \(session.runner.headlessFrames) of \(frames) frames, written to \(out)\n"
                            .utf8))
                throw ExitCode(128 + signal)
            }
        } catch let error as ImageDecoder.Failure {
            throw RunFailure(description: "cannot read image \(error.description)")
        } catch let error as FrameWriterError {
            throw RunFailure(description: error.description)
        } catch let error as SDLError {
            throw RunFailure(description: error.description)
        }
        let seconds = Date().timeIntervalSince(started)
        print("rendered \(frames) frames of \(made.name) (\(made.duration) s) at \(size), \(fps) fps, to \(out) in \(String(format: "%.2f", seconds)) s")
    }

    /// The copies of `scene` drawing frames beside the session's own on the other threads:
    /// each an offscreen renderer like the session's; none for `--threads 1` or a clip.
    private func workers(for scene: TransitionRenderScene, session: PlatformSession) throws -> [HeadlessWorker] {
        try (1..<threads).compactMap { _ in
            guard let twin = scene.twin() else { return nil }
            let renderer = try Renderer(offscreen: session.runner.renderer.panelSize)
            renderer.rotation = session.runner.renderer.rotation
            return HeadlessWorker(runner: Runner(headless: renderer), scene: twin)
        }
    }
}
