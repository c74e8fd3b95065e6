import Foundation
import UnwindTestSupport

/// The `unwind` binary running in a window on a test's X display, its log in a file (a
/// pipe nobody reads could fill and block it). Killed at the end if still running.
final class WindowedUnwind {
    let process = Process()
    private let logFile: URL

    init(_ arguments: [String], on server: XvfbServer) throws {
        logFile = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-log-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: logFile.path, contents: nil)
        process.executableURL = UnwindProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = UnwindProcess.repositoryRoot
        process.environment = server.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: logFile)
        try process.run()
    }

    var isRunning: Bool { process.isRunning }

    /// Everything logged so far.
    var log: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

    /// Sends SIGTERM and returns how long the process took to exit (nil if it did not
    /// within five seconds; it is then killed).
    func terminate() -> TimeInterval? {
        let sent = Date()
        process.terminate()
        UnwindProcess.waitForExit(process, seconds: 5)
        let took = Date().timeIntervalSince(sent)
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            UnwindProcess.waitForExit(process, seconds: 5)
            return nil
        }
        return took
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            UnwindProcess.waitForExit(process, seconds: 5)
        }
        try? FileManager.default.removeItem(at: logFile)
    }
}
