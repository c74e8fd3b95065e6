import UnwindECS

/// The systems every transition kind contributes, in the order they run.
///
/// Tick systems advance components from `FixedTime`; draw systems read `RenderTime` and
/// append to the `FrameCanvas`. Each transition family (tiles, radial, composable) adds
/// its systems through one static value, and `standard` lists the families.
public struct TransitionSystems {
    /// A system's label (the schedule lists systems by it) and its function over the world.
    public typealias System = (label: String, run: (World) -> Void)

    /// Systems run on every fixed tick, in order: they advance components from `FixedTime`.
    public var tick: [System]
    /// Systems run on every frame, in painter's order: they append to the `FrameCanvas`.
    public var draw: [System]

    /// A family's systems; the lists are empty unless given.
    public init(tick: [System] = [], draw: [System] = []) {
        self.tick = tick
        self.draw = draw
    }

    /// Both lists of `a` followed by those of `b`.
    public static func + (a: TransitionSystems, b: TransitionSystems) -> TransitionSystems {
        TransitionSystems(tick: a.tick + b.tick, draw: a.draw + b.draw)
    }

    /// Every transition family Unwind ships.
    public static var standard: TransitionSystems {
        var all = TransitionSystems()
        for family in families { all = all + family }
        return all
    }

    /// The families in draw order; each adds one line here.
    static var families: [TransitionSystems] {
        [
            .tiles,
            .radial,
            .composable,
        ]
    }
}
