import Foundation
import UnwindTestSupport

/// The show in a real Wayland kiosk: cage on its headless backend (pixman renderer, no
/// input devices) with Xwayland, started as a plain user (cage refuses root; as root the
/// test runs it as `unwind-test`, which `scripts/setup.sh` creates). The show runs on
/// Xwayland; a script inside cage captures the show's X window (`import`) and the
/// compositor's real output (`grim` over screencopy), then stops everything.
struct CageKiosk {
    /// The plain user cage runs as when the tests run as root.
    static let testUser = "unwind-test"
    static let tools = ["/usr/bin/cage", "/usr/bin/grim", "/usr/bin/Xwayland", "/usr/bin/import", "/usr/bin/convert"]

    /// Why cage cannot run here, or nil when it can.
    static var unavailableReason: String? {
        if let missing = tools.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) {
            return "\(missing) is not installed (apt-get install cage grim xwayland imagemagick)"
        }
        if getuid() == 0, getpwnam(testUser) == nil {
            return "cage refuses to run as root and there is no plain user '\(testUser)' (scripts/setup.sh creates it)"
        }
        return nil
    }

    /// The work folder, readable and writable by the plain user.
    let work: URL

    /// A folder for one run, open to the plain user.
    init() throws {
        work = URL(fileURLWithPath: "/tmp").appendingPathComponent("unwind-cage-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: work.path)
    }

    /// Runs the show with `config` (TOML) in cage until its first photo is up, captures, and
    /// returns cage's exit status (124: the time limit ran out).
    ///
    /// cage's output is turned 180 degrees (grim turns the capture back upright): cage 0.1.4
    /// scans a client's buffer out directly whenever one window covers an untransformed output
    /// exactly, as the fullscreen show does, and on the headless backend that path leaves the
    /// output (and so grim's screencopy) with a frame cage drew before the window covered it:
    /// black, while the window itself holds the photo. A transformed output is never scanned
    /// out, so cage composites every frame and the capture is the real output (docs/kiosk.md).
    func run(config: String, seconds: Int = 90) throws -> Int32 {
        try config.write(to: work.appendingPathComponent("show.toml"), atomically: true, encoding: .utf8)
        let unwind = UnwindProcess.executable.path
        let inner = """
            #!/bin/sh
            W=\(work.path)
            SDL_VIDEODRIVER=x11 \(unwind) slideshow --config $W/show.toml --verbose > $W/show.log 2>&1 &
            SHOW=$!
            i=0
            until grep -q "showing " $W/show.log || [ $i -ge 120 ]; do sleep 0.5; i=$((i+1)); done
            sleep 3
            import -window "Unwind slideshow" $W/window.png
            grim $W/output.png
            kill $SHOW
            wait $SHOW
            """
        let outer = """
            #!/bin/sh
            W=\(work.path)
            export XDG_RUNTIME_DIR=$W/xdg XDG_STATE_HOME=$W/state
            mkdir -p $XDG_RUNTIME_DIR && chmod 700 $XDG_RUNTIME_DIR
            export WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman
            # -r -r: the output turned 180 degrees, so cage composites the show's window instead of
            # scanning its buffer out directly (see `run`).
            timeout \(seconds) cage -r -r -- sh $W/inner.sh > $W/cage.log 2>&1
            """
        try write("inner.sh", inner)
        return try runAsPlainUser(script: write("outer.sh", outer), seconds: seconds)
    }

    /// Writes an executable script into the work folder and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let url = work.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    /// Runs `script` with `/bin/sh` as the plain user (as root: `unwind-test`), with no
    /// display in its environment; its exit status, -1 when it outlived `seconds` + 15.
    func runAsPlainUser(script: String, seconds: Int) throws -> Int32 {
        let process = Process()
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            process.arguments = ["-u", Self.testUser, "--", "/bin/sh", script]
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [script]
        }
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"] { environment[name] = nil }
        process.environment = environment
        try process.run()
        BuiltProgram.waitForExit(process, seconds: Double(seconds + 15))
        if process.isRunning { process.terminate() }
        return process.isRunning ? -1 : process.terminationStatus
    }

    /// A file the run wrote, as text ("" when missing).
    func text(_ name: String) -> String {
        (try? String(contentsOf: work.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// The colour at (x, y) of a PNG the run wrote, through ImageMagick; nil when unreadable.
    func pixel(_ name: String, x: Int, y: Int) -> (Int, Int, Int)? {
        PNGPixel.read(work.appendingPathComponent(name).path, x: x, y: y)
    }

    /// Removes the work folder.
    func remove() {
        try? FileManager.default.removeItem(at: work)
    }
}
