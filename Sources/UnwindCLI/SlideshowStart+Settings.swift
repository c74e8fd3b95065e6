import UnwindLibrary
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

extension SlideshowStart {
    /// Opens the library for `settings` and reads what it knows about `roots`.
    ///
    /// Headless runs keep the index in memory unless a state folder is named (`--state-dir`
    /// or `state-dir` in the config): a headless run is a test, a render or a benchmark,
    /// and must neither write to the user's `~/.local/state` nor depend on what an earlier
    /// run left there (a seeded run would otherwise resume another run's cycle).
    ///
    /// A first scan stops between folders at SIGTERM, SIGINT or SIGHUP (the windowed start
    /// waits for it while its window opens): the run then ends at its first frame with its
    /// report, where it used to scan on until the 0.7 s watchdog ended it without one.
    static func load(roots: [String], settings: SlideshowConfig, headless: Bool) -> SlideshowStart {
        let library: PhotoLibrary
        if headless, settings.stateDirectory == nil {
            library = .inMemory(reason: "headless run; --state-dir keeps an index")
        } else {
            library = LibraryOptions.library(settings, forShow: true)
        }
        return load(library: library, roots: roots, settings: settings, until: { StopRequest.process.isRaised })
    }
}
