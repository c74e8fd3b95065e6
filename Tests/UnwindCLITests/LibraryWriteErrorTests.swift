import Foundation
import Testing
import UnwindTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Issue 24 §1: with a full disk `unwind library` exited 0 and reported "0 problems", and the
/// photos it could not store were lost for good. A real write error without a small file
/// system to mount: the build runs under `ulimit -f` (SIGXFSZ ignored, so a write past the
/// limit fails with EFBIG as a full disk fails with ENOSPC). It must say the index is
/// incomplete and exit 1; the next run, free to write, stores every photo.
@Suite struct LibraryWriteErrorTests {
    static let folders = 40
    static let perFolder = 50

    /// Runs `unwind library photos --state-dir state` with files limited to `kib` KiB.
    static func limited(kib: Int, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f \(kib); exec \"$0\" \"$@\"", UnwindProcess.executable.path] + arguments
        process.currentDirectoryURL = UnwindProcess.repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func aWriteErrorDuringTheBuildIsReportedWithExitOneAndTheNextRunStoresTheRest() throws {
        let photos = try TemporaryTree()
        let original = photos.path + "/.original.jpg"
        try Data(ExifJPEG.bytes(taken: "2020:01:01 12:00:00")).write(to: URL(fileURLWithPath: original))
        for folder in 0..<Self.folders {
            let path = photos.path + "/f\(folder)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for index in 0..<Self.perFolder where link(original, "\(path)/p\(index).jpg") != 0 {
                throw CocoaError(.fileWriteUnknown)
            }
        }
        let state = try TemporaryTree()
        let arguments = ["library", photos.path, "--state-dir", state.path]
        let first = try Self.limited(kib: 128, arguments)
        // Before: exit 0 and "0 problems" with part of the photos stored.
        #expect(first.status == 1, "exit \(first.status): \(first.stdout) \(first.stderr)")
        #expect(first.stderr.contains("is incomplete"), "stderr: \(first.stderr)")
        let second = try UnwindProcess.run(arguments)
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(LibrarySignalTests.count("photos", in: second.stdout) == Self.folders * Self.perFolder, "every photo stored: \(second.stdout)")
    }
}
