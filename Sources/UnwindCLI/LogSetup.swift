import Foundation
import Logging
import UnwindSync

/// Routes swift-log to standard error, quiet by default.
///
/// `LoggingSystem.bootstrap` may run only once per process, so the level lives in a
/// lock-protected box the handler factory reads; tests can run several commands in-process.
enum LogSetup {
    private static let state = Locked((level: Logger.Level.warning, bootstrapped: false))

    static func configure(verbose: Bool) {
        let first = state.withLock { state in
            state.level = verbose ? .debug : .warning
            defer { state.bootstrapped = true }
            return !state.bootstrapped
        }
        guard first else { return }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = currentLevel()
            return handler
        }
    }

    private static func currentLevel() -> Logger.Level {
        state.withLock { $0.level }
    }
}
