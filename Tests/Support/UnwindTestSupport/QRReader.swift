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
    /// Decodes a code printed in half blocks (light modules as blocks, as `unwind doctor`
    /// prints it for a dark terminal), drawn at `scale` pixels a module.
    public static func decode(terminalLines lines: [String], scale: Int = 6) throws -> String {
        var rows: [[Bool]] = []  // true: light
        for line in lines {
            let chars = Array(line)
            rows.append(chars.map { $0 == "█" || $0 == "▀" })
            rows.append(chars.map { $0 == "█" || $0 == "▄" })
        }
        let width = (rows.map(\.count).max() ?? 0) + 8, height = rows.count + 8
        var pixels = [UInt8](repeating: 255, count: width * scale * height * scale)
        for y in 0..<height * scale {
            for x in 0..<width * scale {
                let row = y / scale - 4, column = x / scale - 4
                if row >= 0, row < rows.count, column >= 0, column < rows[row].count, !rows[row][column] { pixels[y * width * scale + x] = 0 }
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-qr-\(UUID().uuidString).pgm")
        defer { try? FileManager.default.removeItem(at: file) }
        try (Data("P5\n\(width * scale) \(height * scale)\n255\n".utf8) + Data(pixels)).write(to: file)
        return try decode(file.path)
    }
}
