import Foundation
import UnwindSync

/// The show's latest status and thumbnail, behind a lock: the show writes on its thread, the
/// HTTP handlers and the MQTT publisher read copies on theirs. Nothing here reaches back into
/// the show.
public final class StatusBoard: Sendable {
    private struct Board {
        var status: RemoteStatus
        var thumbnail: Thumbnail?
        /// Bumped when the status changes (not for uptime or frame time alone), so the MQTT
        /// publisher sends state only when something a person would see changed.
        var version: UInt64 = 0
        /// Bumped by `wake()`, so a waiting publisher also wakes for its own events.
        var wakeups: UInt64 = 0
        /// The photos that came on screen, newest first, each once (`recentLimit` at most).
        var recent: [String] = []
    }

    private let board: Awaited<Board>
    /// How many photos "recently shown" keeps.
    public static let recentLimit = 50

    /// A board showing `initial` until the show's first `publish`.
    public init(_ initial: RemoteStatus = RemoteStatus()) {
        board = Awaited(Board(status: initial))
    }

    /// Replaces the status; cheap enough to call every frame (a lock and a copy). Waiters
    /// wake only when something a person would see changed.
    public func publish(_ new: RemoteStatus) {
        let changed = board.withLock { board in
            var comparable = new
            comparable.uptime = board.status.uptime
            comparable.frameTimeP95Ms = board.status.frameTimeP95Ms
            let changed = comparable != board.status
            if let shown = new.current, shown != board.status.current || board.recent.isEmpty {
                board.recent.removeAll { $0 == shown }
                board.recent.insert(shown, at: 0)
                if board.recent.count > Self.recentLimit { board.recent.removeLast(board.recent.count - Self.recentLimit) }
            }
            board.status = new
            if changed { board.version &+= 1 }
            return changed
        }
        if changed { board.wakeWaiters() }
    }

    /// Replaces the thumbnail of the current photo (already JPEG-encoded, off the show's thread).
    public func publish(thumbnail new: Thumbnail?) {
        board.withLock { $0.thumbnail = new }
    }

    /// A copy of the latest status.
    public var current: RemoteStatus {
        board.withLock { $0.status }
    }

    /// The photos that came on screen, newest first, each once: the page's "recently shown",
    /// and the only paths `POST /api/photo/show` accepts.
    public var recentlyShown: [String] {
        board.withLock { $0.recent }
    }

    /// The latest thumbnail, if the show gave one.
    public var currentThumbnail: Thumbnail? {
        board.withLock { $0.thumbnail }
    }

    /// The status and its version number.
    public var versioned: (status: RemoteStatus, version: UInt64) {
        board.withLock { ($0.status, $0.version) }
    }

    /// Wakes every `waitForChange` now, without a new version: a publisher's own event (a
    /// reconnection to announce, a stop) must not wait for the show's next change.
    public func wake() {
        board.withLockWaking { $0.wakeups &+= 1 }
    }

    /// Waits up to `timeout` seconds for a version newer than `version` (or a `wake()`); for
    /// publishers on their own threads (never the show's).
    public func waitForChange(after version: UInt64, timeout: Double) -> (status: RemoteStatus, version: UInt64) {
        let woken = board.withLock { $0.wakeups }
        return board.wait(until: { $0.version != version || $0.wakeups != woken }, timeout: timeout) { board, _ in (board.status, board.version) }
    }
}

/// A small JPEG of the photo on screen, for `GET /api/photo/current`. The show encodes it off
/// its render thread (see docs/kiosk.md) and hands over the bytes; the server never opens files.
public struct Thumbnail: Equatable, Sendable {
    /// The photo it was made from, so a stale thumbnail is never served for a newer photo.
    public var path: String
    /// JPEG bytes.
    public var jpeg: Data

    /// A thumbnail of the photo at `path`.
    public init(path: String, jpeg: Data) {
        self.path = path
        self.jpeg = jpeg
    }
}
