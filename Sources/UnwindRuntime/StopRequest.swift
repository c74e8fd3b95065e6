import Foundation
import UnwindSync

/// A request to end the run, raised by SIGINT, SIGTERM or SIGHUP (see `QuitSignals`) or by a
/// test. The runner checks it before every frame, so a signal ends a headless run within one
/// frame, with its report and frames written, and a windowed run within one frame too.
public final class StopRequest: Sendable {
    /// The process-wide request that `QuitSignals` raises.
    public static let process = StopRequest()

    private let raised = Locked<Int32?>(nil)

    /// A request of its own, for a test or an embedded runner.
    public init() {}

    /// The signal number that asked to stop (SIGTERM, SIGINT, SIGHUP), or nil.
    public var signal: Int32? { raised.value }

    /// True once a stop was asked for.
    public var isRaised: Bool { signal != nil }

    /// Asks the run to stop; the first signal is kept.
    public func raise(_ signal: Int32) {
        raised.withLock { raised in
            if raised == nil { raised = signal }
        }
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
