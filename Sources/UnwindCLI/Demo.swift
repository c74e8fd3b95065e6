import ArgumentParser
import Foundation
import UnwindApp
import UnwindDraw

/// `unwind demo`: the engine demo on the bundled photos, in a window or headless.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Cross-fade through photos to show the engine working (window or headless).",
        discussion: """
            With a display, opens a window and loops until Esc, Q or closing the window. \
            With --headless (or when no display exists and --headless is given), renders one \
            pass on a simulated clock and writes PNG frames to --out.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Photo files to show (default: the bundled Assets/photos).")
    var photos: [String] = []

    @Flag(help: "Render offscreen with the software renderer; no display needed.")
    var headless = false

    @Option(help: "Frame size for headless runs, or the window size (WxH).")
    var size = SizeArgument(size: Size(width: 1280, height: 720))

    @Option(help: "Where headless frames are written.")
    var out = "out/demo"

    @Option(help: "Frames per second of the headless run.")
    var fps = 30

    @Option(help: "Write every Nth headless frame as PNG.")
    var every = 15

    @Flag(help: "Fill the screen (windowed runs).")
    var fullscreen = false

    @Flag(help: "Use SDL's software renderer even when an accelerated one exists.")
    var softwareRenderer = false

    mutating func validate() throws {
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be 1...240, got \(fps)") }
        guard every >= 1 else { throw ValidationError("--every must be at least 1, got \(every)") }
    }

    func run() throws {
        global.configureLogging()
        let paths = try resolvePhotos()
        if headless {
            try runHeadless(paths)
        } else {
            let session = try PlatformSession.windowed(
                title: "Unwind demo", presentation: fullscreen ? .fullscreenDesktop : .windowed(size.size),
                hideCursor: fullscreen, forceSoftware: softwareRenderer)
            let scene = DemoScene(paths: paths, loops: true)
            try session.runner.runWindowed(scene)
        }
    }

    private func runHeadless(_ paths: [String]) throws {
        let session = try PlatformSession.headless(size: size.size)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let scene = DemoScene(paths: paths, loops: false)
        var written = 0
        let maxFrames = 100_000
        try session.runner.runHeadless(scene, fps: fps, maxFrames: maxFrames, onFrame: { frame, renderer in
            if frame % every == 0 || scene.isFinished {
                try renderer.savePNG(to: "\(out)/frame-\(String(format: "%05d", frame)).png")
                written += 1
            }
        })
        for line in scene.skipped { FileHandle.standardError.write(Data("skipped \(line)\n".utf8)) }
        print("wrote \(written) frames of \(size.size) to \(out)/")
    }

    private func resolvePhotos() throws -> [String] {
        if !photos.isEmpty { return photos }
        guard let dir = AssetLocator.photosDirectory(),
            let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path)
        else {
            throw RunFailure(description: "no photos given and the bundled Assets/photos folder was not found; pass photo files or set UNWIND_ASSETS")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { dir.appendingPathComponent($0).path }
    }
}
