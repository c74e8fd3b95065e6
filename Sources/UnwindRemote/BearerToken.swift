import Foundation

/// The secret a client must present (`Authorization: Bearer …`, or the page's cookie), read
/// from `--token-file` and compared in constant time so response timing tells nothing about it.
public struct BearerToken: Sendable {
    private let bytes: [UInt8]

    /// Shortest token accepted: 16 characters from a password generator resist guessing even
    /// without the rate limit.
    public static let minimumLength = 16

    /// - Throws: a one-line reason when the token is too short or not plain printable text.
    public init(_ text: String) throws(RemoteError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= Self.minimumLength else {
            throw RemoteError(status: 0, "the token must be at least \(Self.minimumLength) characters, got \(trimmed.count)")
        }
        guard trimmed.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0.value < 127 }) else {
            throw RemoteError(status: 0, "the token must be printable ASCII without spaces")
        }
        bytes = Array(trimmed.utf8)
    }

    /// Reads the token from `file` (its first line); errors name the file.
    public static func load(file: String) throws(RemoteError) -> BearerToken {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            let reason = FileManager.default.fileExists(atPath: file) ? "cannot be read" : "no such file"
            throw RemoteError(status: 0, "\(file): \(reason)")
        }
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        do {
            return try BearerToken(firstLine)
        } catch {
            throw RemoteError(status: 0, "\(file): \(error.message)")
        }
    }

    /// The token itself, for the pairing code the frame shows on its own screen (a phone that
    /// scans it opens the page already signed in). Never logged or reported.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// True when `candidate` is the token. Runs in time that depends only on the token's
    /// length, never on how many leading characters match.
    public func matches(_ candidate: some StringProtocol) -> Bool {
        let given = Array(candidate.utf8)
        var difference: UInt8 = given.count == bytes.count ? 0 : 1
        for index in bytes.indices {
            let other = index < given.count ? given[index] : 0
            difference |= bytes[index] ^ other
        }
        return difference == 0
    }
}
