import Foundation
import Logging

/// Routes swift-log to standard error, quiet by default.
///
/// `LoggingSystem.bootstrap` may run only once per process, so the level lives in a
/// lock-protected box the handler factory reads; tests can run several commands in-process.
enum LogSetup {
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var level: Logger.Level = .warning
        var bootstrapped = false
    }

    private static let state = State()

    static func configure(verbose: Bool) {
        state.lock.lock()
        defer { state.lock.unlock() }
        state.level = verbose ? .debug : .warning
        guard !state.bootstrapped else { return }
        state.bootstrapped = true
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = currentLevel()
            return handler
        }
    }

    private static func currentLevel() -> Logger.Level {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.level
    }
}
