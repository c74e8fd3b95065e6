import Foundation
import UnwindMedia
import UnwindPhotos
import UnwindSync

/// A `WebDAVSource` driven for the show: on a thread of its own it looks at the share, then
/// materializes every photo listed that the cache lacks, in name order (`open`: downloaded
/// ahead into the bounded cache, evicting only photos already shown), and hands the show each cached file as soon as it
/// is complete (`PhotoFeed`), so the show plays what is there while the rest downloads.
///
/// Every photo the share lists is in the show, cached or not: one evicted to make room, or
/// not downloaded yet because the cache is full, stays listed and is downloaded again when
/// its turn comes (`fetchIfEvicted`, on the decode thread), so a share larger than the cache
/// is still shown whole, round after round.
///
/// A look that fails (the server gone, slow, 5xx, a refusal, an answer over a limit) changes
/// nothing: the show goes on from the cache, the feed retries with a doubling wait, and logs
/// one line per outage and one when the server is back.
public final class WebDAVFeed: PhotoFeed, @unchecked Sendable {
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
        /// Photos not cached: over the size limit, failed, or no room.
        public var notCached = 0
    }

    /// The source the feed drives.
    public let source: WebDAVSource
    /// Told one line per outage, one when the server is back, and what each pass changed.
    public var onLog: @Sendable (String) -> Void {
        get { log.value }
        set { log.withLock { $0 = newValue } }
    }

    private let log = Locked<@Sendable (String) -> Void>({ _ in })
    /// What the show has not taken yet.
    private let pending = Locked(PhotoChanges())
    /// Paths under the share the show has been handed (cached or not), so each listed photo
    /// is handed once; and those a download at their turn failed for, handed again by the
    /// next pass that reaches the server (the show dropped them as gone).
    private let announced = Locked((handed: Set<String>(), failed: Set<String>()))
    /// The loop's state; waiting on it is waiting for a pass to end or a photo to arrive.
    private let state = Awaited(LoopState())
    private let wake = DispatchSemaphore(value: 0)

    private struct LoopState {
        var running = false
        var passes = 0
        /// The failure of the outage going on, already logged; nil while the server answers.
        var outage: String?
    }

    /// A feed over `options`' share (nothing is contacted yet).
    /// - Throws: one line when the cache folder cannot be made.
    public init(_ options: WebDAVSource.Options) throws(WebDAVError) {
        source = try WebDAVSource(options)
    }

    /// The cache folder the files are in (for tests and `unwind doctor`).
    public var folder: String { source.cache.folder }
    /// Photos in the cache now.
    public var cachedCount: Int { source.cache.snapshot.count }
    /// Bytes of photos in the cache now.
    public var cachedBytes: Int { source.cache.bytes }

    /// Lists the share's folder once (see `WebDAVSource.check`).
    public func check() throws(WebDAVError) { try source.check() }

    /// One pass: look, drop what the server no longer has, then download what the cache
    /// lacks until it is full. Throws (and changes nothing) when the look fails; a download
    /// that fails is left for the next pass, but a refusal ends the pass.
    @discardableResult
    public func syncOnce() throws(WebDAVError) -> PassResult {
        let changes = try source.look()
        var result = PassResult()
        var removed: [PhotoPath] = []
        for case .removed(let id) in changes {
            guard let relative = source.relative(id) else { continue }
            let handed = announced.withLock { $0.failed.remove(relative) != nil || $0.handed.remove(relative) != nil }
            if handed || source.cachedFile(id) != nil { removed.append(PhotoPath(source.cache.file(relative))) }
            source.forget(id)
            result.removed += 1
        }
        if !removed.isEmpty { pending.withLock { $0.removed += removed } }
        let missing = source.notMaterialized()
        result.photos = source.listedCount
        var refusal: WebDAVError?
        var cacheFull = false
        for id in missing {
            guard !cacheFull else {
                result.notCached += 1
                continue
            }
            do {
                let path = try source.materialize(id)
                result.downloaded += 1
                // Evicted photos stay in the show: they are fetched again at their turn.
                result.evicted += source.takeEvictedFiles().count
                if let relative = source.relative(id) { announced.withLock { _ = $0.handed.insert(relative) } }
                pending.withLock { changes in
                    changes.removed.removeAll { $0 == path }
                    changes.added += PhotoRecord.read([path], readDates: true)
                }
                // Wakes `waitForFirstPhoto`: the show starts with this photo.
                state.wakeWaiters()
            } catch {
                result.notCached += 1
                if error.message == WebDAVSource.cacheFull {
                    cacheFull = true
                    continue
                }
                logNotDownloaded(source.relative(id) ?? id.description, error)
                if error.isRefusal {
                    refusal = error
                    break
                }
            }
        }
        handListedPhotos()
        if cacheFull {
            log.value(
                "webdav \(source.serverName): the cache is full (\(CurlHandle.size(source.options.maxCacheBytes))); \(result.notCached) photos are downloaded when their turn comes"
            )
        }
        source.cache.save()
        if let refusal { throw refusal }
        return result
    }

    /// Hands the show every listed photo it does not hold yet: those waiting for room in the
    /// cache (their date unknown until they are downloaded) and those a failed download at
    /// their turn made the show drop. A photo too large to be cached ever is not handed.
    private func handListedPhotos() {
        let fresh = announced.withLock { announced in
            let fresh = source.cacheablePaths.filter { !announced.handed.contains($0) || announced.failed.contains($0) }
            announced.handed.formUnion(fresh)
            announced.failed.removeAll()
            return fresh
        }
        guard !fresh.isEmpty else { return }
        let paths = fresh.map { PhotoPath(source.cache.file($0)) }
        let records = PhotoRecord.read(paths.filter { FileManager.default.fileExists(atPath: $0.description) }, readDates: true)
        let missing = paths.filter { !FileManager.default.fileExists(atPath: $0.description) }.map { PhotoRecord(path: $0) }
        pending.withLock { $0.added += records + missing }
    }

    /// Downloads a listed photo the cache does not hold (evicted to make room, or never
    /// downloaded) because its turn has come: called on the decode thread before the photo
    /// is read, it waits for the download (bounded by the limits), making room by evicting
    /// photos shown longest ago, then ones downloaded ahead. A photo held, or any other path,
    /// returns at once; a failed download is one line, the show drops the photo as gone, and
    /// the next pass that reaches the server hands it back. During an outage the passes have
    /// logged, nothing is tried and nothing logged (the show goes on from the cache); a failure
    /// wakes the passes, so an outage that begins here is found and logged once by them.
    public func fetchIfEvicted(_ path: PhotoPath) {
        guard let relative = source.cache.relative(ofFile: path.description), source.cache.entry(relative) == nil, source.isListed(relative) else { return }
        guard state.withLock({ $0.outage == nil }) else {
            announced.withLock { _ = $0.failed.insert(relative) }
            return
        }
        do {
            _ = try source.materialize(source.id(of: relative), turnCame: true)
            source.cache.save()
        } catch {
            announced.withLock { _ = $0.failed.insert(relative) }
            logNotDownloaded(relative, error)
            wake.signal()
        }
    }

    /// One line for a photo not downloaded, naming the server and the photo.
    private func logNotDownloaded(_ relative: String, _ error: WebDAVError) {
        let separator = error.message.hasPrefix("is ") ? " " : " not downloaded: "
        log.value("webdav \(source.serverName): \(relative)\(separator)\(error.message)")
    }

    /// Starts passes on a thread of its own: one now, then every `rescanSeconds`, with a
    /// backoff while the server does not answer and one log line per outage.
    public func start() {
        let started = state.withLock { state in
            defer { state.running = true }
            return state.running
        }
        guard !started else { return }
        let thread = Thread { [self] in loop() }
        thread.name = "unwind.webdav"
        thread.start()
    }

    /// Tells the feed an outage was already logged (the start's `check` failed), so its
    /// passes add no second line for it, only one when the server is back.
    public func noteOutage(_ error: WebDAVError) {
        state.withLock { $0.outage = error.message }
    }

    /// Stops the passes (a transfer in flight ends at its own timeout; nothing waits for it).
    public func stop() {
        state.withLock { $0.running = false }
        wake.signal()
        source.cache.save()
    }

    /// Waits until `count` passes have ended (successful or not) or `seconds` pass; true when they have.
    public func waitForPasses(_ count: Int, seconds: Double) -> Bool {
        wait(seconds: seconds) { $0.passes >= count }
    }

    /// Waits until the cache holds a photo or a pass has ended, at most `seconds`: a show
    /// with an empty cache starts with the first photo while the rest downloads.
    public func waitForFirstPhoto(seconds: Double) {
        _ = wait(seconds: seconds) { [self] in $0.passes > 0 || cachedCount > 0 }
    }

    private func wait(seconds: Double, until done: (LoopState) -> Bool) -> Bool {
        state.wait(until: done, timeout: seconds) { _, ready in ready }
    }

    private func loop() {
        var backoff = 2.0
        while state.withLock({ $0.running }) {
            let outage = state.withLock { $0.outage }
            var wait = source.options.rescanSeconds
            do {
                let result = try syncOnce()
                if outage != nil { log.value("webdav \(source.serverName) is back") }
                state.withLock { $0.outage = nil }
                backoff = 2
                if result.downloaded + result.removed + result.evicted > 0 {
                    log.value(
                        "webdav \(source.serverName): \(result.photos) photos, \(result.downloaded) downloaded, \(result.removed) removed, \(result.evicted) evicted"
                    )
                }
            } catch {
                if outage == nil {
                    log.value("webdav \(source.serverName): \(error.message); the show goes on with the \(cachedCount) cached photos, retrying")
                }
                state.withLock { $0.outage = error.message }
                wait = backoff
                backoff = min(backoff * 2, source.options.maxBackoffSeconds)
            }
            state.withLockWaking { $0.passes += 1 }
            _ = wake.wait(timeout: .now() + wait)
        }
    }

    // MARK: PhotoFeed

    /// The photos complete in the cache now, with their EXIF dates (a display copy keeps
    /// them), and those the last look listed that wait for room (undated until downloaded;
    /// not those too large to be cached ever).
    public var current: [PhotoRecord] {
        let held = source.cache.snapshot.keys.sorted()
        let waiting = Set(source.cacheablePaths).subtracting(held).sorted()
        announced.withLock { $0.handed.formUnion(held + waiting) }
        return PhotoRecord.read(held.map { PhotoPath(source.cache.file($0)) }, readDates: true)
            + waiting.map { PhotoRecord(path: PhotoPath(source.cache.file($0))) }
    }

    /// What came, changed or left the cache since the last call.
    public func take() -> PhotoChanges? {
        pending.withLock { changes in
            guard !changes.added.isEmpty || !changes.removed.isEmpty else { return nil }
            defer { changes = PhotoChanges() }
            return changes
        }
    }

    /// Records that a photo of this cache came on screen (for least-recently-shown eviction).
    public func noteShown(_ path: PhotoPath) {
        noteShown(path.description, at: Date())
    }

    /// `noteShown` at a given time (tests).
    public func noteShown(_ path: String, at date: Date) {
        guard let relative = source.cache.relative(ofFile: path) else { return }
        source.cache.noteShown(relative, at: date)
    }

    /// True for a cached download still at the size it came.
    public func wantsDisplayCopy(of path: PhotoPath) -> Bool {
        guard let relative = source.cache.relative(ofFile: path.description) else { return false }
        return source.cache.holdsFullSize(relative)
    }

    /// Keeps the display copy instead of the download when it is smaller.
    public func keepDisplayCopy(_ jpeg: [UInt8], size: MediaSize, of path: PhotoPath) {
        guard let relative = source.cache.relative(ofFile: path.description) else { return }
        source.cache.keepDisplayCopy(jpeg, width: size.width, height: size.height, of: relative)
    }

    /// Marks the copy stale, so the next pass downloads the original again.
    public func displayCopyTooSmall(_ path: PhotoPath) {
        guard let relative = source.cache.relative(ofFile: path.description) else { return }
        source.cache.refetch(relative)
    }
}
