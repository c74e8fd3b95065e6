import Foundation
import UnwindTestSupport

/// Runs the built `unwind` binary as a user would, for end-to-end tests of the commands.
struct UnwindProcess {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `unwind` executable next to the test bundle in the build folder.
    static var executable: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("unwind")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/unwind")
    }

    /// The repository root (for Assets).
    static var repositoryRoot: URL { Repository.rootURL }

    /// Runs `unwind` with arguments, no display, and a time limit so a hang fails the test.
    static func run(_ arguments: [String], timeout: TimeInterval = 120, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so a chatty child never blocks on a full pipe.
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            outData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        waitForExit(process, seconds: timeout)
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            waitForExit(process, seconds: 10)
            throw TimedOut(arguments: arguments, seconds: timeout)
        }
        group.wait()
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Polls until the process has exited or `seconds` pass; never blocks without a limit
    /// (`waitUntilExit` would wait forever on a child that ignores its signal).
    static func waitForExit(_ process: Process, seconds: TimeInterval) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        let seconds: TimeInterval
        var description: String { "unwind \(arguments.joined(separator: " ")) did not finish in \(seconds) s" }
    }
}
