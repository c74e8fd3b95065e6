import Foundation
import UnwindMedia

#if canImport(Glibc)
import Glibc
#endif

/// The folder uploads from the phone land in (`upload-folder`): names made safe, nothing
/// overwritten, and a photo appears whole or not at all.
///
/// A part's bytes go to a hidden temporary file (`.upload-…`, created with `O_EXCL`, mode
/// 0600) in the folder itself, so the final step is a `link(2)` on one file system: it fails
/// rather than replace a file of the same name (then `-1`, `-2`, … are tried), and the
/// temporary name is removed after. The scanner passes hidden names over, so a half-written
/// upload is never shown.
public struct UploadFolder: Sendable {
    /// The folder, absolute.
    public let path: String

    /// An upload folder at `path` (created on first use if missing).
    public init(path: String) {
        self.path = path
    }

    /// A name that stays inside the folder: the last path component only (both `/` and `\`
    /// separate, as phones and Windows send them), control characters and leading dots
    /// removed, at most 120 bytes before the extension; empty names become `photo`. The
    /// extension is the one the format is known by when the given one is not a photo
    /// extension of that format, so the scanner picks the file up.
    public static func safeName(_ given: String, format: ImageHeader.Format) -> String {
        let last = given.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var cleaned = String(last.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && $0 != ":" }.map(Character.init))
        cleaned = cleaned.trimmingCharacters(in: .whitespaces)
        while cleaned.hasPrefix(".") { cleaned.removeFirst() }
        var stem = cleaned, ext = ""
        if let dot = cleaned.lastIndex(of: "."), dot != cleaned.startIndex {
            stem = String(cleaned[..<dot])
            ext = String(cleaned[cleaned.index(after: dot)...]).lowercased()
        }
        if !extensions(for: format).contains(ext) { ext = extensions(for: format)[0] }
        while stem.utf8.count > 120 { stem.removeLast() }
        stem = stem.trimmingCharacters(in: .whitespaces)
        if stem.isEmpty { stem = "photo" }
        return stem + "." + ext
    }

    /// The extensions the scanner reads a format under, the usual one first.
    static func extensions(for format: ImageHeader.Format) -> [String] {
        switch format {
        case .jpeg: ["jpg", "jpeg", "jpe", "jfif"]
        case .png: ["png"]
        case .gif: ["gif"]
        case .bmp: ["bmp", "dib"]
        case .webp: ["webp"]
        case .tiff: ["tif", "tiff"]
        case .pnm: ["pnm", "ppm", "pgm", "pbm"]
        case .svg: ["svg"]
        case .qoi: ["qoi"]
        case .pcx: ["pcx"]
        case .lbm: ["lbm", "iff"]
        case .heif: ["heic", "heif", "hif"]
        case .avif: ["avif"]
        case .ico, .cur, .xv: [format.rawValue]
        }
    }

    /// Creates the folder if it is missing.
    /// - Throws: one line naming the folder and the reason.
    public func prepare() throws(RemoteError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw RemoteError(status: 0, "upload-folder \(path): not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw RemoteError(status: 0, "upload-folder \(path): cannot create it (\(error.localizedDescription))")
        }
    }

    /// Opens a new hidden temporary file in the folder for writing; returns its descriptor and path.
    func makeTemporary() throws(RemoteError) -> (fd: Int32, path: String) {
        try prepare()
        for _ in 0..<16 {
            let candidate = path + "/.upload-" + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".part"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, candidate) }
            if errno != EEXIST { throw RemoteError(status: 507, "cannot write in the upload folder: \(String(cString: strerror(errno)))") }
        }
        throw RemoteError(status: 507, "cannot write in the upload folder: no free temporary name")
    }

    /// Gives a complete temporary file its final name, `name` or `name-1`, `name-2`, …
    /// (never replacing a file), readable by the show; returns the final path.
    func commit(temporary: String, as name: String) throws(RemoteError) -> String {
        chmod(temporary, 0o644)
        var stem = name, ext = ""
        if let dot = name.lastIndex(of: ".") {
            stem = String(name[..<dot])
            ext = String(name[dot...])
        }
        for attempt in 0..<10_000 {
            let candidate = path + "/" + (attempt == 0 ? name : "\(stem)-\(attempt)\(ext)")
            if link(temporary, candidate) == 0 {
                unlink(temporary)
                return candidate
            }
            guard errno == EEXIST else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw RemoteError(status: 507, "cannot save \(name) in the upload folder: \(reason)")
            }
        }
        unlink(temporary)
        throw RemoteError(status: 507, "cannot save \(name): 10,000 files of that name already")
    }
}
