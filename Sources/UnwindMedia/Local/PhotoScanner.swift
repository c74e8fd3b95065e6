import UnwindPhotos

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the photos under the files and folders a show is given.
///
/// Folders are walked recursively with `readdir`, following symbolic links but remembering
/// each visited folder by (device, inode), so a link back up the tree is passed over
/// instead of looping. Hidden files and folders (including macOS `._*` resource files) are
/// ignored; broken links are reported as skipped. Names are kept as raw bytes, so a photo
/// whose name is not UTF-8 (Latin-1 from an old camera) is found like any other. Nothing is
/// opened for writing.
public struct PhotoScanner: Sendable {
    /// What a scan found.
    public struct Result: Equatable, Sendable {
        /// Photo files, in natural name order.
        public var photos: [PhotoPath]
        /// Entries that look like photos but cannot be shown, with the reason.
        public var skipped: [SkippedFile]
        /// Roots that do not exist or cannot be read.
        public var missing: [SkippedFile]
        /// Stamps of the photos the scan was asked to stamp (see `scan(stamping:)`).
        public var stamps: [PhotoPath: FileIdentity] = [:]
        /// True when `scan(until:)`'s stop cut the walk or its name sort short: the photos are
        /// those of the folders listed before it, not sorted (a show stopped by SIGTERM during
        /// its first scan).
        public var stopped = false

        /// A scan's result (tests and the show's drivers make their own).
        public init(photos: [PhotoPath], skipped: [SkippedFile], missing: [SkippedFile], stamps: [PhotoPath: FileIdentity] = [:]) {
            self.photos = photos
            self.skipped = skipped
            self.missing = missing
            self.stamps = stamps
        }
    }

    /// File extensions a walk takes as photos (lower case): the format registry's, refused
    /// formats included so the show can say why it passes them over.
    public static var imageExtensions: Set<String> { ImageFormat.extensions }

    /// File extensions of video clips the show plays (lower case): MP4, QuickTime (iPhone
    /// clips and Live Photo motion), M4V, WebM and Matroska.
    public static let clipExtensions: Set<String> = ["mp4", "mov", "m4v", "webm", "mkv"]

    /// The files and folders to scan.
    public var roots: [PhotoPath]
    /// Folders left out of the walk (`--exclude`); roots themselves are always walked.
    public var excluded: [FolderGlob] = []

    /// A scanner of `roots` (files and folders).
    public init(roots: [PhotoPath]) {
        self.roots = roots
    }

    /// A scanner of roots given as text (command line, config file).
    public init(roots: [String]) {
        self.init(roots: roots.map { PhotoPath($0) })
    }

    /// Walks every root. Explicitly named files count as photos whatever their extension.
    /// - Parameters:
    ///   - stamping: photos whose size and change times to report (files that failed
    ///     before, so the show can tell whether they changed); stat'ing only those keeps a scan
    ///     of 10,000 files as cheap as before.
    ///   - stop: asked before each folder and every few thousand steps of the name sort; once
    ///     it says true the walk (or the sort) ends there and the result is marked `stopped`,
    ///     so a signal ends a scan of a huge or slow tree within one folder's listing instead
    ///     of at its end.
    public func scan(stamping: Set<PhotoPath> = [], until stop: (@Sendable () -> Bool)? = nil) -> Result {
        var walk = Walk(excluded: excluded, stop: stop)
        for root in roots {
            if walk.isStopping { break }
            var info = stat()
            guard root.withCString({ stat($0, &info) }) == 0 else {
                let reason = root.withCString({ lstat($0, &info) }) == 0 ? "broken symbolic link" : "no such file or folder"
                walk.missing.append(SkippedFile(path: root, reason: reason))
                continue
            }
            if isDirectory(info) {
                walk.directory(root, stamp: FolderStamp(info))
            } else if isRegular(info) {
                walk.photos.append(root)
            } else {
                walk.missing.append(SkippedFile(path: root, reason: "not a file or folder"))
            }
        }
        // A stopped walk's caller is ending: the name sort (seconds for tens of thousands of
        // paths on a slow board) is left out, and a stop during the sort ends it there.
        let unique = Array(Set(walk.photos))
        var photos = unique
        if !walk.stopped {
            if let sorted = NaturalOrder.sorted(unique, until: stop) {
                photos = sorted
            } else {
                walk.stopped = true
            }
        }
        var stamps: [PhotoPath: FileIdentity] = [:]
        if !stamping.isEmpty {
            for photo in photos where stamping.contains(photo) { stamps[photo] = FileIdentity.of(photo) }
        }
        var result = Result(photos: photos, skipped: walk.skipped, missing: walk.missing, stamps: stamps)
        result.stopped = walk.stopped
        return result
    }

    /// True when a name has an extension of the format registry.
    public static func looksLikeImage(_ name: PhotoPath) -> Bool {
        name.hasExtension(in: imageExtensions)
    }

    /// True when a name has a clip's extension.
    public static func looksLikeClip(_ name: PhotoPath) -> Bool {
        name.hasExtension(in: clipExtensions)
    }

    /// True when a scan lists the file: a photo or a clip.
    public static func looksLikeMedia(_ name: PhotoPath) -> Bool {
        looksLikeImage(name) || looksLikeClip(name)
    }
}

/// One recursive walk's state.
private struct Walk {
    let excluded: [FolderGlob]
    let stop: (@Sendable () -> Bool)?
    var stopped = false
    var photos: [PhotoPath] = []
    var skipped: [SkippedFile] = []
    var missing: [SkippedFile] = []
    var visited: Set<DirectoryID> = []

    struct DirectoryID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// True once the stop was asked for (asked again each time until it says yes).
    var isStopping: Bool {
        mutating get {
            if !stopped, let stop, stop() { stopped = true }
            return stopped
        }
    }

    mutating func directory(_ path: PhotoPath, stamp: FolderStamp) {
        if isStopping { return }
        guard visited.insert(DirectoryID(device: stamp.device, inode: stamp.inode)).inserted else { return }
        let listing: FolderListing
        do {
            listing = try FolderListing.read(path, statFiles: false, excluding: excluded)
        } catch {
            skipped.append(SkippedFile(path: path, reason: error.reason))
            return
        }
        photos.append(contentsOf: listing.files.map(\.path))
        skipped.append(contentsOf: listing.skipped)
        for sub in listing.subfolders { directory(sub.path, stamp: sub.stamp) }
    }
}

private func isDirectory(_ info: stat) -> Bool {
    info.st_mode & S_IFMT == S_IFDIR
}

private func isRegular(_ info: stat) -> Bool {
    info.st_mode & S_IFMT == S_IFREG
}
