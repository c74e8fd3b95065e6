import UnwindControl
import UnwindDraw
import UnwindECS
import UnwindMedia
import UnwindPhotos

/// The show at a glance, read each frame: what the overlay draws, and what a status page or
/// an MQTT topic would publish.
public struct ShowStatus: Equatable, Sendable {
    /// Seconds each slide stays.
    public var interval: Double { settings.interval }
    /// The photo order.
    public var order: PlaylistOrder { settings.order }

    /// Why there is nothing to show.
    public enum EmptyReason: Equatable, Sendable {
        /// The folders hold no photo files.
        case noPhotos
        /// These roots do not exist (or cannot be reached).
        case missing([PhotoPath])
        /// This many files were found and none could be shown.
        case unusable(Int)
    }

    /// Empty, loading, showing, transitioning or paused.
    public var state: ShowState
    /// The slide on screen or arriving.
    public var current: Slide?
    /// The slide after it, when decided.
    public var next: Slide?
    /// Paused now, or as soon as the running transition ends.
    public var isPaused: Bool
    /// The live settings as the show runs them (interval, transitions as asked for, order):
    /// what the remote's status reports, through `ShowSettingEffect`.
    public var settings: ShowSettingValues
    /// Playlist cycles started (1 once the first photo is shown).
    public var cycle: Int
    /// False outside the screen hours or when switched off.
    public var isScreenOn: Bool
    /// Photos in the show.
    public var photosKnown: Int
    /// Files not shown (broken, vanished, or reported by the scan).
    public var photosSkipped: Int
    /// A transition is on screen.
    public var isTransitioning: Bool
    /// False until the first slide is up (the overlay says "Loading…" meanwhile).
    public var hasPhotoOnScreen: Bool
    /// Set when `state` is `.empty`.
    public var emptyReason: EmptyReason?
    /// Until when (show seconds) "Paused" or "Playing" is spelled out after a toggle.
    public var pauseNoticeUntil: Double
    /// Show time in seconds.
    public var now: Double
    /// The day memories count from (`--today`, or the local date the scene last gave).
    public var today: CalendarDay?
    /// The slide a running transition takes away, so its caption can leave with it.
    public var leaving: Slide?
    /// How far the running transition is, 0...1 (1 when none runs): captions cross over
    /// with their photos instead of the next caption appearing over the old photo.
    public var transitionProgress: Float = 1
    /// True while the pairing code is asked for (P, gamepad Y, or the start of a show with a remote).
    public var showsPairing = false
    /// How much black covers the frame: the show's first photo (and a woken screen's) as it
    /// fades in, 1 when it starts, 0 once it is done (eased, so the photo arrives softly); and
    /// the brightness schedule's dimming where no backlight does it (0.4 at 60 %).
    public var fadeInCover: Float = 0
    /// The photo on screen is a favourite (the page's star, MQTT's state).
    public var currentIsFavorite = false
    /// The colour the frame is multiplied by for the brightness schedule's warmth (a warmer
    /// evening), nil when the schedule says neutral: no backlight can change colour, so the
    /// show always does this itself.
    public var tint: Color?

    /// Reads the status from a show's world.
    static func read(_ world: World) -> ShowStatus {
        let machine = world.machine, sequence = world.sequence, progress = world.progress, failures = world.failures
        var reason: EmptyReason?
        if machine.state == .empty {
            let missing = Set(progress.missingRoots)
            let unusable = failures.entries.keys.filter { !missing.contains($0) }.count
            if unusable > 0 {
                reason = .unusable(unusable)
            } else if !progress.missingRoots.isEmpty {
                reason = .missing(progress.missingRoots)
            } else {
                reason = .noPhotos
            }
        }
        var status = ShowStatus(
            state: machine.state, current: sequence.current, next: world.required(Lookahead.self).next,
            isPaused: machine.isPaused, settings: ShowSettingEffect.values(in: world), cycle: sequence.playlist.cycleNumber,
            isScreenOn: !progress.isDark, photosKnown: sequence.photoCount,
            photosSkipped: failures.entries.count, isTransitioning: world.stage.player.isTransitioning,
            hasPhotoOnScreen: world.stage.player.current != nil, emptyReason: reason, pauseNoticeUntil: progress.pauseNoticeUntil, now: world.now,
            today: progress.today,
            leaving: transitionLeaving(world), transitionProgress: transitionProgress(world), showsPairing: world.now < progress.pairingUntil,
            fadeInCover: cover(world))
        status.currentIsFavorite = sequence.current.map { sequence.playlist.catalog.favorites.contains($0.first) } ?? false
        let kelvin = world.screen.kelvin
        status.tint = kelvin < ColorTemperature.neutral ? ColorTemperature.tint(kelvin: kelvin) : nil
        return status
    }

    private static func transitionLeaving(_ world: World) -> Slide? {
        guard world.stage.player.isTransitioning, let entity = ShowSystems.stagedEntity(.leaving, in: world) else { return nil }
        return world.get(PhotoSlot.self, for: entity)?.slide
    }

    private static func transitionProgress(_ world: World) -> Float {
        guard world.stage.player.isTransitioning, case .transitioning(let since) = world.machine.state else { return 1 }
        let span = world.progress.transitionEnds - since
        return span > 0 ? Float(max(0, min(1, (world.now - since) / span))) : 1
    }

    /// Black over the frame: the first photo's fade, the wake fade, and the brightness
    /// schedule's dimming where no backlight does it.
    private static func cover(_ world: World) -> Float {
        let progress = world.progress, screen = world.screen
        let fade = max(
            fadeInCover(until: progress.fadeInUntil, now: world.now, seconds: world.setup.config.fadeIn),
            fadeInCover(until: progress.wakeFadeUntil, now: world.now, seconds: ShowSystems.wakeFade))
        let level = screen.dimsInSoftware ? Float(screen.level) : 1
        return 1 - (1 - fade) * level
    }

    /// Black's opacity over the first photo `now`: smoothstep from 1 to 0 over the fade.
    static func fadeInCover(until end: Double, now: Double, seconds: Double) -> Float {
        guard seconds > 0 else { return 0 }
        let left = Float(max(0, min(1, (end - now) / seconds)))
        return left * left * (3 - 2 * left)
    }
}
