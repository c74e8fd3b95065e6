import Foundation
import Testing
import UnwindConfig

/// Reading config text: size cap, UTF-8 and NUL checks with line and byte offset.
@Suite struct ConfigFileTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-config-\(UUID().uuidString).toml").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func latin1ByteIsNamedWithItsLineAndOffset() throws {
        let path = try temporaryFile(Array("interval = 5\n# caf".utf8) + [0xE9] + Array("\nfit = \"fill\"\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ConfigError(file: path, line: 2, key: nil, message: "byte 18 is not UTF-8 (byte 0xE9); config files are UTF-8 text")) {
            try ConfigFile.read(path)
        }
    }

    @Test func nulByteOfABinaryFileIsNamed() throws {
        let path = try temporaryFile(Array("a = 1\nb = 2\n".utf8) + [0x89, 0x50, 0x4E, 0x47] + [0, 0])
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ConfigFile.read(path)
            Issue.record("a binary file was read as config")
        } catch {
            #expect(error.line == 3 && error.message.hasPrefix("byte 12 is not UTF-8"), "\(error)")
        }
        #expect(throws: ConfigError.self) { try ConfigDocument(text: "a = 1\n\u{0}b = 2", file: "x.toml") }
    }

    @Test func oversizedFileIsRefusedWithoutReadingIt() throws {
        let path = try temporaryFile(Array(repeating: UInt8(ascii: "#"), count: 2048))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ConfigError(file: path, line: nil, key: nil, message: "larger than 1 KiB; a config file is a few kilobytes")) {
            try ConfigFile.read(path, maxBytes: 1024)
        }
        #expect(throws: ConfigError.self, "an endless device is read only up to the cap") { try ConfigFile.read("/dev/zero") }
    }

    @Test func validMultibyteTextPasses() throws {
        let text = "name = \"Zoë 🌀 日本\"\n"
        let path = try temporaryFile(Array(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try ConfigFile.read(path) == text)
    }

    @Test(arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]])
    func malformedSequencesAreRefused(bytes: [UInt8]) throws {
        let path = try temporaryFile(Array("a = 1\n".utf8) + bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ConfigError.self, "\(bytes)") { try ConfigFile.read(path) }
    }
}
