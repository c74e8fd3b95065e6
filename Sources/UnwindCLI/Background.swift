import Foundation
import UnwindRemote

/// Runs `body` on another thread while the caller goes on (opening the window), and hands
/// its result over when asked.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ body: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            // A signal while the index opens must reach `QuitSignals`, not end the process.
            QuitSignalMask.blockInThisThread()
            result = body()
            done.signal()
        }
    }

    /// Waits for the result (nil only if `body` never returned one).
    func value() -> Value? {
        done.wait()
        done.signal()
        return result
    }
}
