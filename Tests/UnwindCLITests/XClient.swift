import Foundation
import UnwindDraw
import UnwindTestSupport

/// The X tools an end-to-end kiosk test drives a display with: a window manager (openbox),
/// window-manager requests (wmctrl, xdotool) and root-window screenshots (ImageMagick's
/// `import`). scripts/setup.sh installs them.
struct XClient {
    static let tools = ["/usr/bin/openbox", "/usr/bin/wmctrl", "/usr/bin/xdotool", "/usr/bin/import"]
    static var isAvailable: Bool { XvfbServer.isAvailable && tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } }

    let server: XvfbServer

    /// Runs a tool against the display and returns its standard output; throws on failure.
    @discardableResult
    func run(_ tool: String, _ arguments: [String], timeout: TimeInterval = 10) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = server.environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        UnwindProcess.waitForExit(process, seconds: timeout)
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            throw XToolFailure(description: "\(tool) \(arguments.joined(separator: " ")) did not finish")
        }
        guard process.terminationStatus == 0 else {
            throw XToolFailure(description: "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Starts openbox and waits until it manages the screen; stop it with `kill`.
    func startWindowManager() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
        process.arguments = ["--sm-disable"]
        process.environment = server.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try waitFor("openbox to manage the screen") { (try? run("/usr/bin/wmctrl", ["-m"]))?.contains("Openbox") == true }
        return process
    }

    /// The root window as RGBA pixels.
    func screenshot() throws -> PixelBuffer {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-root-\(UUID().uuidString).rgb")
        defer { try? FileManager.default.removeItem(at: file) }
        try run("/usr/bin/import", ["-window", "root", "-depth", "8", "rgb:\(file.path)"], timeout: 30)
        let rgb = [UInt8](try Data(contentsOf: file))
        guard rgb.count == server.width * server.height * 3 else {
            throw XToolFailure(description: "screenshot has \(rgb.count) bytes, expected \(server.width)x\(server.height)x3")
        }
        var rgba = [UInt8](repeating: 255, count: server.width * server.height * 4)
        for i in 0..<(server.width * server.height) {
            rgba[i * 4] = rgb[i * 3]
            rgba[i * 4 + 1] = rgb[i * 3 + 1]
            rgba[i * 4 + 2] = rgb[i * 3 + 2]
        }
        return PixelBuffer(width: server.width, height: server.height, bytes: rgba)
    }

    /// The window named `title`: its id, or nil while there is none.
    func window(named title: String) -> String? {
        guard let ids = try? run("/usr/bin/xdotool", ["search", "--name", "^\(title)$"]) else { return nil }
        return ids.split(separator: "\n").first.map(String.init)
    }
}

/// Polls `condition` every 0.1 s until it holds; throws after `seconds`.
func waitFor(_ what: String, seconds: TimeInterval = 15, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return }
        Thread.sleep(forTimeInterval: 0.1)
    }
    throw XToolFailure(description: "gave up after \(seconds) s waiting for \(what)")
}
