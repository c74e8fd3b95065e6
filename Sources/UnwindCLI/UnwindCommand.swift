import ArgumentParser
import UnwindRuntime

/// The `unwind` command: a kiosk photo slideshow, a breathing trainer and their tools.
public struct UnwindCommand: ParsableCommand {
    /// The version `unwind --version` prints.
    public static let version = "0.1.0"

    /// Subcommands and help text; with no subcommand, `unwind` opens the home menu.
    public static let configuration = CommandConfiguration(
        commandName: "unwind",
        abstract: "Kiosk photo slideshow and breathing trainer on SDL2.",
        discussion: """
            Runs fullscreen on a display, or headless (no display needed) with --headless, \
            drawing into an offscreen software renderer and writing PNG frames.
            """,
        version: version,
        subcommands: [Home.self, Slideshow.self, Library.self, Render.self, Breathe.self, TransitionsList.self, Doctor.self],
        defaultSubcommand: Home.self
    )

    /// Required by ArgumentParser, which builds the command from the arguments.
    public init() {}

    /// Turns SIGINT, SIGTERM and SIGHUP into a stop request for the whole process; `main`
    /// calls it before anything else (see `QuitSignals`).
    public static func installSignalHandling() {
        QuitSignals.install()
    }
}
