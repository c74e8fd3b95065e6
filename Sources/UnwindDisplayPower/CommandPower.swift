import Foundation

/// `screen-off-command` and `screen-on-command`: anything a user can run (ddcutil, a smart
/// plug's URL through curl, `vcgencmd` on an old Pi), through `/bin/sh -c`. A command that
/// has not finished in `timeout` seconds is killed and counts as failed, so a hung plug never
/// holds the show.
public final class CommandPower: DisplayPowerBackend {
    /// `command`, or the `cec` backend's preset commands.
    public let name: String
    /// The two commands, for the log line.
    public let detail: String
    private let off: String
    private let on: String
    private let timeout: Double

    /// Runs `off` and `on` through the shell.
    public init(off: String, on: String, name: String = "command", detail: String? = nil, timeout: Double = 10) {
        self.off = off
        self.on = on
        self.name = name
        self.detail = detail ?? "off: \(off); on: \(on)"
        self.timeout = timeout
    }

    /// The candidate for `display-power = "command"`: both commands must be configured.
    public static func candidate(off: String?, on: String?) -> DisplayPowerCandidate {
        DisplayPowerCandidate(name: "command") {
            guard let off, let on else { return .failure(DisplayPowerError("screen-off-command and screen-on-command are not both set")) }
            return .success(CommandPower(off: off, on: on))
        }
    }

    /// Runs the command for `on` and waits for it.
    public func setPower(on wanted: Bool) throws(DisplayPowerError) {
        let command = wanted ? on : off
        let result = Self.run(command, timeout: timeout)
        if let problem = result { throw DisplayPowerError("'\(command)': \(problem)") }
    }

    /// Runs `command` with `/bin/sh -c`; nil when it exited 0, else why not (exit status and
    /// the last line it wrote to standard error, or the timeout).
    static func run(_ command: String, timeout: Double) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do {
            try process.run()
        } catch {
            return "could not start /bin/sh: \(error.localizedDescription)"
        }
        // Read standard error while it runs: a chatty command must not fill the pipe and stall.
        let collected = ErrorText()
        let reader = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            collected.data = errors.fileHandleForReading.readDataToEndOfFile()
            reader.signal()
        }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = done.wait(timeout: .now() + 1)
            return "still running after \(Int(timeout)) s; stopped"
        }
        // A child the command left running may hold the pipe open: wait only briefly.
        let text = reader.wait(timeout: .now() + 1) == .success ? String(decoding: collected.data.suffix(4096), as: UTF8.self) : ""
        guard process.terminationStatus != 0 else { return nil }
        let last = text.split(separator: "\n").last.map { ": \($0)" } ?? ""
        return "exit status \(process.terminationStatus)\(last)"
    }
}

/// Standard error of a command, filled by the reading thread before it signals.
private final class ErrorText: @unchecked Sendable {
    var data = Data()
}
