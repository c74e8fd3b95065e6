import Foundation
import Testing
import UnwindDisplayPower
import UnwindTestSupport

/// The sysfs backlight backend on a fake `/sys/class/backlight` tree.
@Suite struct BacklightPowerTests {
    private func tree(_ devices: [String: Int]) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        for (name, max) in devices {
            try tree.file("sys/class/backlight/\(name)/bl_power", Array("0\n".utf8))
            try tree.file("sys/class/backlight/\(name)/brightness", Array("\(max)\n".utf8))
            try tree.file("sys/class/backlight/\(name)/max_brightness", Array("\(max)\n".utf8))
        }
        return tree
    }

    private func read(_ tree: TemporaryTree, _ file: String) throws -> String {
        try String(contentsOfFile: tree.root.appendingPathComponent(file).path, encoding: .utf8)
    }

    @Test func writesBlPowerAndBrightness() throws {
        let tree = try tree(["rpi_backlight": 255])
        let power = try BacklightPower.open(root: tree.path).get()
        #expect(power.detail == "rpi_backlight" && power.maxBrightness == 255)
        try power.setPower(on: false)
        #expect(try read(tree, "sys/class/backlight/rpi_backlight/bl_power") == "4\n", "powered down (FB_BLANK_POWERDOWN)")
        try power.setPower(on: true)
        #expect(try read(tree, "sys/class/backlight/rpi_backlight/bl_power") == "0\n")
        try power.setBrightness(0.4)
        #expect(try read(tree, "sys/class/backlight/rpi_backlight/brightness") == "102\n", "40 % of 255")
        try power.setBrightness(0)
        #expect(try read(tree, "sys/class/backlight/rpi_backlight/brightness") == "1\n", "dimmed, never dark")
    }

    @Test func noDeviceIsAReasonNotACrash() throws {
        let tree = try TemporaryTree()
        guard case .failure(let error) = BacklightPower.open(root: tree.path) else {
            Issue.record("an empty tree has no backlight")
            return
        }
        #expect(error.message.hasPrefix("no device in"), "\(error.message)")
    }

    @Test func aReadOnlyBlPowerIsNamed() throws {
        guard getuid() != 0 else { return }  // root writes anything: nothing to see
        let tree = try tree(["intel_backlight": 1000])
        let file = tree.root.appendingPathComponent("sys/class/backlight/intel_backlight/bl_power").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        guard case .failure(let error) = BacklightPower.open(root: tree.path) else {
            Issue.record("a bl_power the user cannot write is no backend")
            return
        }
        #expect(error.message.contains("is not writable"), "\(error.message)")
    }
}
