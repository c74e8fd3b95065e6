import ArgumentParser
import Foundation
import UnwindBreathing
import UnwindDraw
import UnwindPlatform
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// `unwind` with no subcommand: the home menu (Slideshow, Breathe, Quit) in one window.
struct Home: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the home menu: Slideshow, Breathe, Quit (what `unwind` alone runs).",
        discussion: """
            Arrow keys, the D-pad or the left stick move the focus; Enter, A or a tap selects; \
            Esc or B goes back (from the menu: first to Quit, then out). Controllers can be \
            plugged in or out at any time. Needs a display; the activities have their own \
            headless modes (`unwind slideshow --headless`, `unwind breathe --headless`).
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var breathing: BreathingOptions
    @OptionGroup var experience: BreathingExperienceOptions

    @Option(
        name: .customLong("photos"),
        help: ArgumentHelp(
            "Photo file or folder for the slideshow (repeatable; default: `paths` from --config, else the bundled Assets/showcase).", valueName: "PATH"))
    var photos: [String] = []

    @Option(help: "Window size (WxH) when not fullscreen.")
    var size = SizeArgument(size: Size(width: 1280, height: 720))

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Flag(help: "Use SDL's software renderer even when an accelerated one exists.")
    var softwareRenderer = false

    @Option(help: RotationArgument.help)
    var rotate: RotationArgument?

    @Option(help: ArgumentHelp("Add SDL_GameControllerDB mappings from this file.", valueName: "PATH"))
    var controllerDb: String?

    @Option(help: "Language of the text (de, fr, es, ru, en); default from LC_ALL / LC_MESSAGES / LANG.")
    var language: String?

    func run() throws {
        global.configureLogging()
        let catalog = try BreathingCommandSupport.catalog(language: language)
        let (visual, action) = try breathingSettings()
        let platform: PlatformSession
        // The menu, the trainer and the show share one window: `--rotate`, else the config's `rotate`.
        let rotation = rotate?.rotation ?? (try? Slideshow.parse(slideshowArguments).resolvedConfig().rotate) ?? .none
        do {
            platform = try PlatformSession.windowed(
                title: "Unwind", presentation: fullscreen ? .fullscreenDesktop : .windowed(size.size),
                hideCursor: false, forceSoftware: softwareRenderer, rotation: rotation)
        } catch let failure as RunFailure where failure.description.contains("no display") {
            throw RunFailure(
                description: "no display found; the home menu needs one (without a display: unwind slideshow --headless, unwind breathe --headless)")
        }
        try BreathingCommandSupport.addMappings(controllerDb)
        let haptics = HapticRouter(device: HapticDevice.openFirst())
        let runner = platform.runner
        var running: (show: WindowedShow, remote: RemoteServices?, network: NetworkFolders?)?
        let home = HomeScene(catalog: catalog) { item in
            switch item {
            case .breathe:
                // The audio device is opened for the trainer only, and closed when it goes.
                return BreathingScene(
                    session: try BreathingSession(visual: visual.fitted(to: platform.runner.renderer.outputSize), action: action), catalog: catalog,
                    haptics: haptics, options: experience.windowed())
            case .slideshow:
                let (show, remote, network) = try startSlideshow(on: runner)
                running = (show, remote, network)
                return show.scene
            case .quit:
                return nil
            }
        }
        home.onReturn = { _ in
            running?.show.detach(from: runner)
            running?.remote?.stop()
            running?.network?.stop()
            running = nil
            runner.context.showsCursor(true)
        }
        defer { home.onReturn?(.slideshow) }
        try runner.runWindowed(home)
    }
}
