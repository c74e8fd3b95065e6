import ArgumentParser
import Foundation
import Logging
import UnwindBreathing
import UnwindScenes

/// How the trainer feels beyond its timings: motion, sound and the session history. Shared
/// by `unwind breathe` and the home menu.
struct BreathingExperienceOptions: ParsableArguments {
    @Flag(help: "Reduced motion: the orb and the breathing shape keep their size; the shape's light, the words and sounds guide the breath.")
    var reducedMotion = false

    @Flag(help: "Do not show the hold's time left (the cycle count stays).")
    var hideTimeLeft = false

    @Option(help: ArgumentHelp("Sound cues for breathing in, holding and breathing out: on or off.", valueName: "on|off"))
    var sound: Switch = .on

    @Option(help: "Loudness of the sound cues, 0 to 1 (default 0.6).")
    var volume: Double = 0.6

    @Flag(help: "Do not read or save the session history (this week, streak).")
    var noHistory = false

    @Option(help: ArgumentHelp("Keep the session history in this file instead of $XDG_STATE_HOME/unwind/breathing-history.jsonl.", valueName: "FILE"))
    var historyFile: String?

    /// `on` or `off`.
    enum Switch: String, ExpressibleByArgument, CaseIterable {
        case on, off
    }

    mutating func validate() throws {
        guard volume.isFinite, (0...1).contains(volume) else { throw ValidationError("--volume must be 0...1, got \(volume)") }
        if noHistory, historyFile != nil { throw ValidationError("--no-history and --history-file exclude each other") }
    }

    /// The scene options for a run in a window: sound through the default audio device
    /// (a machine without one plays silently, with a warning) and the history file.
    func windowed() -> BreathingScene.Options {
        var options = BreathingScene.Options(reducedMotion: reducedMotion, showsTimeLeft: !hideTimeLeft)
        if sound == .on, volume > 0 {
            do {
                options.sound = try BreathingSound.open(volume: Float(volume), clock: .live)
            } catch {
                Logger(label: "unwind.audio").warning("no sound: \(error)")
            }
        }
        if !noHistory, let path = historyFile ?? SessionHistoryStore.defaultPath() {
            options.history = SessionHistoryStore(path: path)
        }
        return options
    }

    /// The scene options for a headless run: silent, and a history only when a file is
    /// named, so replays stay the same on every machine and day.
    func headless() -> BreathingScene.Options {
        BreathingScene.Options(reducedMotion: reducedMotion, history: historyFile.map(SessionHistoryStore.init(path:)), showsTimeLeft: !hideTimeLeft)
    }
}
