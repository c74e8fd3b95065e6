import ArgumentParser
import Foundation
import UnwindConfig
import UnwindControl
import UnwindDraw
import UnwindInput
import UnwindRemote
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// `unwind slideshow`: the kiosk photo slideshow, fullscreen on a display or headless.
struct Slideshow: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show photos fullscreen with transitions, 24/7 (photo frame and kiosk).",
        discussion: """
            Shows every photo under the given files and folders (recursively; JPEG, PNG, HEIC, AVIF, \
            WebP, TIFF, BMP, GIF, ...), default the bundled Assets/showcase. Settings come from \
            --config FILE (TOML, see dist/unwind.toml) and are overridden by the flags below.

            Controls: Left/Right previous/next, Space pause, F fullscreen, Esc or Q quit \
            (with --kiosk only the quit chord, default ctrl+alt+q). Touch: swipe left/right, \
            tap to pause. Gamepad: D-pad or shoulders previous/next, A pause, B back.

            Headless: --headless --size WxH --run-for SECONDS [--report FILE.json] \
            [--capture DIR] plays SECONDS of show time on a simulated clock as fast as the \
            CPU allows; an empty or missing folder is then an error.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Photo files and folders (default: `paths` from --config, or the bundled Assets/showcase).")
    var paths: [String] = []

    @Option(help: "TOML config file; flags given on the command line override it.")
    var config: String?

    @Option(help: ArgumentHelp(ControlSchema.interval.commandLineHelp))
    var interval: Double?

    @Option(help: "Seconds the first photo fades in from black, 0...10 (default 1.2; 0 opens with a cut).")
    var fadeIn: Double?

    @Option(help: "Seconds a video clip plays at most before the next transition, 1...3600 (default 60).")
    var videoMaxSeconds: Double?

    @Option(help: "Live and Motion Photos: off, once (default: the motion plays once, then the still stays) or loop.")
    var livePhotos: String?

    @Option(help: ArgumentHelp(ControlSchema.transitions.commandLineHelp))
    var transitions: String?

    @Option(help: ArgumentHelp(ControlSchema.order.commandLineHelp))
    var order: String?

    @OptionGroup var library: LibraryOptions

    @Option(help: "Seed for shuffle and random transitions, to replay a show.")
    var seed: UInt64?

    @Option(help: "fit (whole photo, letterboxed; default) or fill (cover the screen, cropped).")
    var fit: String?

    @Option(help: "Around fitted photos: blur (blurred, dimmed copy; default) or black.")
    var background: String?

    @Flag(help: "Use each transition's speedy timing.")
    var speedy = false

    @Option(
        help:
            "Overlay text, comma-separated: memory (\"3 years ago today\", as the headline), album (the folder), name (the file), date (taken, written out), place (town and country from GPS, offline), clock. Off by default."
    )
    var overlay: String?

    @Option(help: "Seconds between folder rescans for new and deleted files, 0 (off) or 1...604800 (default 30).")
    var rescanInterval: Double?

    @Option(
        help:
            "Milliseconds a transition's frames may take on this display before it is replaced by a cheaper one (crossfade, then a cut); 0 never replaces (default: one and a half frames, 25 ms at 60 Hz)."
    )
    var frameBudget: Double?

    @Option(help: "Refuse photos over this many megapixels (decompression bombs), up to 500 (default 100).")
    var maxMegapixels: Double?

    @Option(
        help:
            "Memory the show may use, in MB (default: the cgroup's memory.max, e.g. systemd MemoryMax=, else half the machine's memory); photos whose decode cannot fit are skipped with one line."
    )
    var memoryLimit: Double?

    @Flag(help: "Lock the show: Esc, Q, F and gamepad B do nothing; quit only with the quit chord.")
    var kiosk = false

    @Option(help: "Key chord that quits, also in kiosk mode (default ctrl+alt+q).")
    var quitChord: String?

    @Option(help: "Hours the screen shows photos, e.g. 07:00-22:30; black and holding outside them (default: always).")
    var screenHours: String?

    @Option(help: "Serve the remote-control API and phone page on ADDRESS:PORT, e.g. 127.0.0.1:8080 (off by default).")
    var listen: String?

    @Option(help: "File holding the remote-control token; required when --listen is not a loopback address.")
    var tokenFile: String?

    @Option(help: "MQTT broker for Home Assistant, mqtt://HOST[:PORT] or mqtts://...; user, password and CA file go in the config's [mqtt] table.")
    var mqtt: String?

    @Option(help: "Show the same photos, changing at the same moments, as every frame with this group name (clocks kept by NTP).")
    var sync: String?

    @Option(help: "File whose first line is the password for network folders (https://, webdav://); never give a password itself.")
    var passwordFile: String?

    @Option(help: "Certificates (PEM) to verify network folders' servers with, besides the system's.")
    var caFile: String?

    @Option(
        help:
            "Headless, with --sync: the wall-clock time at show time 0, in seconds since 1970 (default: midnight UTC of --today, else 0), so two runs can be compared."
    )
    var syncEpoch: Double?

    @Option(help: ArgumentHelp("Save the input (keys, touch, gamepad, remote commands) with the tick each was applied on.", valueName: "FILE"))
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Headless: play a recording's input instead of live input (same folder, settings and --seed as when it was made).", valueName: "FILE"))
    var replay: String?

    @Option(
        help:
            "Photo motion: off (default), kenburns (a slow pan and zoom through each photo's time on screen) or kenburns-smart (ending on the most detailed part)."
    )
    var motion: String?

    @Option(
        help:
            "How far Ken Burns moves, as a fraction of the screen, \(SlideshowConfig.motionZoomRange.lowerBound)...\(SlideshowConfig.motionZoomRange.upperBound) (default 0.1)."
    )
    var motionZoom: Double?

    @Option(help: "portrait: two consecutive portrait photos side by side on a landscape screen; off (default).")
    var pair: String?

    @Flag(help: "Open a window instead of going fullscreen.")
    var windowed = false

    @Option(help: "Window size with --windowed, or frame size with --headless (WxH, each side 1...8192, at most 7680x4320).")
    var size = SizeArgument(size: Size(width: 1280, height: 720))

    @Flag(help: "Use SDL's software renderer even when an accelerated one exists.")
    var softwareRenderer = false

    @Option(help: RotationArgument.help)
    var rotate: RotationArgument?

    @Flag(help: "Run offscreen on a simulated clock (no display needed).")
    var headless = false

    @Option(help: "Headless: seconds of show time to play (up to a year, 31622400).")
    var runFor: Double = 30

    @Option(help: "Headless: frames per simulated second, 1...240 (time stays exact at any rate).")
    var fps = 30

    @Option(help: "Write a JSON report (shown, skipped, transitions, frame times, textures, memory) when the show ends; in a window also frame-to-frame times.")
    var report: String?

    @Option(help: "Write a numbered PNG into DIR each time a photo is fully shown.")
    var capture: String?

    @Option(help: "Headless, with --capture: also write a PNG every SECONDS of show time (to see Ken Burns move).")
    var captureEvery: Double?

    /// Seconds of show time a headless run may simulate: a year.
    static let runForRange = SettingRange(.above(0), upTo: 366 * 86_400)

    mutating func validate() throws {
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be 1...240, got \(fps)") }
        try CommandLineRange.check("--run-for", runFor, Self.runForRange)
        try CommandLineRange.check("--interval", interval, SlideshowConfig.Ranges.interval)
        try CommandLineRange.check("--fade-in", fadeIn, SlideshowConfig.Ranges.fadeIn)
        try CommandLineRange.check("--video-max-seconds", videoMaxSeconds, SlideshowConfig.Ranges.videoMaxSeconds)
        try CommandLineRange.check("--rescan-interval", rescanInterval, SlideshowConfig.Ranges.rescanInterval)
        try CommandLineRange.check("--max-megapixels", maxMegapixels, SlideshowConfig.Ranges.maxMegapixels)
        try CommandLineRange.check("--frame-budget", frameBudget, SlideshowConfig.Ranges.frameBudget)
        try CommandLineRange.check("--motion-zoom", motionZoom, SettingRange(SlideshowConfig.motionZoomRange))
        if replay != nil, !headless { throw ValidationError("--replay runs headless; add --headless") }
        if replay != nil, record != nil { throw ValidationError("--record cannot be combined with --replay") }
        if let syncEpoch, !syncEpoch.isFinite || abs(syncEpoch) > 1e12 { throw ValidationError("--sync-epoch must be seconds since 1970, got \(syncEpoch)") }
        if let captureEvery {
            guard capture != nil else { throw ValidationError("--capture-every needs --capture DIR") }
            try CommandLineRange.check("--capture-every", captureEvery, SettingRange(.above(0), upTo: 86_400))
        }
    }

    func run() throws {
        global.configureLogging()
        ProcessMemory.returnLargeBuffersPromptly()
        let settings = try resolvedConfig()
        let given = try resolvedRoots(settings)
        let network = try NetworkFolders.start(given, settings: settings, passwordFile: passwordFile, caFile: caFile, wholeFirstPass: headless)
        defer { network?.stop() }
        let roots = network?.roots ?? given
        var recording: InputRecording?
        if let replay {
            do {
                recording = try InputRecording.load(path: replay)
            } catch {
                throw RunFailure(description: error.description)
            }
        }
        let remote = try Self.startRemote(settings)
        defer { remote?.stop() }
        if headless {
            try runHeadless(roots: roots, config: settings, remote: remote, replay: recording, network: network)
        } else {
            try runWindowed(roots: roots, config: settings, remote: remote, network: network)
        }
    }
}
