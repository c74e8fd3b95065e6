import Foundation

/// A folder under the temporary directory, removed when the test ends.
public final class TemporaryTree {
    /// The folder itself.
    public let root: URL

    /// Creates an empty folder with a unique name.
    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-show-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// The folder's path.
    public var path: String { root.path }

    /// Writes a file (creating folders) and returns its path.
    @discardableResult
    public func file(_ relative: String, _ bytes: [UInt8] = [0xFF, 0xD8, 0xFF]) throws -> String {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Makes a symbolic link at `relative` pointing to `destination`.
    public func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(relative).path, withDestinationPath: destination)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}
