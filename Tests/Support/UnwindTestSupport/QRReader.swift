import Foundation

/// Reads QR codes back with zbar (`zbarimg`, Debian's zbar-tools): a decoder that shares no
/// code with the encoder, so a code it reads is a code a phone reads.
public enum QRReader {
    static let program = "/usr/bin/zbarimg"

    /// True when zbar is installed.
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: program) }

    /// The text of the first code in the image at `path`; empty when none is found.
    public static func decode(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["--raw", "-q", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
