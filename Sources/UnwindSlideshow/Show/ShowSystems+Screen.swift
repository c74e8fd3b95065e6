import UnwindECS

/// The screen's one state: hours, the manual switch, presence, idle timeout and wake events.
extension ShowSystems {
    /// Seconds the photo takes to come back from black when the screen wakes: soft, and well
    /// inside the half second a person at the frame waits for it.
    static let wakeFade = 0.4

    /// Darkens or lights the screen when its state says so; coming back, the slide on screen
    /// fades in from black and gets a fresh interval.
    static func screen(_ world: World) {
        world.screen.observe(now: world.now)
        let screen = world.screen
        let reason = screen.reason
        let dark = reason != .on
        guard dark != world.progress.isDark else { return }
        world.progress.isDark = dark
        let now = world.now
        if dark {
            world.progress.darkSince = now
            world.log("\(why(reason, screen)): screen off")
        } else {
            let off = max(0, now - world.progress.darkSince)
            world.showReport.screenOffSeconds = (world.showReport.screenOffSeconds ?? 0) + off
            world.log("\(why(reason, screen)): screen on after \(Int(off.rounded())) s off")
            world.progress.wakeFadeUntil = now + wakeFade
            if case .showing = world.machine.state { world.machine.photoShown(at: now) }
        }
    }

    /// A wake event: a sign of life, and a visit where the hours or the switch keep the
    /// screen dark. True when it lit a dark screen.
    static func wake(_ world: World) -> Bool {
        let wasDark = world.progress.isDark
        world.screen.observe(now: world.now)
        world.screen.wake()
        screen(world)
        return wasDark && !world.progress.isDark
    }

    /// The log's words for why the screen changed.
    private static func why(_ reason: ScreenState.Reason, _ screen: ScreenState) -> String {
        switch reason {
        case .hours: return screen.hours.map { "screen hours \($0)" } ?? "screen hours"
        case .switchedOff: return "switched by hand"
        case .absent: return "nobody present for \(Int(screen.presence.offAfter)) s"
        case .idle: return "idle for \(Int(screen.presence.idleTimeout ?? 0)) s"
        case .on:
            if screen.override == true { return "switched by hand" }
            if screen.presence.isVisiting(at: screen.now) { return "woken" }
            return screen.hours.map { "screen hours \($0)" } ?? "screen"
        }
    }
}
