import Foundation
import UnwindMedia
import UnwindPhotos
import UnwindSync

#if canImport(Glibc)
import Glibc
#endif

/// A WebDAV share as a `PhotoSource`: its photos are `MediaID(source: name, key: server
/// path)`, a look is a `PROPFIND` walk (depth 1 per folder) compared with the one before by
/// ETag (else Last-Modified and size), and `open` materializes a photo into the share's
/// bounded cache (`WebDAVCache`) and hands out the cached file.
///
/// `open` is the one place a WebDAV id becomes a local file: the show, which runs on paths
/// today, plays that file (through `WebDAVFeed`); when the show is keyed by `MediaID`
/// throughout, only this mapping changes.
public final class WebDAVSource: PhotoSource, @unchecked Sendable {
    /// How to reach a share and what its cache may keep.
    public struct Options: Sendable {
        /// The share's folder.
        public var location: WebDAVLocation
        /// The password (from a password file); never logged or reported.
        public var password: String?
        /// A CA bundle to verify the server's certificate with, besides the system's.
        public var caFile: String?
        /// Where caches live (`$XDG_CACHE_HOME/unwind`); this share's is a folder inside.
        public var cacheRoot: String
        /// The most bytes of photos the cache keeps.
        public var maxCacheBytes: Int
        /// Seconds between looks while the server answers.
        public var rescanSeconds: Double = 60
        /// The longest wait between tries while it does not (the wait doubles from 2 s).
        public var maxBackoffSeconds: Double = 300
        /// Caps on answers, waits and counts.
        public var limits = WebDAVLimits()
        /// Which file names are photos (the scanner's extensions).
        public var accepts: @Sendable (String) -> Bool

        /// Options for `location`, caching under `cacheRoot` up to `maxCacheBytes`.
        public init(
            location: WebDAVLocation, password: String?, caFile: String?, cacheRoot: String, maxCacheBytes: Int, accepts: @escaping @Sendable (String) -> Bool
        ) {
            self.location = location
            self.password = password
            self.caFile = caFile
            self.cacheRoot = cacheRoot
            self.maxCacheBytes = maxCacheBytes
            self.accepts = accepts
        }
    }

    /// `webdav:` and the server's host (and port): the `source` of every id of this share.
    public let name: String
    let options: Options
    let listing: WebDAVListing
    let cache: WebDAVCache
    /// The share as the last look found it: version and size by path under the share. Before
    /// any look, what the cache holds (so a restart reports only what changed meanwhile).
    private let seen: Locked<[String: (version: String, size: Int?)]>
    /// Paths evicted from the cache since `takeEvicted` was last asked.
    private let evicted = Locked<[String]>([])
    /// A handle kept between downloads (its connection is reused); taken out while in use.
    private let spareHandle = Locked<CurlHandle?>(nil)

    /// A source for `options.location` (nothing is contacted yet); its cache folder is made.
    /// - Throws: one line when the cache folder cannot be made.
    public init(_ options: Options) throws(WebDAVError) {
        self.options = options
        listing = WebDAVListing(location: options.location, limits: options.limits, accepts: options.accepts)
        cache = try WebDAVCache(root: options.cacheRoot, name: options.location.cacheName, maxBytes: options.maxCacheBytes)
        seen = Locked(cache.snapshot.mapValues { (version: $0.version, size: nil) })
        let port = options.location.port.map { ":\($0)" } ?? ""
        name = "webdav:" + (options.location.host.contains(":") ? "[\(options.location.host)]" : options.location.host) + port
    }

    /// The share's URL, without user or password, for messages.
    public var serverName: String { listing.serverName }

    /// The id of a path under the share.
    public func id(of relative: String) -> MediaID {
        MediaID(source: name, key: Array(listing.serverPath(of: relative).utf8))
    }

    /// The path under the share an id of this source names; nil for another source's id.
    func relative(_ id: MediaID) -> String? {
        guard id.source == name else { return nil }
        return listing.relative(ofServerPath: String(decoding: id.key, as: UTF8.self))
    }

    func makeHandle() throws(WebDAVError) -> CurlHandle {
        try CurlHandle(user: options.location.user, password: options.password, caFile: options.caFile, limits: options.limits)
    }

    /// Lists the share's folder once, to fail fast at start: a wrong password or a server that
    /// is not WebDAV is a clear error naming the server.
    public func check() throws(WebDAVError) {
        _ = try listing.list(options.location.path, with: makeHandle())
    }

    /// A look that says why it failed: the changes since the last look (nothing changes when it throws).
    public func look() throws(WebDAVError) -> [MediaChange] {
        let remote = try listing.walk(with: makeHandle())
        return seen.withLock { seen in
            var changes: [MediaChange] = []
            for path in seen.keys.sorted() where remote[path] == nil {
                changes.append(.removed(id(of: path)))
            }
            for path in remote.keys.sorted() {
                guard let entry = remote[path] else { continue }
                let item = MediaItem(id: id(of: path), version: Self.identity(entry))
                switch seen[path] {
                case nil: changes.append(.added(item))
                case let known? where known.version != entry.version: changes.append(.changed(item))
                default: break
                }
            }
            seen = remote.mapValues { (version: $0.version, size: $0.size) }
            return changes
        }
    }

