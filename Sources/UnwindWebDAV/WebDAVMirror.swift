import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A WebDAV share's photos, mirrored into a bounded cache folder that the show reads like
/// any local folder: the network never stands between the show and its next frame.
///
/// Each pass lists the share folder by folder (`PROPFIND`, depth 1), compares every photo's
/// version (ETag, else Last-Modified and size) with what the cache holds, downloads what is
/// new or changed (to a hidden temporary file, renamed when complete) and removes what the
/// server no longer has. A pass that fails anywhere (the server gone, slow, 5xx, a refusal,
/// an answer over a limit) changes nothing in the cache: the show goes on with what it has.
/// The cache is capped (`maxCacheBytes`): to make room, the photos shown longest ago (`noteShown`)
/// leave first; photos never shown are not evicted for others.
public final class WebDAVMirror: @unchecked Sendable {
    /// How to reach a share and what the mirror may keep.
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
        /// Seconds between passes while the server answers.
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

    /// What one pass did.
    public struct PassResult: Equatable, Sendable {
        /// Photos the share holds (within the limits).
        public var photos = 0
        /// Photos downloaded (new or changed).
        public var downloaded = 0
        /// Photos removed because the server no longer has them.
        public var removed = 0
        /// Photos evicted to make room.
        public var evicted = 0
        /// Photos not cached: over the size limit, or no room.
        public var notCached = 0
    }

    /// A photo in the cache.
    struct Cached: Codable, Equatable {
        var version: String
        var size: Int
        /// Seconds since 1970 it last came on screen; nil when never.
        var shown: Double?
    }

    /// The folder the show reads.
    public let folder: String
    private let options: Options
    private let index: String
    private let lock = NSLock()
    private var cached: [String: Cached] = [:]
    private var thread: Thread?
    private var running = false
    private let wake = DispatchSemaphore(value: 0)
    private var passes = 0
    private let passDone = NSCondition()
    /// Told one line per outage, one when the server is back, and what each pass changed.
    public var onLog: @Sendable (String) -> Void = { _ in }

