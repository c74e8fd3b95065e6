/// A monotonic clock the frame loop reads, injectable so tests and headless runs never
/// depend on wall time.
public protocol TimeSource: AnyObject {
    /// Time since an arbitrary fixed origin; never goes backwards.
    var now: Duration { get }
}
