import UnwindDraw
import UnwindECS
import UnwindTime
import UnwindTransitions

/// The show's systems, in the order they run each fixed tick. Each reads the clock and
/// the setup from resources, changes the resources and slot entities it owns, and leaves
/// side effects (decode, release, rescan, log) as `ShowRequest`s for the scene.
enum ShowSystems {
    /// Every tick. `release` runs before `prefetch`, so a slide decoded at once (headless
    /// runs) never joins the textures of the slide it replaces in the window.
    static func schedule() -> Schedule {
        var schedule = Schedule()
        schedule.add("transitions", transitions)
        schedule.add("actions", actions)
        schedule.add("collect", collect)
        schedule.add("shapes", shapes)
        schedule.add("scans", scans)
        schedule.add("pending", pending)
        schedule.add("transitionEnd", transitionEnd)
        schedule.add("screen", screen)
        schedule.add("sync", sync)
        schedule.add("advance", advance)
        schedule.add("rescanTimer", rescanTimer)
        schedule.add("motion", motion)
        schedule.add("release", release)
        schedule.add("prefetch", prefetch)
        return schedule
    }

    /// After outcomes arrive within a tick (deterministic runs wait for their decodes): take
    /// them in and carry the show as far as they allow, without advancing time.
    static func settleSchedule() -> Schedule {
        var schedule = Schedule()
        schedule.add("collect", collect)
        schedule.add("shapes", shapes)
        schedule.add("scans", scans)
        schedule.add("pending", pending)
        schedule.add("release", release)
        schedule.add("prefetch", prefetch)
        return schedule
    }

    /// Advances the running transition.
    static func transitions(_ world: World) {
        guard let time = world.resource(FixedTime.self) else { return }
        world.stage.player.tick(time)
    }

    /// Takes probe results: the shapes pairing waits for.
    static func shapes(_ world: World) {
        let arrived = world.inbox.shapes
        guard !arrived.isEmpty else { return }
        world.withResource(ShowInbox.self) { $0.shapes.removeAll() }
        var sequence = world.sequence
        var loading = world.loading
        for (path, shape) in arrived {
            loading.probing.remove(path)
            sequence.learn(shape, of: path)
        }
        world.sequence = sequence
        world.loading = loading
    }

    /// A slide that is on screen after the outgoing transition ends keeps moving; one that
    /// left stops being on stage.
    static func transitionEnd(_ world: World) {
        let player = world.stage.player
        guard !player.isTransitioning, world.now >= world.progress.fadeInUntil else { return }
        judgeEndedTransition(world)
        if case .transitioning = world.machine.state { photoFullyShown(world) }
        clearRole(.leaving, in: world)
    }

    /// The slide is fully on screen: its interval starts (unless paused).
    static func photoFullyShown(_ world: World) {
        world.machine.photoShown(at: world.now)
        world.progress.fullyShown += 1
    }

    /// Removes a stage role (and its motion) from the slots that have it.
    static func clearRole(_ role: OnStage.Role, in world: World) {
        world.forEach(OnStage.self) { entity, stage in
            guard stage.role == role else { return }
            world.remove(OnStage.self, from: entity)
            world.remove(Motion.self, from: entity)
        }
    }
}
