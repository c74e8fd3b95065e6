import UnwindECS
import UnwindTime

/// Typed access to the show's resources. `ShowSession.init` creates every one of them, in
/// one place; a resource that is missing is a programming error and stops the program with
/// its name, instead of a default standing in for it (a forgotten setup once ran the show
/// silently on a 10-second interval).
extension World {
    /// The resource of type `R`; stops the program, naming `R`, when the session never made it.
    func required<R>(_ type: R.Type) -> R {
        guard let value = resource(type) else {
            preconditionFailure("the show's world has no \(R.self): ShowSession.init creates every show resource")
        }
        return value
    }

    var setup: ShowSetup {
        get { required(ShowSetup.self) }
        set { setResource(newValue) }
    }
    var stage: Stage { required(Stage.self) }
    var sequence: ShowSequence {
        get { required(ShowSequence.self) }
        set { setResource(newValue) }
    }
    var machine: ShowMachine {
        get { required(ShowMachine.self) }
        set { setResource(newValue) }
    }
    var transitionCycle: TransitionCycle {
        get { required(TransitionCycle.self) }
        set { setResource(newValue) }
    }
    var loading: Loading {
        get { required(Loading.self) }
        set { setResource(newValue) }
    }
    var failures: FailureBook {
        get { required(FailureBook.self) }
        set { setResource(newValue) }
    }
    var screen: ScreenState {
        get { required(ScreenState.self) }
        set { setResource(newValue) }
    }
    var progress: ShowProgress {
        get { required(ShowProgress.self) }
        set { setResource(newValue) }
    }
    var showReport: SlideshowReport {
        get { required(SlideshowReport.self) }
        set { setResource(newValue) }
    }
    var inbox: ShowInbox {
        get { required(ShowInbox.self) }
        set { setResource(newValue) }
    }
    var now: Double { required(FixedTime.self).elapsed }

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
