import UnwindECS
import UnwindTime

/// Typed access to the show's resources. `ShowSession.init` creates every one of them, in
/// one place; a resource that is missing is a programming error and stops the program with
/// its name, instead of a default standing in for it (a forgotten setup once ran the show
/// silently on a 10-second interval). Systems change a resource in place through these
/// accessors (`_modify` yields the stored value: no copy out and back).
extension World {
    /// The resource of type `R`; stops the program, naming `R`, when the session never made it.
    func required<R>(_ type: R.Type) -> R {
        self[required: type]
    }

    /// What the show was started with; never changes (live values sit in `machine`,
    /// `sequence` and `transitionCycle`, once).
    var setup: ShowSetup { self[required: ShowSetup.self] }
    var stage: Stage { self[required: Stage.self] }
    var sequence: ShowSequence {
        get { self[required: ShowSequence.self] }
        _modify { yield &self[required: ShowSequence.self] }
    }
    var machine: ShowMachine {
        get { self[required: ShowMachine.self] }
        _modify { yield &self[required: ShowMachine.self] }
    }
    var transitionCycle: TransitionCycle {
        get { self[required: TransitionCycle.self] }
        _modify { yield &self[required: TransitionCycle.self] }
    }
    var loading: Loading {
        get { self[required: Loading.self] }
        _modify { yield &self[required: Loading.self] }
    }
    var failures: FailureBook {
        get { self[required: FailureBook.self] }
        _modify { yield &self[required: FailureBook.self] }
    }
    var screen: ScreenState {
        get { self[required: ScreenState.self] }
        _modify { yield &self[required: ScreenState.self] }
    }
    var progress: ShowProgress {
        get { self[required: ShowProgress.self] }
        _modify { yield &self[required: ShowProgress.self] }
    }
    /// The run's options that are not start settings: kept history, motion style.
    var run: ShowRun {
        get { self[required: ShowRun.self] }
        _modify { yield &self[required: ShowRun.self] }
    }
    var showReport: SlideshowReport {
        get { self[required: SlideshowReport.self] }
        _modify { yield &self[required: SlideshowReport.self] }
    }
    var inbox: ShowInbox {
        get { self[required: ShowInbox.self] }
        _modify { yield &self[required: ShowInbox.self] }
    }
    var now: Double { required(FixedTime.self).elapsed }

    /// Leaves a request for the scene.
    func request(_ request: ShowRequest) {
        self[required: ShowOutbox.self].requests.append(request)
    }

    /// Leaves a log line for the scene.
    func log(_ line: FailureBook.LogLine?) {
        if let line { request(.log(line)) }
    }

    func log(_ message: String, level: FailureBook.LogLine.Level = .info) {
        request(.log(FailureBook.LogLine(level: level, message: message)))
    }
}
