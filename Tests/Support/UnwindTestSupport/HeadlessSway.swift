import Foundation

/// sway on wlroots' headless backend (pixman renderer, no input devices, one 1280×720
/// output filled with `background`), started in the background as a plain user (as root:
/// `unwind-test`, which `scripts/setup.sh` creates) in a work folder of its own, for tests
/// that talk to a real wlroots compositor: its socket is a path any client of the test can
/// reach, grim captures its output, and `stop` ends it.
public final class HeadlessSway {
    /// The plain user compositors run as when the tests run as root.
    public static let testUser = "unwind-test"
    /// The programs it needs.
    public static let tools = ["/usr/bin/sway", "/usr/bin/swaymsg", "/usr/bin/grim", "/usr/bin/convert"]
    /// The output's colour where nothing covers it.
    public static let background = (r: 0x20, g: 0x40, b: 0xC0)

    /// Why sway cannot run here, or nil when it can.
    public static var unavailableReason: String? {
        if let missing = tools.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) {
            return "\(missing) is not installed (apt-get install sway grim imagemagick; scripts/setup.sh does)"
        }
        if getuid() == 0, getpwnam(testUser) == nil {
            return "compositors run as a plain user and there is no user '\(testUser)' (scripts/setup.sh creates it)"
        }
        return nil
    }

    /// The work folder, readable and writable by the plain user.
    public let work: URL
    private let process: Process
    /// The compositor's socket, as an absolute path (a `WAYLAND_DISPLAY` any user may give).
    public private(set) var socket = ""

    /// Starts sway; `script` (shell, `$W` the work folder) runs inside it, with
    /// `WAYLAND_DISPLAY`, `DISPLAY` (Xwayland) and `SWAYSOCK` set, once it is up. Waits up to
    /// `seconds` for its socket.
    public init(script: String? = nil, seconds: Double = 60) throws {
        work = URL(fileURLWithPath: "/tmp").appendingPathComponent("unwind-sway-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: work.path)
        let bg = Self.background
        var config = """
            output HEADLESS-1 resolution 1280x720 bg #\(String(format: "%02X%02X%02X", bg.r, bg.g, bg.b)) solid_color
            default_border none
            exec sh -c 'while [ ! -e \(work.path)/stop ]; do sleep 0.2; done; swaymsg exit'

            """
        if let script {
            try Self.write(script, to: work.appendingPathComponent("inner.sh"), mode: 0o755)
            config += "exec sh \(work.path)/inner.sh\n"
        }
        try Self.write(config, to: work.appendingPathComponent("sway.config"), mode: 0o644)
        let outer = """
            #!/bin/sh
            export W=\(work.path)
            export XDG_RUNTIME_DIR=$W/xdg XDG_STATE_HOME=$W/state
            mkdir -p $XDG_RUNTIME_DIR && chmod 700 $XDG_RUNTIME_DIR
            export WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman
            exec timeout 600 sway -c $W/sway.config > $W/sway.log 2>&1
            """
        let script = work.appendingPathComponent("outer.sh")
        try Self.write(outer, to: script, mode: 0o755)
        process = Process()
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            process.arguments = ["-u", Self.testUser, "--", "/bin/sh", script.path]
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [script.path]
        }
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER", "SWAYSOCK"] { environment[name] = nil }
        process.environment = environment
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        let runtime = work.appendingPathComponent("xdg")
        while Date() < deadline, process.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []
            if let name = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }) {
                socket = runtime.appendingPathComponent(name).path
                return
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        stop()
        throw XToolFailure(description: "sway did not open its socket within \(Int(seconds)) s: \(text("sway.log").suffix(1500))")
    }

    /// Asks sway to exit, waits for it (20 s at most), then removes nothing: `remove` does.
    public func stop() {
        FileManager.default.createFile(atPath: work.appendingPathComponent("stop").path, contents: Data())
        BuiltProgram.waitForExit(process, seconds: 20)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Removes the work folder.
    public func remove() {
        try? FileManager.default.removeItem(at: work)
    }

    /// Waits until the work folder holds `name` (a script's marker), at most `seconds` of
    /// wall-clock time; true when it appeared.
    public func waitForFile(_ name: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        let path = work.appendingPathComponent(name).path
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: path) { return true }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return FileManager.default.fileExists(atPath: path)
    }

    /// A file of the work folder as text ("" when missing).
    public func text(_ name: String) -> String {
        (try? String(contentsOf: work.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Captures the output with grim into `name` in the work folder; grim's exit status.
    @discardableResult
    public func capture(_ name: String) throws -> Int32 {
        let grim = Process()
        grim.executableURL = URL(fileURLWithPath: "/usr/bin/grim")
        grim.arguments = [work.appendingPathComponent(name).path]
        grim.environment = ["WAYLAND_DISPLAY": socket, "PATH": "/usr/bin:/bin"]
        grim.standardError = FileHandle.nullDevice
        try grim.run()
        BuiltProgram.waitForExit(grim, seconds: 60)
        if grim.isRunning { grim.terminate() }
        return grim.isRunning ? -1 : grim.terminationStatus
    }

    /// The colour at (x, y) of a PNG in the work folder.
    public func pixel(_ name: String, x: Int, y: Int) -> (Int, Int, Int)? {
        PNGPixel.read(work.appendingPathComponent(name).path, x: x, y: y)
    }

    private static func write(_ text: String, to url: URL, mode: Int) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }
}

/// One pixel of a PNG, read through ImageMagick's `convert` (tests of compositors' captures).
public enum PNGPixel {
    /// The colour at (x, y) of the PNG at `path`, 0...255 a channel; nil when unreadable.
    public static func read(_ path: String, x: Int, y: Int) -> (Int, Int, Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        let at = "p{\(x),\(y)}"
        let format = "%[fx:int(255*\(at).r)] %[fx:int(255*\(at).g)] %[fx:int(255*\(at).b)]"
        process.arguments = [path, "-format", format, "info:"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let parts = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }
}
