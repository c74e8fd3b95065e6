import Foundation
import UnwindSync

#if canImport(Glibc)
import Glibc
#endif

/// The bounded folder under `$XDG_CACHE_HOME/unwind/webdav/<share>` where a share's photos
/// are downloaded ahead, kept at display size once shown, and evicted least recently shown
/// first. Nothing outside it is ever written.
///
/// `index.json` beside the files remembers each photo's server version, size and when it was
/// last shown, so a restart shows the cache at once and downloads only what changed. Safe
/// from any thread: the download thread stores and evicts, the decode thread keeps display
/// copies, the render thread notes what was shown.
final class WebDAVCache: Sendable {
    /// One cached photo.
    struct Entry: Codable, Equatable {
        /// The server's version (ETag, else date and size) of the download.
        var version: String
        /// Bytes on disk now.
        var size: Int
        /// Seconds since 1970 it last came on screen; nil when never.
        var shown: Double?
        /// The pixel size of the display copy kept instead of the download; nil: the download as it came.
        var display: [Int]?
    }

    /// The folder the files are in.
    let folder: String
    let maxBytes: Int
    private let index: String
    private let entries: Locked<[String: Entry]>

    /// The cache of the share named `name` under `root` (the folder is made).
    /// - Throws: one line when the folder cannot be made.
    init(root: String, name: String, maxBytes: Int) throws(WebDAVError) {
        let base = root + "/webdav/" + name
        folder = base + "/files"
        index = base + "/index.json"
        self.maxBytes = maxBytes
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WebDAVError("cannot make the cache folder \(folder): \(error.localizedDescription)")
        }
        var known: [String: Entry] = [:]
        if let data = FileManager.default.contents(atPath: index), let saved = try? JSONDecoder().decode([String: Entry].self, from: data) {
            // Only what is really there: a cache emptied by hand is fetched again.
            let files = folder
            known = saved.filter { Self.isSafe($0.key) && FileManager.default.fileExists(atPath: files + "/" + $0.key) }
        }
        entries = Locked(known)
    }

    /// A relative path that stays inside the folder (the index file could have been edited).
    static func isSafe(_ relative: String) -> Bool {
        !relative.isEmpty && relative.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// The file a path under the share is kept in.
    func file(_ relative: String) -> String { folder + "/" + relative }

    /// The path under the share of a file of this cache; nil for any other file.
    func relative(ofFile path: String) -> String? {
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }

    /// What the cache holds now.
    var snapshot: [String: Entry] { entries.value }

    /// The entry of one path, if cached.
    func entry(_ relative: String) -> Entry? { entries.withLock { $0[relative] } }

    /// Bytes held now.
    var bytes: Int { entries.withLock { $0.values.reduce(0) { $0 + $1.size } } }

    /// Evicts photos shown longest ago until `bytes` more fit beside what is kept (never
    /// `keeping`; a photo not yet shown only when `unshownToo`, after every shown one: a photo
    /// whose turn has come outranks one downloaded ahead, which is fetched again at its own
    /// turn); returns the paths evicted, or nil when even then they would not fit (nothing is
    /// evicted then).
    func makeRoom(for bytes: Int, keeping: String, unshownToo: Bool = false) -> [String]? {
        entries.withLock { entries in
            var total = entries.filter { $0.key != keeping }.values.reduce(0) { $0 + $1.size }
            guard total + bytes > maxBytes else { return [] }
            let shown = entries.filter { $0.value.shown != nil && $0.key != keeping }.sorted { ($0.value.shown ?? 0) < ($1.value.shown ?? 0) }
            let unshown = unshownToo ? entries.filter { $0.value.shown == nil && $0.key != keeping }.sorted { $0.key > $1.key } : []
            var victims: [String] = []
            for (victim, entry) in shown + unshown where total + bytes > maxBytes {
                victims.append(victim)
                total -= entry.size
            }
            guard total + bytes <= maxBytes else { return nil }
            for victim in victims {
                unlink(folder + "/" + victim)
                entries[victim] = nil
            }
            return victims
        }
    }

    /// A new file for a download of `relative`: hidden, in the folder it will be renamed into.
    func temporaryFile(for relative: String) throws(WebDAVError) -> (path: String, fd: Int32) {
        let parent = (file(relative) as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw WebDAVError("cannot make \(parent): \(error.localizedDescription)")
        }
        let temporary = parent + "/.download-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WebDAVError("cannot write \(temporary): \(String(cString: strerror(errno)))") }
        return (temporary, fd)
    }

    /// Moves a complete temporary file into place as `relative` at `version`.
    func store(_ temporary: String, as relative: String, version: String) throws(WebDAVError) {
        var info = stat()
        let size = stat(temporary, &info) == 0 ? Int(info.st_size) : 0
        guard rename(temporary, file(relative)) == 0 else {
            unlink(temporary)
            throw WebDAVError("cannot rename into \(file(relative)): \(String(cString: strerror(errno)))")
        }
        entries.withLock { $0[relative] = Entry(version: version, size: size, shown: nil, display: nil) }
    }

    /// Forgets and deletes a photo the server no longer has.
    func remove(_ relative: String) {
        entries.withLock { entries in
            guard entries.removeValue(forKey: relative) != nil else { return }
            unlink(folder + "/" + relative)
        }
    }

    /// Notes that a photo came on screen.
    func noteShown(_ relative: String, at date: Date) {
        entries.withLock { $0[relative]?.shown = date.timeIntervalSince1970 }
    }

    /// True when `relative` is held as downloaded (no display copy yet).
    func holdsFullSize(_ relative: String) -> Bool {
        entries.withLock { $0[relative].map { $0.display == nil } ?? false }
    }

    /// Forgets the version of a display copy, so the next pass downloads the original again
    /// (the copy stays, and is shown, until the download replaces it).
    func refetch(_ relative: String) {
        entries.withLock { entries in
            guard entries[relative]?.display != nil else { return }
            entries[relative]?.version = ""
        }
    }

    /// Replaces a full-size download by its display copy when the copy is smaller (atomic:
    /// a temporary file renamed over it, so a decode reading the old file finishes on it).
    /// Returns the bytes saved.
    @discardableResult
    func keepDisplayCopy(_ jpeg: [UInt8], width: Int, height: Int, of relative: String) -> Int {
        guard let before = entry(relative), before.display == nil else { return 0 }
        guard jpeg.count < before.size else {
            // The download is already as small: remember it so it is not encoded again.
            entries.withLock { $0[relative]?.display = [width, height] }
            return 0
        }
        guard let (temporary, fd) = try? temporaryFile(for: relative) else { return 0 }
        let written = jpeg.withUnsafeBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return -1 }
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return -1
                }
                offset += n
            }
            return offset
        }
        close(fd)
        return entries.withLock { entries in
            // The server may have sent a new version meanwhile: then the copy is stale.
            guard written == jpeg.count, entries[relative]?.version == before.version, rename(temporary, folder + "/" + relative) == 0 else {
                unlink(temporary)
                return 0
            }
            entries[relative]?.size = jpeg.count
            entries[relative]?.display = [width, height]
            return before.size - jpeg.count
        }
    }

    /// Writes the index (atomically).
    func save() {
        guard let data = try? JSONEncoder().encode(entries.value) else { return }
        try? data.write(to: URL(fileURLWithPath: index), options: .atomic)
    }
}
