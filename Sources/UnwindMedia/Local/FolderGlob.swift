import UnwindPhotos

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder pattern for `--exclude`: photos under a matching folder are left out.
///
/// A pattern without a slash is matched against each folder's name, at any depth
/// (`Screenshots`, `*-private`, `@eaDir`); a pattern with a slash is matched against the
/// whole folder path as scanned, where `*` also crosses slashes (`*/2019/raw`,
/// `/srv/photos/tmp*`). Matching is `fnmatch(3)` on the raw bytes, so names that are not
/// UTF-8 match too.
public struct FolderGlob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as the user wrote it.
    public let pattern: String
    private let matchesWholePath: Bool

    /// Nil for an empty pattern (which would match nothing useful, and is likely a mistake).
    public init?(_ pattern: String) {
        let trimmed = pattern.hasSuffix("/") && pattern.count > 1 ? String(pattern.dropLast()) : pattern
        guard !trimmed.isEmpty else { return nil }
        self.pattern = trimmed
        self.matchesWholePath = trimmed.contains("/")
    }

    /// The pattern, for logs.
    public var description: String { pattern }

    /// True when the folder at `folder` matches (its name, or its whole path).
    public func matches(folder: PhotoPath) -> Bool {
        let subject = matchesWholePath ? folder : folder.lastComponent
        return pattern.withCString { p in subject.withCString { fnmatch(p, $0, 0) == 0 } }
    }

    /// True when any folder above `path` matches, so the photo is excluded.
    public func excludes(_ path: PhotoPath) -> Bool {
        let bytes = path.bytes
        var end = bytes.lastIndex(of: UInt8(ascii: "/"))
        while let slash = end, slash > 0 {
            if matches(folder: PhotoPath(bytes: Array(bytes[..<slash]))) { return true }
            end = bytes[..<slash].lastIndex(of: UInt8(ascii: "/"))
        }
        return false
    }
}
