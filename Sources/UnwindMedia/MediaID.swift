import UnwindPhotos

/// Names one photo within the sources a show reads, whatever the source: the library,
/// the playlist and the decode job can carry it without knowing whether the photo is a file
/// here, a file on a WebDAV server or an asset in Immich.
///
/// The key is the source's own, as raw bytes: the path's bytes for the local folder source
/// (so a name that is not UTF-8 survives), a path under the server's root for WebDAV, an
/// asset id for Immich. Two ids are equal exactly when source and key are.
public struct MediaID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The `name` of the source the item comes from (`MediaID.local` for folders here).
    public var source: String
    /// The source's own key for the item.
    public var key: [UInt8]

    /// The name of the local folder source, whose keys are file paths.
    public static let local = "local"

    /// An id as a source makes it.
    public init(source: String, key: [UInt8]) {
        self.source = source
        self.key = key
    }

    /// The id of a file under the show's folders.
    public init(local path: PhotoPath) {
        self.init(source: Self.local, key: path.bytes)
    }

    /// The file this id names when it comes from the local folder source; nil for any other
    /// source, whose items are opened through their source (`PhotoSource.open`).
    public var localPath: PhotoPath? {
        source == Self.local ? PhotoPath(bytes: key) : nil
    }

    /// Source first, then key byte by byte: a stable order for logs and tests.
    public static func < (a: MediaID, b: MediaID) -> Bool {
        a.source != b.source ? a.source < b.source : a.key.lexicographicallyPrecedes(b.key)
    }

    /// The path for local items (as logs have always named them), else `source:key`.
    public var description: String {
        if let path = localPath { return path.description }
        return "\(source):\(String(decoding: key, as: UTF8.self))"
    }
}
