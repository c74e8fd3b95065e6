import Foundation
import UnwindPhotos
import UnwindSlideshow
import UnwindSync
import UnwindVideo

/// Plays one clip into its streaming texture: asked on the render thread for the picture
/// at a show time, it decodes on a queue of its own.
///
/// Deterministic runs (headless, replays) wait for the exact picture at each time, so every
/// run shows the same frames. A window never waits: the queue decodes the next picture while
/// the current one is on screen, and when the CPU falls behind the request moves on to the
/// time it is now, so frames are dropped rather than the clip drifting behind the clock.
final class ClipPlayer: @unchecked Sendable {
    let stream: ClipStream
    /// The clip's file (or the still of a Live or Motion Photo), for the log and the report.
    let path: PhotoPath
    private let queue = DispatchQueue(label: "unwind.clip", qos: .userInitiated)
    /// What the clip's queue and the render thread share: a picture decoded ahead, whether a
    /// decode runs, and a failure that ended the clip.
    private struct Shared {
        var ready: (showTime: Double, picture: Picture)?
        var busy = false
        var failure: VideoError?
    }
    private let shared = Locked(Shared())
    /// The index of the picture in the texture now.
    private(set) var shownIndex = 0
    /// Distinct pictures put into the texture (the first one included).
    private(set) var framesShown = 1
    /// The latest time a picture was asked for, for the report.
    private(set) var playedSeconds = 0.0
    /// Set once a decode failed mid-clip (logged once; the last picture stays).
    private(set) var failureLogged = false

    private var started = false
    /// Set on the clip's queue once its first decode ran (and the codec was reopened there if needed).
    private var reopened = false
    /// Set once the clip's picture at half its length was asked for (`--capture`'s `-mid.png`).
    var passedMidpoint = false
    /// Which play of a clip in the show this is, so the report lists plays in the order they started.
    var playNumber = 0

    init(stream: ClipStream, path: PhotoPath) {
        self.stream = stream
        self.path = path
    }

    /// The clip's line in the report, once it has played.
    var record: ClipShown? {
        started ? ClipShown(path: path, seconds: playedSeconds, framesShown: framesShown) : nil
    }

    /// Seconds between pictures (a 30 fps clip: 1/30).
    private var interval: Double { stream.decoder.info.frameRate > 0 ? 1 / stream.decoder.info.frameRate : 1.0 / 30 }

    /// A picture and where it goes in the texture.
    typealias Picture = (frame: VideoFrame, origin: (x: Int, y: Int))

    /// The picture to put into the texture for show time `seconds`, or nil when the one there
    /// is still right. `waits`: decode it now (deterministic runs); else take what the queue has
    /// ready and ask it for the next.
    func frame(at seconds: Double, waits: Bool) -> Picture? {
        started = true
        playedSeconds = max(playedSeconds, seconds)
        if shared.withLock({ $0.failure != nil }) { return nil }
        let candidate: Picture?
        if waits {
            let outcome = queue.sync { decode(at: seconds) }
            switch outcome {
            case .success(let frame): candidate = frame
            case .failure(let error):
                candidate = nil
                shared.withLock { shared in
                    if shared.failure == nil { shared.failure = error }
                }
            }
        } else {
            candidate = takeReady(upTo: seconds)
            requestAhead(of: seconds)
        }
        guard let candidate, candidate.frame.index != shownIndex else { return nil }
        shownIndex = candidate.frame.index
        framesShown += 1
        return candidate
    }

    /// A decode error that ended the clip early, once (then nil).
    func takeFailure() -> VideoError? {
        guard !failureLogged, let failure = shared.withLock({ $0.failure }) else { return nil }
        failureLogged = true
        return failure
    }

    private func takeReady(upTo seconds: Double) -> Picture? {
        let due = seconds + interval / 4
        return shared.withLock { shared in
            guard let waiting = shared.ready, waiting.showTime <= due else { return nil }
            shared.ready = nil
            return waiting.picture
        }
    }

    /// Starts decoding the picture one interval after `seconds`, unless a decode is running or
    /// a picture is waiting: at most one frame ahead is ever kept.
    private func requestAhead(of seconds: Double) {
        let starts = shared.withLock { shared in
            guard !shared.busy, shared.ready == nil, shared.failure == nil else { return false }
            shared.busy = true
            return true
        }
        guard starts else { return }
        let target = stream.holdsShow ? min(seconds + interval, stream.length) : seconds + interval
        queue.async { [self] in
            let outcome = decode(at: target)
            shared.withLock { shared in
                switch outcome {
                case .success(let picture): shared.ready = (target, picture)
                case .failure(let error): shared.failure = error
                }
                shared.busy = false
            }
        }
    }

    /// The picture at show time `seconds`, decoded on the clip's queue (only there). The first
    /// decode opens the codec again when this thread's priority is not the opener's: the clip
    /// was opened on the photo decode thread (nice 10), and FFmpeg's threads take the priority
    /// of the thread that opens the codec (`VideoDecoder.reopenAtCallingThreadsPriority`).
    private func decode(at seconds: Double) -> Result<Picture, VideoError> {
        do throws(VideoError) {
            if !reopened {
                reopened = true
                try stream.decoder.reopenAtCallingThreadsPriority()
            }
            return .success(try stream.picture(at: seconds))
        } catch {
            return .failure(error)
        }
    }

    /// True once a picture was asked for.
    var hasPlayed: Bool { started }

    /// Starts counting a new play (the clip came on stage again); a picture decoded ahead for
    /// the old play is dropped.
    func restart() {
        queue.sync {}
        shared.withLock { $0.ready = nil }
        started = false
        playedSeconds = 0
        framesShown = 0
        passedMidpoint = false
    }

    /// Waits for a decode in flight (before the stream is dropped).
    func finish() {
        queue.sync {}
    }
}
