import Foundation
import Testing
import UnwindDisplayPower
import UnwindTestSupport

/// The command backend with real commands through `/bin/sh`.
@Suite struct CommandPowerTests {
    @Test func runsTheOffAndOnCommands() throws {
        let tree = try TemporaryTree()
        let log = tree.root.appendingPathComponent("panel.log").path
        let power = CommandPower(off: "echo off >> '\(log)'", on: "echo on >> '\(log)'")
        try power.setPower(on: false)
        try power.setPower(on: true)
        try power.setPower(on: false)
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written == "off\non\noff\n", "the commands ran in order: \(written)")
    }

    @Test func aFailingCommandSaysItsStatusAndLastErrorLine() {
        let power = CommandPower(off: "echo 'ddcutil: no monitor' >&2; exit 3", on: "true")
        #expect(throws: DisplayPowerError("'echo 'ddcutil: no monitor' >&2; exit 3': exit status 3: ddcutil: no monitor")) {
            try power.setPower(on: false)
        }
    }

    @Test func aHungCommandIsStoppedAfterTheTimeout() throws {
        let tree = try TemporaryTree()
        let marker = tree.root.appendingPathComponent("late").path
        let power = CommandPower(off: "sleep 30; touch '\(marker)'", on: "true", timeout: 0.5)
        do {
            try power.setPower(on: false)
            Issue.record("a command that never ends must fail")
        } catch {
            #expect(error.message.contains("still running after 0 s; stopped") || error.message.contains("stopped"), "\(error.message)")
        }
        #expect(!FileManager.default.fileExists(atPath: marker), "the command was killed before it got further")
    }

    @Test func aChattyCommandDoesNotStall() throws {
        let power = CommandPower(off: "head -c 300000 /dev/zero | tr '\\\\0' x >&2; exit 0", on: "true", timeout: 20)
        try power.setPower(on: false)
    }

    @Test func theCandidateNeedsBothCommands() {
        let missing = CommandPower.candidate(off: "true", on: nil).open()
        guard case .failure(let error) = missing else {
            Issue.record("one command is not enough")
            return
        }
        #expect(error.message.contains("screen-on-command"), "\(error.message)")
        guard case .success(let backend) = CommandPower.candidate(off: "true", on: "true").open() else {
            Issue.record("both commands: opens")
            return
        }
        #expect(backend.name == "command")
    }
}
