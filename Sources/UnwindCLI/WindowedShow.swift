import UnwindLibrary
import UnwindPlatform
import UnwindPresence
import UnwindRemote
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// A slideshow joined to a window's runner: the scene, its library worker and remote link,
/// and the runner hooks they need. `unwind slideshow` and the home menu's Slideshow entry
/// build it the same way, so the show started from the menu is the same show, with the same
/// config, remote, kiosk lock and hidden cursor.
final class WindowedShow {
    /// The show itself.
    let scene: SlideshowScene
    private let worker: LibraryWorker
    private let link: SlideshowRemoteLink?
    private let power: ScreenPowerLink
    /// A PIR on a GPIO line and the inbox its reports reach the runner through.
    private let presence: (sensor: GPIOPresence, inbox: RemoteInbox)?

    /// Builds the show from what `start` read and hooks it into `runner`.
    /// - Parameter reporting: keep the per-slide history and frame times for `--report`.
    init(roots: [String], settings: SlideshowConfig, start: SlideshowStart, remote: RemoteServices?, runner: Runner, reporting: Bool) {
        worker = LibraryWorker(library: start.library, stop: { StopRequest.process.isRaised })
        let scene = SlideshowScene(roots: roots, config: settings, start: start, worker: worker, makesThumbnails: remote?.httpPort != nil)
        let link = remote.map { SlideshowRemoteLink(services: $0, scene: scene, syncGroup: settings.remote.syncGroup) }
        link?.attach(to: runner)
        let power = ScreenPowerLink(
            settings: settings.screen, window: runner.context.window, videoDriver: SDLRuntime.currentVideoDriver, logger: Slideshow.logger)
        link?.displayPower = power.name
        scene.session.dimsInSoftware = !power.dimsPanel
        runner.afterFrame = { timing in
            scene.frameDone(timing)
            link?.frameDone(timing)
            power.frameDone(dark: scene.isDark, brightness: scene.session.brightnessLevel)
        }
        self.power = power
        presence = Self.watchPresence(settings.screen.presenceGPIO, runner: runner)
        scene.keepsHistory = reporting
        runner.recordsFrameTimes = reporting
        runner.refusesCloseRequests = settings.kiosk
        self.scene = scene
        self.link = link
        if let card = Slideshow.pairingCard(settings, port: remote?.httpPort) { scene.offerPairing(card, seconds: Self.pairingSeconds) }
    }

    /// Seconds the pairing code stays up when a show with a page starts in a window (P or
    /// gamepad Y bring it back). Headless runs leave it out: their frames are replayed and
    /// compared, and the code holds the port and token of one run.
    static let pairingSeconds = 60.0

    /// Starts watching a PIR on `spec`'s GPIO line (`presence-gpio`), its reports joining the
    /// runner's input; a line that cannot be read is one warning, and the show goes on.
    static func watchPresence(_ spec: String?, runner: Runner) -> (sensor: GPIOPresence, inbox: RemoteInbox)? {
        guard let spec else { return nil }
        let inbox = RemoteInbox()
        do {
            let sensor = try GPIOPresence(spec, inbox: inbox)
            Slideshow.logger.info("presence: PIR on GPIO \(spec)")
            runner.addInputSource(inbox)
            return (sensor, inbox)
        } catch {
            Slideshow.logger.warning("\(error.description); the screen follows the hours, the switch and the idle timeout")
            return nil
        }
    }

    /// Takes the show's hooks off `runner` and lets the library worker finish what it was
    /// writing (the home menu calls it when the user goes back).
    func detach(from runner: Runner) {
        link?.detach(from: runner)
        runner.afterFrame = nil
        runner.refusesCloseRequests = false
        power.finish()
        presence?.sensor.stop()
        if let inbox = presence?.inbox { runner.removeInputSource(inbox) }
        // An index build still running ends after its folder, so leaving is not held up.
        worker.stopRefreshing()
        worker.finishBeforeLeaving()
    }
}
