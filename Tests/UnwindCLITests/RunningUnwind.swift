import Foundation
import UnwindSync
import UnwindTestSupport

/// A running `unwind` whose standard error is read as it comes, so a test can wait for a
/// line (a log line that proves the run has started) instead of sleeping and hoping.
final class RunningUnwind: @unchecked Sendable {
    let process = Process()
    private let stderrText = Locked("")
    private let stdoutText = Locked("")
    private let errPipe = Pipe()
    private let outPipe = Pipe()
    /// Signalled when standard error (and output, when kept) has been read to its end.
    private let stderrDone = DispatchSemaphore(value: 0)
    private let stdoutDone = DispatchSemaphore(value: 0)

    /// Starts `unwind` with `arguments` in the repository root, no display (or `environment`,
    /// a test display's), stdout discarded (kept for `stdout` with `keepingStdout`).
    init(_ arguments: [String], keepingStdout: Bool = false, environment: [String: String]? = nil) throws {
        process.executableURL = UnwindProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = UnwindProcess.repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        process.environment = environment ?? env
        process.standardOutput = keepingStdout ? outPipe : FileHandle.nullDevice
        process.standardError = errPipe
        try process.run()
        Self.read(errPipe.fileHandleForReading, into: stderrText, done: stderrDone)
        if keepingStdout { Self.read(outPipe.fileHandleForReading, into: stdoutText, done: stdoutDone) }
    }

    /// Reads `handle` to its end (the process and anything it started closed it) on a thread
    /// of its own, adding what comes to `text`, and signals `done` at the end.
    ///
    /// Why a thread and not `readabilityHandler`, a dispatch source on the pipe: with several
    /// runs going at once the test process crashed twice in libdispatch, once in
    /// `availableData` (a read a signal interrupted, which it meets with `try!`) and once in
    /// the dispatch manager's event loop. A blocking read on a thread uses neither.
    private static func read(_ handle: FileHandle, into text: Locked<String>, done: DispatchSemaphore) {
        let thread = Thread {
            while true {
                let data = handle.readAvailable()
                if data.isEmpty { break }
                text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
            done.signal()
        }
        thread.start()
    }

    /// Everything written to standard error so far.
    var stderr: String { stderrText.value }

    /// Everything written to standard output so far (with `keepingStdout`).
    var stdout: String { stdoutText.value }

    /// Waits until standard error contains `text` (true) or `seconds` pass or the process
    /// exits without writing it (false).
    func waitForStderr(containing text: String, seconds: TimeInterval = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if stderr.contains(text) { return true }
            if !process.isRunning { return stderr.contains(text) }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }

    /// Sends `signal` and returns the seconds until the process exited (killing it after
    /// `limit` seconds if it had not).
    func signalAndTimeExit(_ signal: Int32, limit: TimeInterval = 10) -> TimeInterval {
        let sent = Date()
        kill(process.processIdentifier, signal)
        UnwindProcess.waitForExit(process, seconds: limit)
        let seconds = Date().timeIntervalSince(sent)
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            UnwindProcess.waitForExit(process, seconds: 5)
        }
        // What the process wrote just before it ended (its last log lines) may still be in the
        // pipe: its reader ends at the pipe's end, a moment later.
        if !process.isRunning {
            _ = stderrDone.wait(timeout: .now() + 5)
            if process.standardOutput as? Pipe === outPipe { _ = stdoutDone.wait(timeout: .now() + 5) }
        }
        return seconds
    }
}
