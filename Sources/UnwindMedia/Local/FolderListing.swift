import UnwindPhotos

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's photos and subfolders, by the scanner's rules: hidden names are passed
/// over, files count when their extension is an image one, symbolic links are followed
/// (a broken one that looks like a photo is reported), folders matching an exclusion are
/// left out. Both the in-memory scan and the library index list folders with it, so they
/// agree on what a photo is.
public struct FolderListing: Sendable {
    /// A photo file, with its identity when the listing was asked to `stat` files.
    public struct File: Sendable {
        /// The photo's path (the folder's path and the raw name).
        public var path: PhotoPath
        /// Size, mtime and inode; nil when not asked for.
        public var identity: FileIdentity?

        /// A listed file.
        public init(path: PhotoPath, identity: FileIdentity?) {
            self.path = path
            self.identity = identity
        }
    }

    /// A subfolder (links to folders included), with its stamp.
    public struct Subfolder: Sendable {
        /// The subfolder's path.
        public var path: PhotoPath
        /// Its mtime, device and inode.
        public var stamp: FolderStamp

        /// A listed subfolder.
        public init(path: PhotoPath, stamp: FolderStamp) {
            self.path = path
            self.stamp = stamp
        }
    }

    /// Photo files, in directory order.
    public var files: [File] = []
    /// Subfolders to walk, in directory order.
    public var subfolders: [Subfolder] = []
    /// Entries that look like photos but cannot be shown.
    public var skipped: [SkippedFile] = []

    /// A listing of `files` alone (a photo named directly as a root is a folder of one).
    public init(files: [File] = [], subfolders: [Subfolder] = [], skipped: [SkippedFile] = []) {
        self.files = files
        self.subfolders = subfolders
        self.skipped = skipped
    }

    /// Lists `folder` (read only). Throws the reason when the folder cannot be opened.
    ///
    /// - Parameters:
    ///   - statFiles: read each photo's size, mtime and inode (the index needs them; the
    ///     plain scan does not, and saves a `stat` per file on file systems that report the
    ///     entry type).
    ///   - excluding: folders whose name or path matches are not listed as subfolders.
    public static func read(_ folder: PhotoPath, statFiles: Bool, excluding: [FolderGlob] = []) throws(FolderListingError) -> FolderListing {
        var listing = try list(folder, statFiles: statFiles, excluding: excluding)
        listing.files = LivePhotos.hidingMotion(listing.files)
        return listing
    }

    /// The listing with Live Photos' MOVs still in it (what pairs them reads it).
    static func list(_ folder: PhotoPath, statFiles: Bool, excluding: [FolderGlob] = []) throws(FolderListingError) -> FolderListing {
        guard let dir = folder.withCString({ opendir($0) }) else {
            throw FolderListingError(reason: "folder cannot be read: \(String(cString: strerror(errno)))")
        }
        defer { closedir(dir) }
        let fd = dirfd(dir)
        var listing = FolderListing()
        while let entry = readdir(dir) {
            let (name, type) = entryName(entry)
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }
            let full = folder.appending(name)
            let looksLikeImage = PhotoScanner.looksLikeMedia(full)
            switch type {
            case UInt8(DT_REG):
                guard looksLikeImage else { continue }
                var identity: FileIdentity?
                if statFiles {
                    var info = stat()
                    guard fstatat(fd, name, &info) == 0 else {
                        listing.skipped.append(SkippedFile(path: full, reason: String(cString: strerror(errno))))
                        continue
                    }
                    identity = FileIdentity(info)
                }
                listing.files.append(File(path: full, identity: identity))
            case UInt8(DT_DIR):
                var info = stat()
                if fstatat(fd, name, &info) == 0, !excluding.contains(where: { $0.matches(folder: full) }) {
                    listing.subfolders.append(Subfolder(path: full, stamp: FolderStamp(info)))
                }
            default:
                // Links, and file systems that do not report the type: look at the target.
                var target = stat()
                guard fstatat(fd, name, &target) == 0 else {
                    if looksLikeImage { listing.skipped.append(SkippedFile(path: full, reason: "broken symbolic link")) }
                    continue
                }
                if target.st_mode & S_IFMT == S_IFDIR {
                    if !excluding.contains(where: { $0.matches(folder: full) }) {
                        listing.subfolders.append(Subfolder(path: full, stamp: FolderStamp(target)))
                    }
                } else if target.st_mode & S_IFMT == S_IFREG, looksLikeImage {
                    listing.files.append(File(path: full, identity: statFiles ? FileIdentity(target) : nil))
                } else if looksLikeImage {
                    listing.skipped.append(SkippedFile(path: full, reason: "not a regular file"))
                }
            }
        }
        return listing
    }

    private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> ([UInt8], UInt8) {
        let type = entry.pointee.d_type
        let bytes = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: 256) { base in
                Array(UnsafeBufferPointer(start: base, count: strlen(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self))))
            }
        }
        return (bytes, type)
    }
}

/// Why a folder could not be listed.
public struct FolderListingError: Error, Equatable, Sendable {
    /// What went wrong, as one line (`folder cannot be read: Permission denied`).
    public var reason: String
}

/// `fstatat` following links, with a name given as raw bytes.
private func fstatat(_ fd: Int32, _ name: [UInt8], _ info: inout stat) -> Int32 {
    PhotoPath(bytes: name).withCString { fstatat(fd, $0, &info, 0) }
}
