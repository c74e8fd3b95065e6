import Logging
import UnwindDisplayPower
import UnwindPlatform
import UnwindSlideshow

/// Keeps the panel in step with the show's screen: chooses the display-power backend once
/// the window is open (one log line naming it, or one warning naming what was tried), then
/// after each frame turns the panel off when the show went dark and on when it lit again,
/// off the render thread. At the end of a run the panel is left on.
final class ScreenPowerLink {
    /// What was chosen, and the line that said so.
    let choice: DisplayPowerChoice
    private let power: DisplayPowerSwitch
    private var wasDark = false
    private var level = 1.0

    /// Chooses among the backends in their order for `settings`, where SDL runs `videoDriver`.
    init(settings: ScreenSettings, window: Window?, videoDriver: String, logger: Logger) {
        choice = DisplayPowerChoice(
            wanted: settings.displayPower.rawValue, candidates: Self.candidates(settings: settings, window: window, videoDriver: videoDriver))
        if choice.isWarning { logger.warning("\(choice.line)") } else { logger.info("\(choice.line)") }
        power = DisplayPowerSwitch(backend: choice.backend)
        power.onProblem = { line in logger.warning("\(line)") }
    }

    /// The backends tried with `auto`, in order: the user's commands when configured (they
    /// asked for them), the backlight (exact and cheap), X11 DPMS, the KMS connector, the
    /// Wayland compositor, and HDMI-CEC last (TVs take seconds and may switch inputs).
    static func candidates(settings: ScreenSettings, window: Window?, videoDriver: String) -> [DisplayPowerCandidate] {
        var list: [DisplayPowerCandidate] = []
        if settings.offCommand != nil || settings.onCommand != nil || settings.displayPower == .command {
            list.append(CommandPower.candidate(off: settings.offCommand, on: settings.onCommand))
        }
        list += [
            BacklightPower.candidate(), X11DPMSPower.candidate(videoDriver: videoDriver), KMSDRMPower.candidate(window: window), WaylandOutputPower.candidate(),
            CECPower.candidate(),
        ]
        return list
    }

    /// The backend's name for the status (`none` when the panel stays lit).
    var name: String { choice.backend?.name ?? "none" }

    /// True when the backend dims the panel for the brightness schedule (a backlight), so
    /// the show need not lay black over its frames.
    var dimsPanel: Bool { power.dims }

    /// After a frame: the panel follows the show's screen, and its brightness the schedule.
    func frameDone(dark: Bool, brightness: Double) {
        if brightness != level {
            level = brightness
            power.request(brightness: brightness)
        }
        guard dark != wasDark else { return }
        wasDark = dark
        power.request(on: !dark)
    }

    /// Lights the panel again if the show left it off, and waits for that.
    func finish() {
        if wasDark { power.request(on: true) }
        power.drain()
    }
}
