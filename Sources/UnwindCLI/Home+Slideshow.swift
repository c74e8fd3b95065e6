import ArgumentParser
import UnwindBreathing
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// The home menu's Slideshow entry: exactly `unwind slideshow` with the menu's config and
/// photos (the same parsing, defaults, remote, kiosk lock), in the menu's window. One
/// `--config` file serves both activities: the show's keys at the top, the trainer's under
/// `[breathe]`, as /etc/unwind/unwind.toml holds them.
extension Home {
    /// The `unwind slideshow` arguments the entry runs with.
    var slideshowArguments: [String] {
        (breathing.config.map { ["--config", $0] } ?? []) + ["--"] + photos
    }

    /// The trainer's settings from `--config` and the options; a show's config with no
    /// `[breathe]` table leaves the trainer at its defaults instead of refusing the show keys.
    func breathingSettings() throws -> (SpiralVisualConfig, SpiralActionConfig) {
        do {
            return try breathing.resolve()
        } catch let failure as RunFailure {
            guard let path = breathing.config, (try? SlideshowConfig.load(file: path)) != nil else { throw failure }
            var defaults = breathing
            defaults.config = nil
            return try defaults.resolve()
        }
    }

    /// Starts the show on `runner`, with its remote when the config asks for one, and its
    /// network folders (a WebDAV URL in `paths` is read as `unwind slideshow URL` reads it:
    /// a refused password with no other source ends the start with one line); the cursor
    /// hides over a fullscreen or locked show as it does in `unwind slideshow`.
    func startSlideshow(on runner: Runner) throws -> (WindowedShow, RemoteServices?, NetworkFolders?) {
        let command: Slideshow
        let settings: SlideshowConfig
        let given: [String]
        do {
            command = try Slideshow.parse(slideshowArguments)
            settings = try command.resolvedConfig()
            given = try command.resolvedRoots(settings)
        } catch let failure as RunFailure {
            throw failure
        } catch {
            throw RunFailure(description: Slideshow.message(for: error))
        }
        let network = try NetworkFolders.start(given, settings: settings, passwordFile: command.passwordFile, caFile: command.caFile, wholeFirstPass: false)
        let roots = network?.roots ?? given
        command.warnAboutMissingConfigPaths(roots)
        let remote: RemoteServices?
        do {
            remote = try Slideshow.startRemote(settings)
        } catch {
            network?.stop()
            throw error
        }
        let start = SlideshowStart.load(roots: roots, settings: settings, headless: false).joining(network?.feeds ?? [])
        let show = WindowedShow(roots: roots, settings: settings, start: start, remote: remote, runner: runner, reporting: false)
        runner.context.showsCursor(!(fullscreen || settings.kiosk))
        return (show, remote, network)
    }
}
