import Foundation

/// A private Xvfb display for one test, on a display number Xvfb picks itself (so suites
/// running at the same time never share one).
struct XvfbServer {
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") }

    let display: String
    let width: Int
    let height: Int
    /// `XDG_STATE_HOME` of its clients: windowed shows keep a library index, and a test must
    /// never write to the user's `~/.local/state` (nor read what another run left there).
    let stateHome: String
    private let process: Process

    /// - Parameters:
    ///   - arguments: extra server arguments, e.g. `["-extension", "GLX"]` to take GLX away.
    init(width: Int = 640, height: Int = 480, arguments: [String] = []) throws {
        self.width = width
        self.height = height
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes its display number once it accepts connections; EOF if it failed.
        var text = ""
        while !text.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, Int(number) != nil else { throw XToolFailure(description: "Xvfb did not start (\(text))") }
        display = ":\(number)"
        stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-xvfb-state-\(UUID().uuidString)").path
    }

    /// The environment for a client of this display (no Wayland, so SDL picks X11).
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["WAYLAND_DISPLAY"] = nil
        env["XDG_STATE_HOME"] = stateHome
        env["STATE_DIRECTORY"] = nil
        return env
    }

    /// SIGKILL, not SIGTERM: a child spawned by Foundation's `Process` may start with SIGTERM
    /// blocked (it inherits the spawning thread's mask), and Xvfb does not unblock it.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        UnwindProcess.waitForExit(process, seconds: 5)
        try? FileManager.default.removeItem(atPath: stateHome)
    }
}

/// A failure of an X tool a test relies on.
struct XToolFailure: Error, CustomStringConvertible {
    let description: String
}
