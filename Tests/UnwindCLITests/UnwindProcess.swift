import Foundation
import UnwindTestSupport

/// Runs the built `unwind` binary as a user would, for end-to-end tests of the commands.
enum UnwindProcess {
    typealias Output = BuiltProgram.Output

    /// The `unwind` executable next to the test bundle in the build folder.
    static var executable: URL { BuiltProgram.url("unwind") }

    /// The repository root (for Assets).
    static var repositoryRoot: URL { Repository.rootURL }

    /// Runs `unwind` with arguments, no display, and a time limit so a hang fails the test.
    static func run(_ arguments: [String], timeout: TimeInterval = 120, environment: [String: String] = [:], launcher: [String] = []) throws -> Output {
        try BuiltProgram.run("unwind", arguments, timeout: timeout, environment: environment, launcher: launcher)
    }

    /// Polls until the process has exited or `seconds` pass.
    static func waitForExit(_ process: Process, seconds: TimeInterval) {
        BuiltProgram.waitForExit(process, seconds: seconds)
    }
}
