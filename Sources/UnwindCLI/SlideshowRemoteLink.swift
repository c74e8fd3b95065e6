import Foundation
import UnwindInput
import UnwindPhotos
import UnwindRemote
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// Joins a running show to its remote services, on the render thread: each frame the inbox's
/// commands join the input (as `InputEvent.remote`, applied and recorded on a tick like keys),
/// and the show's status goes to the board when it changed (uptime and frame time at most
/// once a second), with the thumbnail of the photo that just came on screen. The servers'
/// threads never touch the show: they only post to the inbox and read the board.
final class SlideshowRemoteLink {
    let services: RemoteServices
    private let scene: SlideshowScene
    private let syncGroup: String?
    private let started = ContinuousClock.now
    private var frameTimes = RecentFrameTimes(capacity: 240)
    private var published: RemoteStatus?
    private var publishedAt: ContinuousClock.Instant?
    private var thumbnailPath: PhotoPath?
    /// The display-power backend in use (`none` for black frames), for the status.
    var displayPower: String?

    init(services: RemoteServices, scene: SlideshowScene, syncGroup: String?) {
        self.services = services
        self.scene = scene
        self.syncGroup = syncGroup
    }

    /// Makes the inbox one of `runner`'s input sources; `frameDone` goes in its `afterFrame`.
    func attach(to runner: Runner) {
        runner.addInputSource(services.inbox)
    }

    /// Takes the inbox off `runner`'s input sources.
    func detach(from runner: Runner) {
        runner.removeInputSource(services.inbox)
    }

    /// After each pass of the loop: note the frame's cost, publish what changed.
    func frameDone(_ timing: FrameTiming) {
        if let work = timing.work { frameTimes.record(work) }
        publish()
    }

    /// The show's status for the remote, from the scene's `ShowStatus`.
    func status() -> RemoteStatus {
        let status = scene.session.status
        let current = status.current?.first
        var remote = RemoteStatus(
            current: current?.description, next: status.next?.first.description,
            currentDate: current.flatMap(scene.takenDate(of:)).map { $0.description.replacingOccurrences(of: " ", with: "T") },
            paused: status.isPaused, settings: status.settings,
            screenOn: status.isScreenOn, uptime: Self.seconds(ContinuousClock.now - started),
            frameTimeP95Ms: 0, photosKnown: status.photosKnown, photosSkipped: status.photosSkipped,
            syncGroup: syncGroup)
        remote.screenState = scene.session.screenReason.rawValue
        remote.displayPower = displayPower
        remote.currentFavorite = status.currentIsFavorite
        remote.currentID = current.map { scene.mediaID(of: $0).description }
        return remote
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// Publishes the status when something a person would see changed, or once a second
    /// (uptime, frame time); the thumbnail when the photo on screen is a new one.
    func publish() {
        var next = status()
        let now = ContinuousClock.now
        if var last = published, let at = publishedAt, now - at < .seconds(1) {
            last.uptime = next.uptime
            last.frameTimeP95Ms = 0
            if last == next { return }
        }
        next.frameTimeP95Ms = (frameTimes.p95 * 100).rounded() / 100
        services.board.publish(next)
        published = next
        publishedAt = now
        guard let current = scene.session.status.current?.first, current != thumbnailPath,
            let jpeg = scene.thumbnail(for: current)
        else { return }
        thumbnailPath = current
        services.board.publish(thumbnail: Thumbnail(path: current.description, jpeg: jpeg))
    }
}

/// The last few hundred frame times, for a p95 that follows what the show does now (a kiosk
/// runs for months; it keeps no history).
struct RecentFrameTimes {
    private var values: [Double] = []
    private var next = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        values.reserveCapacity(self.capacity)
    }

    mutating func record(_ milliseconds: Double) {
        if values.count < capacity {
            values.append(milliseconds)
        } else {
            values[next] = milliseconds
        }
        next = (next + 1) % capacity
    }

    /// The 95th percentile of the window; 0 before the first frame.
    var p95: Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
    }
}
