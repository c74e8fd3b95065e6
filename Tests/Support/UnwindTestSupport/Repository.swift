import Foundation

/// Where the repository is, found from this source file, so tests read the bundled
/// `Assets/`, `po/` and fixtures wherever the checkout lives.
public enum Repository {
    /// The repository root as a path.
    public static var root: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Tests/Support/UnwindTestSupport/Repository.swift
        return parts.joined(separator: "/")
    }

    /// The repository root as a file URL.
    public static var rootURL: URL { URL(fileURLWithPath: root, isDirectory: true) }

    /// A path inside the repository, such as `Assets/photos/chelsea.png`.
    public static func path(_ relative: String) -> String {
        root + "/" + relative
    }
}
