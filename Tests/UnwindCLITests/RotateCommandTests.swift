import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// `--rotate` end to end: a headless show captured on a turned panel is the same show on
/// the upright panel, turned; the config's `rotate` is checked with its line.
@Suite struct RotateCommandTests {
    static func capture(size: String, rotate: String?, in dir: URL) throws -> PixelBuffer {
        let capture = dir.appendingPathComponent("capture-\(size)-\(rotate ?? "0")").path
        let result = try UnwindProcess.run(
            ["slideshow", "Assets/photos/chelsea.png", "--headless", "--size", size, "--run-for", "1", "--fade-in", "0", "--capture", capture]
                + (rotate.map { ["--rotate", $0] } ?? []))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        return try Headless.withSDL { try ImageDecoder.decode(path: capture + "/photo-00001.png").pixelBuffer() }
    }

    @Test(arguments: [("90", PanelRotation.quarter), ("180", .half), ("270", .threeQuarters)])
    func aTurnedPanelShowsTheUprightFrameTurned(degrees: String, rotation: PanelRotation) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-rotate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let upright = try Self.capture(size: "120x160", rotate: nil, in: dir)
        let panel = rotation.logicalSize(Size(width: 120, height: 160))
        let turned = try Self.capture(size: "\(panel.width)x\(panel.height)", rotate: degrees, in: dir)
        #expect(turned.width == panel.width && turned.height == panel.height, "the capture is the panel: \(turned.width)x\(turned.height)")
        let expected = upright.turned(rotation)
        var worst = 0
        for y in 0..<turned.height {
            for x in 0..<turned.width { worst = max(worst, expected[x, y].distance(to: turned[x, y])) }
        }
        #expect(worst == 0, "--rotate \(degrees): the largest difference from the upright frame turned is \(worst)")
    }

    @Test func aRotationThatIsNotAQuarterTurnIsRefused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-rotate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("unwind.toml")
        try Data("interval = 5\nrotate = 45\n".utf8).write(to: config)
        let fromFile = try UnwindProcess.run(["slideshow", "--config", config.path, "Assets/photos", "--headless", "--run-for", "1"])
        #expect(fromFile.status != 0 && fromFile.stderr.contains("\(config.path):2") && fromFile.stderr.contains("rotate"), "stderr: \(fromFile.stderr)")
        let fromFlag = try UnwindProcess.run(["slideshow", "Assets/photos", "--headless", "--run-for", "1", "--rotate", "45"])
        #expect(fromFlag.status != 0 && fromFlag.stderr.contains("--rotate"), "stderr: \(fromFlag.stderr)")
    }
}