    /// A mirror of `options.location` (nothing is contacted yet); the cache folder is made.
    /// - Throws: one line when the cache folder cannot be made.
    public init(_ options: Options) throws(WebDAVError) {
        self.options = options
        let base = options.cacheRoot + "/webdav/" + options.location.cacheName
        folder = base + "/files"
        index = base + "/index.json"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WebDAVError("cannot make the cache folder \(folder): \(error.localizedDescription)")
        }
        if let data = FileManager.default.contents(atPath: index), let saved = try? JSONDecoder().decode([String: Cached].self, from: data) {
            // Only what is really there: a cache emptied by hand is fetched again.
            cached = saved.filter { FileManager.default.fileExists(atPath: folder + "/" + $0.key) }
        }
    }

    /// Photos in the cache now.
    public var cachedCount: Int { lock.withLock { cached.count } }

    /// Bytes of photos in the cache now.
    public var cachedBytes: Int { lock.withLock { cached.values.reduce(0) { $0 + $1.size } } }

    private var serverName: String { options.location.description }

    /// Lists the share's folder once, to fail fast at start: a wrong password or a server that
    /// is not WebDAV is a clear error naming the server.
    public func check() throws(WebDAVError) {
        let handle = try makeHandle()
        _ = try list(options.location.path, with: handle)
    }

    /// One pass: list, then download, remove and evict. Throws (and changes nothing) when the
    /// listing fails; a download that fails is left for the next pass.
    @discardableResult
    public func syncOnce() throws(WebDAVError) -> PassResult {
        let handle = try makeHandle()
        let remote = try listShare(with: handle)
        var result = PassResult(photos: remote.count)
        var known = lock.withLock { cached }
        for path in known.keys where remote[path] == nil {
            unlink(folder + "/" + path)
            known[path] = nil
            result.removed += 1
        }
        lock.withLock { cached = known }
        var cacheFull = false
        for path in remote.keys.sorted() {
            guard let entry = remote[path], known[path]?.version != entry.version else { continue }
            if let size = entry.size, size > options.limits.maxFileBytes {
                onLog(
                    "webdav \(serverName): \(path) is \(CurlHandle.size(size)), over the \(CurlHandle.size(options.limits.maxFileBytes)) a photo may have; not downloaded"
                )
                result.notCached += 1
                continue
            }
            if cacheFull || !makeRoom(for: entry.size ?? 0, replacing: path, result: &result) {
                cacheFull = true
                result.notCached += 1
                continue
            }
            do {
                let size = try download(path, with: handle)
                lock.withLock { cached[path] = Cached(version: entry.version, size: size, shown: nil) }
                result.downloaded += 1
                passDone.lock()
                passDone.broadcast()
                passDone.unlock()
            } catch {
                onLog("webdav \(serverName): \(path) not downloaded: \(error.message)")
                result.notCached += 1
                if error.isRefusal { throw error }
            }
        }
        if cacheFull {
            onLog(
                "webdav \(serverName): the cache is full (\(CurlHandle.size(options.maxCacheBytes))); \(result.notCached) photos wait until shown ones can make room"
            )
        }
        save()
        return result
    }

    /// Evicts photos shown longest ago until `bytes` more fit; false when they cannot.
    private func makeRoom(for bytes: Int, replacing path: String, result: inout PassResult) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        var total = cached.filter { $0.key != path }.values.reduce(0) { $0 + $1.size }
        guard total + bytes > options.maxCacheBytes else { return true }
        let shown = cached.filter { $0.value.shown != nil && $0.key != path }.sorted { ($0.value.shown ?? 0) < ($1.value.shown ?? 0) }
        for (victim, entry) in shown where total + bytes > options.maxCacheBytes {
            unlink(folder + "/" + victim)
            cached[victim] = nil
            total -= entry.size
            result.evicted += 1
        }
        return total + bytes <= options.maxCacheBytes
    }

    /// Records that a photo of this cache came on screen (for least-recently-shown eviction).
    public func noteShown(_ localPath: String, at date: Date = Date()) {
        guard localPath.hasPrefix(folder + "/") else { return }
        let relative = String(localPath.dropFirst(folder.count + 1))
        lock.withLock { cached[relative]?.shown = date.timeIntervalSince1970 }
    }

    /// Starts passes on a thread of its own: one now, then every `rescanSeconds`, with a
    /// backoff while the server does not answer and one log line per outage.
    public func start() {
        lock.lock()
        defer { lock.unlock() }
        guard !running else { return }
        running = true
        let thread = Thread { [self] in loop() }
        thread.name = "unwind.webdav"
        self.thread = thread
        thread.start()
    }

    /// Stops the passes (a transfer in flight ends at its own timeout; nothing waits for it).
    public func stop() {
        lock.withLock { running = false }
        wake.signal()
        save()
    }

    /// Waits until `count` passes have ended (successful or not) or `seconds` pass; true when they have.
    public func waitForPasses(_ count: Int, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        passDone.lock()
        defer { passDone.unlock() }
        while passes < count {
            if !passDone.wait(until: deadline) { return passes >= count }
        }
        return true
    }

    /// Waits until the cache holds a photo or a pass has ended, at most `seconds`: a show
    /// with an empty cache starts with the first photo while the rest downloads.
    public func waitForFirstPhoto(seconds: Double) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        passDone.lock()
        defer { passDone.unlock() }
        while passes == 0, cachedCount == 0 {
            if !passDone.wait(until: deadline) { return }
        }
    }

    private func loop() {
        var backoff = 2.0
        var outage: String?
        while lock.withLock({ running }) {
            var wait = options.rescanSeconds
            do {
                let result = try syncOnce()
                if outage != nil { onLog("webdav \(serverName) is back") }
                outage = nil
                backoff = 2
                if result.downloaded + result.removed + result.evicted > 0 {
                    onLog(
                        "webdav \(serverName): \(result.photos) photos, \(result.downloaded) downloaded, \(result.removed) removed, \(result.evicted) evicted")
                }
            } catch {
                if outage == nil {
                    let holding = cachedCount
                    onLog("webdav \(serverName): \(error.message); the show goes on with the \(holding) cached photos, retrying")
                }
                outage = error.message
                wait = backoff
                backoff = min(backoff * 2, options.maxBackoffSeconds)
            }
            passDone.lock()
            passes += 1
            passDone.broadcast()
            passDone.unlock()
            _ = wake.wait(timeout: .now() + wait)
        }
    }

    private func makeHandle() throws(WebDAVError) -> CurlHandle {
        try CurlHandle(user: options.location.user, password: options.password, caFile: options.caFile, limits: options.limits)
    }

    /// Every photo under the share's folder, by path relative to it, folder by folder.
    private func listShare(with handle: CurlHandle) throws(WebDAVError) -> [String: WebDAVEntry] {
        var photos: [String: WebDAVEntry] = [:]
        var folders: [(path: String, depth: Int)] = [(options.location.path, 0)]
        var entries = 0
        while let next = folders.popLast() {
            let listed = try list(next.path, with: handle)
            entries += listed.count
            guard entries <= options.limits.maxEntries else {
                throw WebDAVError("\(serverName) holds more than \(options.limits.maxEntries) entries; not listed further")
            }
            for entry in listed {
                guard let relative = relativePath(entry.href), !relative.isEmpty else { continue }
                if entry.isFolder {
                    let depth = next.depth + 1
                    let serverPath = options.location.path + relative.split(separator: "/").map { Self.encode(String($0)) }.joined(separator: "/") + "/"
                    guard serverPath != next.path else { continue }
                    guard depth <= options.limits.maxDepth else {
                        throw WebDAVError("\(serverName) has folders more than \(options.limits.maxDepth) levels deep (\(relative)); not listed further")
                    }
                    folders.append((serverPath, depth))
                } else if options.accepts(relative) {
                    photos[relative] = entry
                }
            }
        }
        return photos
    }

    /// One folder's entries (itself included, as servers send it).
    private func list(_ serverPath: String, with handle: CurlHandle) throws(WebDAVError) -> [WebDAVEntry] {
        let answer = try handle.propfind(options.location.origin + serverPath)
        switch answer.status {
        case 207: break
        case 401, 403:
            let who = options.location.user.map { "user '\($0)'" } ?? "a request without a user"
            throw WebDAVError("\(serverName) refused \(who) (\(answer.status)): wrong user or password?", isRefusal: true)
        case 404: throw WebDAVError("\(options.location.origin + serverPath) does not exist on the server (404)")
        default: throw WebDAVError("\(options.location.origin + serverPath) answered \(answer.status) instead of a WebDAV listing")
        }
        do {
            return try MultistatusParser(maxEntries: options.limits.maxEntriesPerFolder).parse(answer.body)
        } catch {
            throw WebDAVError("the listing of \(options.location.origin + serverPath) \(error.description)")
        }
    }

    /// An href as a path under the share's folder, or nil when it is outside it or unsafe
    /// (`..`, empty or hidden components, NUL).
    func relativePath(_ href: String) -> String? {
        var path = href
        if let scheme = path.range(of: "://") {
            let afterScheme = path[scheme.upperBound...]
            path = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
        }
        let base = options.location.path.removingPercentEncoding ?? options.location.path
        guard path.hasPrefix(base) || path + "/" == base else { return nil }
        let rest = path.dropFirst(base.count)
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.allSatisfy({ !$0.hasPrefix(".") && !$0.contains("\0") && $0 != ".." }) else { return nil }
        return parts.joined(separator: "/")
    }

    /// Downloads a photo into the cache: a hidden temporary file, renamed when complete.
    private func download(_ relative: String, with handle: CurlHandle) throws(WebDAVError) -> Int {
        let target = folder + "/" + relative
        let parent = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw WebDAVError("cannot make \(parent): \(error.localizedDescription)")
        }
        let temporary = parent + "/.download-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WebDAVError("cannot write \(temporary): \(String(cString: strerror(errno)))") }
        let url = options.location.origin + options.location.path + relative.split(separator: "/").map { Self.encode(String($0)) }.joined(separator: "/")
        let status: Int
        do {
            status = try handle.download(url, to: fd, limit: options.limits.maxFileBytes)
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
        var info = stat()
        let size = stat(temporary, &info) == 0 ? Int(info.st_size) : 0
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            throw WebDAVError("cannot rename into \(target): \(String(cString: strerror(errno)))")
        }
        return size
    }

    private func save() {
        let snapshot = lock.withLock { cached }
        guard let data = try? JSONEncoder().encode(snapshot) else { return }
        try? data.write(to: URL(fileURLWithPath: index), options: .atomic)
    }

    /// Percent-encodes one path component for a request URL.
    static func encode(_ component: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#;")
        return component.addingPercentEncoding(withAllowedCharacters: allowed) ?? component
    }
}
