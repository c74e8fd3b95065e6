import Dispatch
import UnwindMedia
import UnwindPhotos
import UnwindSync
import UnwindVideo

/// What the index reads from a new or changed photo: pixel size from the header, date taken
/// and orientation from EXIF (for a clip: size, date and duration from its container), or why
/// the header says it cannot be shown.
struct PhotoFacts: Sendable {
    var width: Int?
    var height: Int?
    var taken: PhotoDate?
    var orientation = 1
    /// Seconds a clip lasts, from its container; nil for a photo, or a clip that declares none.
    var duration: Double?
    /// Set when the header is unreadable (empty, truncated, not an image): the photo is
    /// skipped at this identity, as the show would skip it.
    var problem: String?

    /// Reads one file (read only).
    static func read(_ path: PhotoPath) -> PhotoFacts {
        if PhotoScanner.looksLikeClip(path) { return clip(path) }
        var facts = PhotoFacts()
        let header: ImageHeader?
        do {
            header = try ImageHeader.read(path: path)
        } catch {
            facts.problem = error.description
            return facts
        }
        facts.width = header?.width
        facts.height = header?.height
        // EXIF in the file itself (JPEG, TIFF, as the format registry says); a file without a header gets a try too.
        if header.map({ ImageFormat.entry(for: $0.format)?.metadata == .exifInFile }) ?? true {
            let metadata = PhotoMetadata.read(path: path)
            facts.taken = metadata.takenDate
            facts.orientation = metadata.orientation
        }
        return facts
    }

    /// A clip's size, duration and the date its container records (`creation_time`), or why
    /// it cannot be played, read by opening it as the show would (read only). Only clips load
    /// FFmpeg here: a photo's facts come from its own header.
    static func clip(_ path: PhotoPath) -> PhotoFacts {
        var facts = PhotoFacts()
        do {
            let info = try VideoDecoder(source: VideoSource(path: path.bytes)).info
            facts.width = info.width
            facts.height = info.height
            facts.taken = info.creationTime.flatMap { PhotoDate(exif: $0) }
            facts.duration = info.duration > 0 ? info.duration : nil
        } catch {
            facts.problem = error.description
        }
        return facts
    }

    /// Reads many files on every core (a first build is bound by these reads); nil when
    /// `stop` became overdue on the way (the folder is given up, see `RefreshStop`).
    static func read(_ paths: [PhotoPath], stop: RefreshStop? = nil) -> [PhotoFacts]? {
        let results = UnsafeMutablePointer<PhotoFacts>.allocate(capacity: paths.count)
        defer { results.deallocate() }
        let base = Results(pointer: results)
        let gaveUp = Locked(false)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            if stop?.isOverdue == true {
                gaveUp.withLock { $0 = true }
                (base.pointer + index).initialize(to: PhotoFacts())
            } else {
                (base.pointer + index).initialize(to: read(paths[index]))
            }
        }
        let out = Array(UnsafeBufferPointer(start: results, count: paths.count))
        results.deinitialize(count: paths.count)
        return gaveUp.value ? nil : out
    }

    /// The result buffer, written at distinct indices by the concurrent reads.
    private struct Results: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<PhotoFacts>
    }
}
