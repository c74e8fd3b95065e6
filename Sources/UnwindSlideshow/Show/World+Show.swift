import UnwindECS
import UnwindTime

/// Typed access to the show's resources; each is set when the session starts.
extension World {
    var setup: ShowSetup {
        get { resource(ShowSetup.self) ?? ShowSetup(config: SlideshowConfig(), seed: 0, roots: []) }
        set { setResource(newValue) }
    }
    var stage: Stage {
        if let stage = resource(Stage.self) { return stage }
        let stage = Stage()
        setResource(stage)
        return stage
    }
    var sequence: ShowSequence {
        get { resource(ShowSequence.self) ?? ShowSequence(playlist: Playlist(photos: [], order: .name, seed: 0)) }
        set { setResource(newValue) }
    }
    var machine: ShowMachine {
        get { resource(ShowMachine.self) ?? ShowMachine(interval: 10) }
        set { setResource(newValue) }
    }
    var transitionCycle: TransitionCycle {
        get { resource(TransitionCycle.self) ?? TransitionCycle(requested: [], available: [], seed: 0) }
        set { setResource(newValue) }
    }
    var loading: Loading {
        get { resource(Loading.self) ?? Loading() }
        set { setResource(newValue) }
    }
    var failures: FailureBook {
        get { resource(FailureBook.self) ?? FailureBook() }
        set { setResource(newValue) }
    }
    var screen: ScreenState {
        get { resource(ScreenState.self) ?? ScreenState(hours: nil) }
        set { setResource(newValue) }
    }
    var progress: ShowProgress {
        get { resource(ShowProgress.self) ?? ShowProgress() }
        set { setResource(newValue) }
    }
    var showReport: SlideshowReport {
        get { resource(SlideshowReport.self) ?? SlideshowReport() }
        set { setResource(newValue) }
    }
    var inbox: ShowInbox {
        get { resource(ShowInbox.self) ?? ShowInbox() }
        set { setResource(newValue) }
    }
    var now: Double { resource(FixedTime.self)?.elapsed ?? 0 }

    /// Leaves a request for the scene.
    func request(_ request: ShowRequest) {
        if withResource(ShowOutbox.self, { $0.requests.append(request) }) == nil {
            setResource(ShowOutbox(requests: [request]))
        }
    }

    /// Leaves a log line for the scene.
    func log(_ line: FailureBook.LogLine?) {
        if let line { request(.log(line)) }
    }

    func log(_ message: String, level: FailureBook.LogLine.Level = .info) {
        request(.log(FailureBook.LogLine(level: level, message: message)))
    }
}
