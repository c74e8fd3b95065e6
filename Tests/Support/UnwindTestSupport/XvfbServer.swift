import Foundation

/// A private Xvfb display for one test, on a display number Xvfb picks itself (so suites
/// running at the same time never share one). Windowed end-to-end tests and the screen-sleep
/// benchmark run the real program on it.
public struct XvfbServer {
    /// True when Xvfb is installed.
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") }

    /// `:N`, for `DISPLAY`.
    public let display: String
    /// The screen's width in pixels.
    public let width: Int
    /// The screen's height in pixels.
    public let height: Int
    /// `XDG_STATE_HOME` of its clients: windowed shows keep a library index, and a test must
    /// never write to the user's `~/.local/state` (nor read what another run left there).
    public let stateHome: String
    private let process: Process

    /// - Parameters:
    ///   - arguments: extra server arguments, e.g. `["-extension", "GLX"]` to take GLX away.
    public init(width: Int = 640, height: Int = 480, arguments: [String] = []) throws {
        self.width = width
        self.height = height
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // -noreset: an X server resets when its last client leaves and refuses connections
        // meanwhile; on a busy machine a test's second connection then found ":3" closed.
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes its display number once it accepts connections; EOF if it failed.
        var text = ""
        while !text.contains("\n") {
            let data = out.fileHandleForReading.readAvailable()
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, Int(number) != nil else { throw XToolFailure(description: "Xvfb did not start (\(text))") }
        display = ":\(number)"
        stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-xvfb-state-\(UUID().uuidString)").path
    }

    /// The environment for a client of this display (no Wayland, so SDL picks X11).
    public var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["WAYLAND_DISPLAY"] = nil
        env["XDG_STATE_HOME"] = stateHome
        env["STATE_DIRECTORY"] = nil
        return env
    }

    /// SIGKILL, not SIGTERM: a child spawned by Foundation's `Process` may start with SIGTERM
    /// blocked (it inherits the spawning thread's mask), and Xvfb does not unblock it.
    public func stop() {
        kill(process.processIdentifier, SIGKILL)
        BuiltProgram.waitForExit(process, seconds: 5)
        try? FileManager.default.removeItem(atPath: stateHome)
    }
}

/// A failure of an X tool a test relies on.
public struct XToolFailure: Error, CustomStringConvertible {
    /// What failed, in one line.
    public let description: String

    /// A failure saying `description`.
    public init(description: String) {
        self.description = description
    }
}
