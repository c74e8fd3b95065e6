import UnwindPhotos
import UnwindSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Live Photos: an iPhone keeps a still (`IMG_1234.HEIC` or `.JPG`) and its motion
/// (`IMG_1234.MOV`) side by side, and they are one item of the show. They pair by name (the
/// same stem), or, when an export or a sync renamed one of them, by the Apple content
/// identifier both carry (`AppleContentIdentifier`).
///
/// Why in the folder listing: the pair always shares a folder, so the one place that lists
/// folders (for the scan and the index alike) drops the MOV, and the still's slide finds its
/// motion with one `stat` (by name) or one cached look at its folder (by identifier). The MOV
/// is never shown as an item of its own.
public enum LivePhotos {
    /// Extensions (lower case) of the stills a Live Photo's MOV belongs to.
    public static let stillExtensions: Set<String> = ["heic", "heif", "jpg", "jpeg"]

    /// The listing without the MOVs that belong to a still in it: one of the same stem (the
    /// extensions' case aside: `IMG_1.HEIC` and `IMG_1.mov` are one item), or one carrying
    /// the same content identifier.
    public static func hidingMotion(_ files: [FolderListing.File]) -> [FolderListing.File] {
        let motions = pairing(files.map(\.path)).motions
        guard !motions.isEmpty else { return files }
        return files.filter { !motions.contains($0.path) }
    }

    /// The Live Photos among one folder's files.
    struct Pairing {
        /// Each still's MOV.
        var motionOf: [PhotoPath: PhotoPath] = [:]
        /// Every MOV that belongs to a still (two MOVs may share a still's stem).
        var motions: Set<PhotoPath> = []
    }

    /// Pairs the stills and MOVs among `paths` (one folder's files): by stem first; then the
    /// MOVs left over are read for a content identifier, and only if one has any are the
    /// stills left over read for theirs, so a folder without loose MOVs costs no read at all.
    static func pairing(_ paths: [PhotoPath]) -> Pairing {
        var stills: [[UInt8]: PhotoPath] = [:]
        for path in paths where path.hasExtension(in: stillExtensions) { stills[stem(path)] = path }
        var out = Pairing()
        var looseMotions: [PhotoPath] = []
        for path in paths where path.hasExtension(in: ["mov"]) {
            guard let still = stills[stem(path)] else {
                looseMotions.append(path)
                continue
            }
            if out.motionOf[still] == nil { out.motionOf[still] = path }
            out.motions.insert(path)
        }
        guard !looseMotions.isEmpty else { return out }
        var motionByIdentifier: [String: PhotoPath] = [:]
        for motion in looseMotions.sorted() {
            if let identifier = AppleContentIdentifier.movie(at: motion), motionByIdentifier[identifier] == nil {
                motionByIdentifier[identifier] = motion
            }
        }
        guard !motionByIdentifier.isEmpty else { return out }
        for still in stills.values where out.motionOf[still] == nil {
            guard let identifier = AppleContentIdentifier.still(at: still), let motion = motionByIdentifier[identifier] else { continue }
            out.motionOf[still] = motion
            out.motions.insert(motion)
        }
        return out
    }

    /// The motion of a Live Photo still: the regular file beside it with the same stem and a
    /// `.MOV` or `.mov` extension, else the MOV in its folder with the same content
    /// identifier; nil for any other photo.
    public static func motion(for still: PhotoPath) -> PhotoPath? {
        guard still.hasExtension(in: stillExtensions) else { return nil }
        let bytes = still.bytes
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        for ext in ["MOV", "mov", "Mov"] {
            let candidate = PhotoPath(bytes: Array(bytes[...dot]) + Array(ext.utf8))
            var info = stat()
            if candidate.withCString({ stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG { return candidate }
        }
        return FolderPairs.shared.motion(for: still)
    }

    /// A path without its extension, as the pairing key.
    static func stem(_ path: PhotoPath) -> [UInt8] {
        let bytes = path.bytes
        let cut = bytes.lastIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
        return Array(bytes[..<cut])
    }
}
