import UnwindPhotos

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Live Photos found by name: an iPhone keeps a still (`IMG_1234.HEIC` or `.JPG`) and its
/// motion (`IMG_1234.MOV`) side by side, and they are one item of the show.
///
/// Why by name in the folder listing: the pair always shares a folder and a stem, so the one
/// place that lists folders (for the scan and the index alike) drops the MOV, and the still's
/// slide finds its motion with one `stat`. The MOV is never shown as an item of its own.
public enum LivePhotos {
    /// Extensions (lower case) of the stills a Live Photo's MOV belongs to.
    public static let stillExtensions: Set<String> = ["heic", "heif", "jpg", "jpeg"]

    /// The listing without the MOVs that sit beside a still of the same stem (the extensions'
    /// case aside: `IMG_1.HEIC` and `IMG_1.mov` are one item).
    public static func hidingMotion(_ files: [FolderListing.File]) -> [FolderListing.File] {
        let stills = Set(files.compactMap { file in file.path.hasExtension(in: stillExtensions) ? stem(file.path) : nil })
        guard !stills.isEmpty else { return files }
        return files.filter { file in !(file.path.hasExtension(in: ["mov"]) && stills.contains(stem(file.path))) }
    }

    /// The motion of a Live Photo still: the regular file beside it with the same stem and a
    /// `.MOV` or `.mov` extension; nil for any other photo.
    public static func motion(for still: PhotoPath) -> PhotoPath? {
        guard still.hasExtension(in: stillExtensions) else { return nil }
        let bytes = still.bytes
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        for ext in ["MOV", "mov", "Mov"] {
            let candidate = PhotoPath(bytes: Array(bytes[...dot]) + Array(ext.utf8))
            var info = stat()
            if candidate.withCString({ stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG { return candidate }
        }
        return nil
    }

    /// A path without its extension, as the pairing key.
    static func stem(_ path: PhotoPath) -> [UInt8] {
        let bytes = path.bytes
        let cut = bytes.lastIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
        return Array(bytes[..<cut])
    }
}
