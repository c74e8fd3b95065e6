import Foundation

/// The show's latest status and thumbnail, behind a lock: the show writes on its thread, the
/// HTTP handlers and the MQTT publisher read copies on theirs. Nothing here reaches back into
/// the show.
public final class StatusBoard: @unchecked Sendable {
    private let condition = NSCondition()
    private var status: RemoteStatus
    private var thumbnail: Thumbnail?
    /// Bumped when the status changes (not for uptime or frame time alone), so the MQTT
    /// publisher sends state only when something a person would see changed.
    private var version: UInt64 = 0
    /// Bumped by `wake()`, so a waiting publisher also wakes for its own events.
    private var wakeups: UInt64 = 0
    /// The photos that came on screen, newest first, each once (`recentLimit` at most).
    private var recent: [String] = []
    /// How many photos "recently shown" keeps.
    public static let recentLimit = 50

    /// A board showing `initial` until the show's first `publish`.
    public init(_ initial: RemoteStatus = RemoteStatus()) {
        status = initial
    }

    /// Replaces the status; cheap enough to call every frame (a lock and a copy).
    public func publish(_ new: RemoteStatus) {
        condition.lock()
        defer { condition.unlock() }
        var comparable = new
        comparable.uptime = status.uptime
        comparable.frameTimeP95Ms = status.frameTimeP95Ms
        let changed = comparable != status
        if let shown = new.current, shown != status.current || recent.isEmpty {
            recent.removeAll { $0 == shown }
            recent.insert(shown, at: 0)
            if recent.count > Self.recentLimit { recent.removeLast(recent.count - Self.recentLimit) }
        }
        status = new
        if changed {
            version &+= 1
            condition.broadcast()
        }
    }

    /// Replaces the thumbnail of the current photo (already JPEG-encoded, off the show's thread).
    public func publish(thumbnail new: Thumbnail?) {
        condition.lock()
        defer { condition.unlock() }
        thumbnail = new
    }

    /// A copy of the latest status.
    public var current: RemoteStatus {
        condition.lock()
        defer { condition.unlock() }
        return status
    }

    /// The photos that came on screen, newest first, each once: the page's "recently shown",
    /// and the only paths `POST /api/photo/show` accepts.
    public var recentlyShown: [String] {
        condition.lock()
        defer { condition.unlock() }
        return recent
    }

    /// The latest thumbnail, if the show gave one.
    public var currentThumbnail: Thumbnail? {
        condition.lock()
        defer { condition.unlock() }
        return thumbnail
    }

    /// The status and its version number.
    public var versioned: (status: RemoteStatus, version: UInt64) {
        condition.lock()
        defer { condition.unlock() }
        return (status, version)
    }

    /// Wakes every `waitForChange` now, without a new version: a publisher's own event (a
    /// reconnection to announce, a stop) must not wait for the show's next change.
    public func wake() {
        condition.lock()
        defer { condition.unlock() }
        wakeups &+= 1
        condition.broadcast()
    }

    /// Waits up to `timeout` seconds for a version newer than `version` (or a `wake()`); for
    /// publishers on their own threads (never the show's).
    public func waitForChange(after version: UInt64, timeout: Double) -> (status: RemoteStatus, version: UInt64) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        let woken = wakeups
        while self.version == version, wakeups == woken {
            if !condition.wait(until: deadline) { break }
        }
        return (status, self.version)
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
