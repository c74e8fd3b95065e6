import UnwindControl
import UnwindECS
import UnwindInput
import UnwindMedia
import UnwindRandom
import UnwindTransitions

/// Where a running show holds each live setting (`ControlSchema.settings`) and what changing
/// it does: the one place a setting meets the show. The status reads every setting through
/// `read`, and `RemoteCommand.set` reaches `apply`, so the show needs no case of its own per
/// setting elsewhere. `ShowSettingEffectsTests` fails when a schema setting has no entry here.
struct ShowSettingEffect: Sendable {
    /// The value the show runs with now, as the status reports it.
    let read: @Sendable (World) -> SettingValue
    /// Takes a value the schema checked; from the next change on where it times the show.
    let apply: @Sendable (SettingValue, World) -> Void

    /// Each setting's effect, by the schema's key.
    static let byKey: [String: ShowSettingEffect] = [
        ControlSchema.interval.key: ShowSettingEffect(
            read: { .number($0.machine.interval) },
            apply: { value, world in
                guard let seconds = value.number, seconds > 0, seconds.isFinite else { return }
                world.machine.interval = seconds
            }),
        ControlSchema.transitions.key: ShowSettingEffect(
            // As asked for (a style, names or `random`), so a status sent back leaves the show
            // as it is: `calm` when nothing was named.
            read: { world in
                let requested = world.transitionCycle.requested
                return .names(requested.isEmpty ? [TransitionStyle.calm.name] : requested)
            },
            apply: { value, world in
                guard let names = value.names else { return }
                let setup = world.setup
                var cycle = TransitionCycle(requested: names, available: setup.availableTransitions, seed: setup.seed)
                ShowSystems.applyDrops(to: &cycle, in: world)
                world.transitionCycle = cycle
                world.request(.transitionsChanged)
            }),
        ControlSchema.order.key: ShowSettingEffect(
            read: { .name($0.sequence.playlist.order.rawValue) },
            apply: { value, world in
                // Only a replay file edited by hand can carry a name the schema refuses; it changes nothing.
                guard let order = value.name.flatMap(PlaylistOrder.init(rawValue:)), order != world.sequence.playlist.order else { return }
                world.sequence.reorder(order, seed: SplitMix64.value(seed: world.setup.seed ^ 0x0DE5, index: world.progress.photoChanges))
                world.progress.photosVersion += 1
            }),
    ]

    /// Every live setting as the show runs it now.
    static func values(in world: World) -> ShowSettingValues {
        var values = ShowSettingValues()
        for setting in ControlSchema.settings {
            if let effect = byKey[setting.key] { values[setting] = effect.read(world) }
        }
        return values
    }
}
