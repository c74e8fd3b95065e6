import UnwindLibrary
import UnwindRuntime

extension LibraryWorker {
    /// Seconds a show stopped by a signal waits for its index writes before it leaves: the
    /// 0.7 s watchdog must not end it before its report is written.
    static let leavingPatience = 0.3

    /// Lets the worker finish what it was writing; after SIGTERM, SIGINT or SIGHUP at most
    /// `leavingPatience` (a windowed show stopped during its first index build of 30,000
    /// photos waited over a second for the first save of its cycle and was ended by the
    /// watchdog, exit 143 and no report).
    func finishBeforeLeaving() {
        if StopRequest.process.isRaised {
            finish(within: Self.leavingPatience)
        } else {
            finish()
        }
    }
}
