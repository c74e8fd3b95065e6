import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A panel with a backlight device (the official Raspberry Pi touch displays, laptop panels):
/// `/sys/class/backlight/NAME/bl_power` turns the light off (4, FB_BLANK_POWERDOWN) and on
/// (0), and `brightness` (0...`max_brightness`) dims it. `root` is `/` on a device; tests hand
/// in a folder holding a fake `sys/class/backlight` tree.
public final class BacklightPower: DimmableBackend {
    /// `backlight`.
    public let name = "backlight"
    /// The device's folder name, for the log line.
    public let detail: String
    private let folder: URL
    /// `max_brightness`.
    public let maxBrightness: Int

    /// The first backlight device under `root` whose `bl_power` can be written, or why none.
    public static func open(root: String = "/") -> Result<BacklightPower, DisplayPowerError> {
        let base = URL(fileURLWithPath: root).appendingPathComponent("sys/class/backlight")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base.path), !names.isEmpty else {
            return .failure(DisplayPowerError("no device in \(base.path)"))
        }
        var problems: [String] = []
        for name in names.sorted() {
            let folder = base.appendingPathComponent(name)
            let power = folder.appendingPathComponent("bl_power").path
            guard FileManager.default.fileExists(atPath: power) else {
                problems.append("\(name) has no bl_power")
                continue
            }
            guard FileManager.default.isWritableFile(atPath: power) else {
                problems.append("\(power) is not writable (add the user to the video group or a udev rule, see docs/kiosk.md)")
                continue
            }
            let max =
                (try? String(contentsOf: folder.appendingPathComponent("max_brightness"), encoding: .utf8))
                .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            return .success(BacklightPower(folder: folder, detail: name, maxBrightness: max))
        }
        return .failure(DisplayPowerError(problems.joined(separator: ", ")))
    }

    /// The candidate for `display-power = "backlight"`.
    public static func candidate(root: String = "/") -> DisplayPowerCandidate {
        DisplayPowerCandidate(name: "backlight") { open(root: root).map { $0 } }
    }

    private init(folder: URL, detail: String, maxBrightness: Int) {
        self.folder = folder
        self.detail = detail
        self.maxBrightness = maxBrightness
    }

    /// Writes 0 (on) or 4 (powered down) to `bl_power`.
    public func setPower(on: Bool) throws(DisplayPowerError) {
        try write(on ? "0" : "4", to: "bl_power")
    }

    /// Sets `brightness` to `fraction` (0...1) of `max_brightness`, at least 1 so a dimmed
    /// panel never looks switched off.
    public func setBrightness(_ fraction: Double) throws(DisplayPowerError) {
        guard maxBrightness > 0 else { throw DisplayPowerError("\(detail) reports no max_brightness") }
        let level = max(1, min(maxBrightness, Int((Double(maxBrightness) * fraction).rounded())))
        try write(String(level), to: "brightness")
    }

    private func write(_ value: String, to file: String) throws(DisplayPowerError) {
        let path = folder.appendingPathComponent(file).path
        let fd = Glibc.open(path, O_WRONLY | O_TRUNC)
        guard fd >= 0 else { throw DisplayPowerError("cannot open \(path) for writing: \(String(cString: strerror(errno)))") }
        defer { Glibc.close(fd) }
        let bytes = Array((value + "\n").utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw DisplayPowerError("writing \(path): \(String(cString: strerror(errno)))") }
    }
}
