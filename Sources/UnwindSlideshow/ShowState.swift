/// Where the show is, as the scene and the report see it.
public enum ShowState: Equatable, Sendable {
    /// No photos to show: an on-screen message while the folders are rescanned.
    case empty
    /// Waiting for a photo to finish decoding (only before the first photo, or when the user
    /// navigates faster than photos decode).
    case loading
    /// A photo is fully on screen, since a show time in seconds.
    case showing(since: Double)
    /// A transition to a new photo is running, since a show time in seconds.
    case transitioning(since: Double)
    /// The user paused on a photo; it stays until they resume or navigate.
    case paused
}

/// The show's timing rules as a value: when the next photo is due and how pausing works.
///
/// Plain and clock-free (time comes in as seconds), so the rules are tested without SDL and
/// a headless run follows the same path as a window.
public struct ShowMachine: Equatable, Sendable {
    /// Where the show is now; it starts loading, waiting for the first photo.
    public private(set) var state: ShowState = .loading
    /// Seconds each photo stays before the next transition starts.
    public var interval: Double
    /// A pause asked for mid-transition takes effect when the photo is fully shown.
    public private(set) var pauseAfterTransition = false

    /// A machine that starts in `loading` with photos changing every `interval` seconds.
    public init(interval: Double) {
        self.interval = interval
    }

    /// True while the show holds on one photo at the user's request.
    public var isPaused: Bool {
        state == .paused || pauseAfterTransition
    }

    /// True when the current photo has been up for a full interval and the show is running.
    public func isDue(at now: Double) -> Bool {
        if case .showing(let since) = state { return now - since >= interval - 1e-9 }
        return false
    }

    /// The folders hold nothing to show.
    public mutating func becameEmpty() {
        state = .empty
        pauseAfterTransition = false
    }

    /// Waiting for a decode before anything can be shown.
    public mutating func waitForPhoto() {
        if state != .paused { state = .loading }
    }

    /// A transition started (automatically or because the user navigated).
    public mutating func transitionStarted(at now: Double) {
        if state == .paused { pauseAfterTransition = true }
        state = .transitioning(since: now)
    }

    /// The new photo is fully on screen; its interval starts now unless the show is paused.
    public mutating func photoShown(at now: Double) {
        if pauseAfterTransition {
            state = .paused
            pauseAfterTransition = false
        } else {
            state = .showing(since: now)
        }
    }

    /// Space, a tap or gamepad A: pause, or resume with a fresh interval.
    public mutating func togglePause(at now: Double) {
        switch state {
        case .paused:
            state = .showing(since: now)
        case .showing:
            state = .paused
        case .transitioning, .loading:
            pauseAfterTransition.toggle()
        case .empty:
            break
        }
    }
}
