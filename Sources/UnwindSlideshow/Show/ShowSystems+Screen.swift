import UnwindECS

/// Screen hours and the manual screen switch.
extension ShowSystems {
    /// Darkens or lights the screen when the hours or the switch say so; coming back, the
    /// slide on screen gets a fresh interval.
    static func screen(_ world: World) {
        let screen = world.screen
        let dark = !screen.isOn
        guard dark != world.progress.isDark else { return }
        world.progress.isDark = dark
        let why = screen.override != nil ? "switched by hand" : screen.hours.map { "screen hours \($0)" } ?? "screen hours"
        world.log("\(why): screen \(dark ? "off" : "on")")
        if !dark, case .showing = world.machine.state { world.machine.photoShown(at: world.now) }
    }
}
