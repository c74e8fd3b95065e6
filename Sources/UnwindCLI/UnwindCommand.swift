import ArgumentParser
import UnwindRuntime
import UnwindTransitions

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

    /// Runs the command line. A first word that is no command is refused with the closest
    /// command suggested (`unwind slidshow` → `slideshow`), instead of the home menu's
    /// "Unexpected argument" and its usage, which names no command.
    public static func main() {
        if let message = unknownCommandMessage(Array(CommandLine.arguments.dropFirst())) {
            exit(withError: ValidationError(message))
        }
        main(nil)
    }

    /// The message for a first argument that is neither an option nor a command; nil when
    /// the arguments start with an option or a command (the home menu takes no words).
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        let hint = NameSuggestion.closest(to: first, among: names).map { " — did you mean '\($0)'?" } ?? ""
        return "unknown command '\(first)'\(hint) Commands: \(names.dropLast().joined(separator: ", ")) (unwind --help says more)"
    }

    /// Turns SIGINT, SIGTERM and SIGHUP into a stop request for the whole process; `main`
    /// calls it before anything else (see `QuitSignals`).
    public static func installSignalHandling() {
        QuitSignals.install()
    }
}
