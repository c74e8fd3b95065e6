import Foundation
import UnwindSync

/// A running `unwind` whose standard error is read as it comes, so a test can wait for a
/// line (a log line that proves the run has started) instead of sleeping and hoping.
final class RunningUnwind: @unchecked Sendable {
    let process = Process()
    private let stderrText = Locked("")
    private let stdoutText = Locked("")
    private let errPipe = Pipe()
    private let outPipe = Pipe()

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
        process.standardOutput = FileHandle.nullDevice
        if keepingStdout {
            process.standardOutput = outPipe
            outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.stdoutText.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }
        process.standardError = errPipe
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.stderrText.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
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
        errPipe.fileHandleForReading.readabilityHandler = nil
        // What the process wrote just before it ended (its last log lines) may still be in the pipe.
        if !process.isRunning, let rest = try? errPipe.fileHandleForReading.readToEnd() {
            stderrText.withLock { $0 += String(decoding: rest, as: UTF8.self) }
        }
        if process.standardOutput as? Pipe === outPipe {
            outPipe.fileHandleForReading.readabilityHandler = nil
            if let rest = try? outPipe.fileHandleForReading.readToEnd() {
                stdoutText.withLock { $0 += String(decoding: rest, as: UTF8.self) }
            }
        }
        return seconds
    }
}
