import Foundation

/// Runs a program built by this package (`unwind`, an example) as a user would, with no
/// display and a time limit, so a hang fails the test instead of the suite.
public enum BuiltProgram {
    /// What a run printed and how it ended.
    public struct Output: Sendable {
        /// The exit status (or the signal number when the child was killed by one).
        public let status: Int32
        /// Everything written to standard output, decoded as UTF-8.
        public let stdout: String
        /// Everything written to standard error, where the program's one-line errors go.
        public let stderr: String
    }

    /// A run that outlived its time limit (the child was killed).
    public struct TimedOut: Error, CustomStringConvertible {
        /// The arguments of the run that hung, so the failure shows which command it was.
        public let arguments: [String]
        /// The limit the run exceeded.
        public let seconds: TimeInterval
        /// `timed out after N s: <arguments>`, as a test failure shows it.
        public var description: String { "timed out after \(seconds) s: \(arguments.joined(separator: " "))" }
    }

    /// The built executable `name` next to the test bundle in the build folder.
    public static func url(_ name: String) -> URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/\(name)")
    }

    /// Runs `name` with `arguments` from the repository root, DISPLAY and WAYLAND_DISPLAY unset;
    /// through `launcher` (a program and its arguments, the built program's path after them) when given.
    public static func run(
        _ name: String, _ arguments: [String], timeout: TimeInterval = 120, environment: [String: String] = [:], launcher: [String] = []
    ) throws -> Output {
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [url(name).path] + arguments
        } else {
            process.executableURL = url(name)
            process.arguments = arguments
        }
        process.currentDirectoryURL = Repository.rootURL
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
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Polls until the process has exited or `seconds` pass; never blocks without a limit
    /// (`waitUntilExit` would wait forever on a child that ignores its signal).
    public static func waitForExit(_ process: Process, seconds: TimeInterval) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }
}