    /// The look as the protocol has it: a server that cannot be read is `missing` (its
    /// photos stay), named with the reason.
    public func refresh() -> MediaChangeSet {
        do {
            return MediaChangeSet(changes: try look())
        } catch {
            return MediaChangeSet(missing: [SkippedFile(path: PhotoPath(serverName), reason: error.message)])
        }
    }

    /// Materializes a photo: the cached file when the cache holds the version the last look
    /// saw, else a download into the cache (making room by evicting the photos shown longest
    /// ago). `size` is not used: WebDAV has no thumbnails, the decoder scales, and the
    /// cache keeps the display copy it makes (`keepDisplayCopy`).
    public func open(_ id: MediaID, fitting size: MediaSize?) throws(MediaError) -> MediaBytes {
        guard relative(id) != nil else { throw MediaError.foreign(id) }
        do {
            return .file(try materialize(id))
        } catch {
            throw MediaError.unavailable(id, reason: error.message)
        }
    }

    /// `open`'s work, with the WebDAV reason (a refusal, a full cache) kept for the feed.
    /// `turnCame`: the show needs the photo now, so photos downloaded ahead but not shown yet
    /// may make room for it too.
    func materialize(_ id: MediaID, turnCame: Bool = false) throws(WebDAVError) -> PhotoPath {
        guard let relative = relative(id) else { throw WebDAVError("\(id): not a photo of this share") }
        guard let wanted = seen.withLock({ $0[relative] }) else { throw WebDAVError("not on the server") }
        if let entry = cache.entry(relative), entry.version == wanted.version { return PhotoPath(cache.file(relative)) }
        try download(relative, version: wanted.version, size: wanted.size ?? 0, turnCame: turnCame)
        return PhotoPath(cache.file(relative))
    }

    /// Photos the last look listed.
    public var listedCount: Int { seen.withLock { $0.count } }

    /// Paths under the share the last look listed that may ever be cached (not over the size
    /// a photo may have, nor over the whole cache), in key order.
    var cacheablePaths: [String] {
        let most = min(options.limits.maxFileBytes, options.maxCacheBytes)
        return seen.withLock { seen in seen.filter { ($0.value.size ?? 0) <= most }.keys.sorted() }
    }

    /// True when the last look listed this path under the share.
    func isListed(_ relative: String) -> Bool { seen.withLock { $0[relative] != nil } }

    /// The cached file of an id when the cache holds it (any version); nil otherwise. No network.
    public func cachedFile(_ id: MediaID) -> PhotoPath? {
        guard let relative = relative(id), cache.entry(relative) != nil else { return nil }
        return PhotoPath(cache.file(relative))
    }

    /// Ids the last look listed that the cache does not hold at their listed version, in key order.
    public func notMaterialized() -> [MediaID] {
        let snapshot = cache.snapshot
        return seen.withLock { seen in seen.filter { snapshot[$0.key]?.version != $0.value.version }.keys.sorted().map { id(of: $0) } }
    }

    /// Drops a photo from the cache (the server no longer has it).
    public func forget(_ id: MediaID) {
        guard let relative = relative(id) else { return }
        cache.remove(relative)
    }

    /// Ids evicted from the cache to make room since the last call.
    public func takeEvicted() -> [MediaID] {
        evicted.withLock { paths in
            defer { paths.removeAll() }
            return paths.map { id(of: $0) }
        }
    }

    /// Files evicted since the last call (the feed tells the show they left).
    func takeEvictedFiles() -> [PhotoPath] {
        evicted.withLock { paths in
            defer { paths.removeAll() }
            return paths.map { PhotoPath(cache.file($0)) }
        }
    }

    private func download(_ relative: String, version: String, size: Int, turnCame: Bool) throws(WebDAVError) {
        if size > options.limits.maxFileBytes {
            throw WebDAVError("is \(CurlHandle.size(size)), over the \(CurlHandle.size(options.limits.maxFileBytes)) a photo may have; not downloaded")
        }
        guard let victims = cache.makeRoom(for: size, keeping: relative, unshownToo: turnCame) else {
            throw WebDAVError(Self.cacheFull)
        }
        evicted.withLock { $0.append(contentsOf: victims) }
        let (temporary, fd) = try cache.temporaryFile(for: relative)
        let status: Int
        do throws(WebDAVError) {
            let spare: CurlHandle? = spareHandle.withLock { $0.take() }
            let handle: CurlHandle
            if let spare { handle = spare } else { handle = try makeHandle() }
            status = try handle.download(listing.url(of: relative), to: fd, limit: options.limits.maxFileBytes)
            spareHandle.withLock { $0 = handle }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard status == 200 else {
            unlink(temporary)
            throw WebDAVError("answered \(status)", isRefusal: status == 401 || status == 403)
        }
        try cache.store(temporary, as: relative, version: version)
    }

    /// The reason a download waits for room.
    static let cacheFull = "the cache is full"

    /// An ETag (or date and size) as the `FileIdentity` a `MediaItem` carries: hashed into
    /// the identity's fields, so a new version is a new identity.
    static func identity(_ entry: WebDAVEntry) -> FileIdentity {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in entry.version.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return FileIdentity(size: Int64(entry.size ?? 0), modified: Int64(bitPattern: hash))
    }
}
