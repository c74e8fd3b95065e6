import Foundation

/// A request to end the run, raised by SIGINT, SIGTERM or SIGHUP (see `QuitSignals`) or by a
/// test. The runner checks it before every frame, so a signal ends a headless run within one
/// frame, with its report and frames written, and a windowed run within one frame too.
public final class StopRequest: @unchecked Sendable {
    /// The process-wide request that `QuitSignals` raises.
    public static let process = StopRequest()

    private let lock = NSLock()
    private var raised: Int32?

    /// A request of its own, for a test or an embedded runner.
    public init() {}

    /// The signal number that asked to stop (SIGTERM, SIGINT, SIGHUP), or nil.
    public var signal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }

    /// True once a stop was asked for.
    public var isRaised: Bool { signal != nil }

    /// Asks the run to stop; the first signal is kept.
    public func raise(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if raised == nil { raised = signal }
    }

    /// The signal's usual name ("SIGTERM"), for messages.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }
}
