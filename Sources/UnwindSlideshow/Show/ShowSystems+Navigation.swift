import UnwindDraw
import UnwindECS
import UnwindMedia
import UnwindRandom
import UnwindTransitions

/// Moving between slides: automatic advances, user navigation, and the transitions.
extension ShowSystems {
    /// The current slide has had its interval and the screen is on: on to the next one (a
    /// show of one slide just starts its interval again).
    static func advance(_ world: World) {
        let now = world.now
        guard isDue(world), world.screen.isOn else { return }
        // A synced show changes at its group's slot boundaries (`sync`), not on its own.
        guard world.resource(SyncState.self) == nil else {
            world.machine.photoShown(at: now)
            return
        }
        var sequence = world.sequence
        let next = sequence.peek(.forward)
        world.sequence = sequence
        if sequence.photoCount > 1, next.slide != sequence.current {
            navigate(.forward, origin: nil, in: world)
        } else {
            world.machine.photoShown(at: now)
            replayClips(world)
        }
    }

    /// Moves one slide on or back. A running transition is cut short by the next one; when
    /// the slide is not decoded yet the change waits for it (the old transition is finished
    /// at once so its texture can go).
    static func navigate(_ direction: NavigationDirection, origin: Vec2?, in world: World) {
        guard world.sequence.photoCount > 1 else { return }
        var change = PendingChange(direction: direction, origin: origin, isFirst: false, target: nil)
        if world.loading.pending?.isFirst == true {
            world.loading.afterFirst = change
            return
        }
        resolve(&change, in: world)
        if let target = change.target, slotEntity(for: target, in: world) != nil {
            world.loading.pending = nil
            perform(change, in: world)
            return
        }
        let player = world.stage.player
        if player.isTransitioning {
            player.show(player.current)
            clearRole(.leaving, in: world)
        }
        world.loading.pending = change
        world.machine.waitForPhoto()
        if let target = change.target { requestDecode(target, in: world) }
    }

    /// Decides a waiting change's slide when the sequence can (pairing may need shapes).
    static func resolve(_ change: inout PendingChange, in world: World) {
        guard change.target == nil else { return }
        var sequence = world.sequence
        let decision = change.reforms ? sequence.reformCurrent() : sequence.advance(change.direction == .backward ? .backward : .forward)
        switch decision {
        case .slide(let slide): change.target = slide
        case .needsShapes(let paths): requestProbes(paths, in: world)
        case .empty: break
        }
        world.sequence = sequence
    }

    /// Performs a waiting change once its slide is decided and uploaded.
    static func pending(_ world: World) {
        guard var change = world.loading.pending else { return }
        if change.target == nil {
            resolve(&change, in: world)
            world.loading.pending = change
        }
        guard let target = change.target else { return }
        guard slotEntity(for: target, in: world) != nil else {
            requestDecode(target, in: world)
            return
        }
        world.loading.pending = nil
        perform(change, in: world)
        if change.isFirst, let queued = world.loading.afterFirst {
            world.loading.afterFirst = nil
            navigate(queued.direction, origin: queued.origin, in: world)
        }
    }

    /// The show's first slide, once the folders hold photos.
    static func beginFirstSlide(in world: World) {
        alignFirstSlide(in: world)
        var change = PendingChange(direction: .forward, origin: nil, isFirst: true, target: nil)
        resolve(&change, in: world)
        world.loading.pending = change
        world.machine.waitForPhoto()
    }

    /// Puts an uploaded slide on screen, with the next transition or as a cut.
    static func perform(_ change: PendingChange, in world: World) {
        guard let target = change.target, let entity = slotEntity(for: target, in: world),
            let slot = world.get(PhotoSlot.self, for: entity)
        else { return }
        world.progress.photoChanges += 1
        // With --verbose, a line per photo: a soak or a user can see what came on screen when.
        world.log("showing \(target.photos.map(\.description).joined(separator: " and "))")
        if world.run.keepsHistory {
            world.showReport.noteShown(target.photos, at: world.now)
        }
        for photo in target.photos { world.failures.succeeded(photo) }
        noteCycle(world)
        let saved = world.sequence.playlist.saved
        world.request(
            .note(.shown(target.photos, place: SavedCycle(order: saved.order, cycle: saved.cycle, position: saved.position + target.photos.count - 1))))
        let stage = world.stage
        let leaving = stagedEntity(.showing, in: world)
        let from = leaving.flatMap { world.get(PhotoSlot.self, for: $0)?.layer } ?? stage.player.current
        if change.isFirst, world.progress.photoChanges == 1, world.setup.config.fadeIn > 0 {
            fadeIn(to: entity, slot: slot, in: world)
            return
        }
        guard !change.isFirst, let from, leaving != entity else {
            cut(to: entity, slot: slot, in: world)
            return
        }
        guard let transition = makeTransition(world) else {
            if world.run.keepsHistory { world.showReport.noteTransition("cut", seconds: 0) }
            cut(to: entity, slot: slot, in: world)
            return
        }
        let request = TransitionRequest(
            from: from, to: slot.layer, bounds: stage.bounds, direction: change.direction,
            origin: change.origin, background: .black)
        stage.player.start(transition, request: request)
        stage.lastRequest = request
        watch(transition.name, in: world)
        if world.run.keepsHistory { world.showReport.noteTransition(transition.name, seconds: transition.duration) }
        world.machine.transitionStarted(at: world.now)
        world.progress.transitionEnds = world.now + transition.duration
        clearRole(.leaving, in: world)
        if let leaving { world.insert(OnStage(role: .leaving), for: leaving) }
        world.insert(OnStage(role: .showing), for: entity)
        startMotion(of: entity, incoming: transition.duration, in: world)
    }

    /// Opens the show on its first photo, fading in from black: a transition of its own
    /// (the photo is fully shown, and its interval starts, when the fade ends).
    static func fadeIn(to entity: Entity, slot: PhotoSlot, in world: World) {
        world.stage.player.show(slot.layer)
        clearRole(.showing, in: world)
        world.insert(OnStage(role: .showing), for: entity)
        let seconds = world.setup.config.fadeIn
        startMotion(of: entity, incoming: seconds, in: world)
        world.progress.fadeInUntil = world.now + seconds
        world.machine.transitionStarted(at: world.now)
    }

    /// Shows a slide at once, with no transition.
    static func cut(to entity: Entity, slot: PhotoSlot, in world: World) {
        world.stage.player.show(slot.layer)
        clearRole(.leaving, in: world)
        clearRole(.showing, in: world)
        world.insert(OnStage(role: .showing), for: entity)
        startMotion(of: entity, incoming: 0, in: world)
        photoFullyShown(world)
    }

    /// The next transition from the cycle, seeded from the show's seed and the change count
    /// so a seeded show repeats frame for frame (blocks patterns included). An unknown or
    /// unavailable name is logged once and the show cuts instead.
    static func makeTransition(_ world: World) -> (any Transition)? {
        parole(world)
        var cycle = world.transitionCycle
        guard let name = cycle.next() else { return nil }
        world.transitionCycle = cycle
        let setup = world.setup
        var seed = SplitMix64.value(seed: setup.seed ^ 0x7A11_5EED, index: world.progress.photoChanges)
        // Synced frames draw the same patterns: seeded by the group and the slot.
        if let sync = world.resource(SyncState.self), let slot = sync.slot {
            seed = SplitMix64.value(seed: sync.group.seed ^ 0x7A11_5EED, index: Int(truncatingIfNeeded: slot))
        }
        do {
            return try TransitionCatalog.make(name, options: setup.config.transitionOptions(for: name, seed: seed))
        } catch {
            if world.progress.unavailableTransitions.insert(name).inserted {
                world.log("transition '\(name)' is not available (\(error)); cutting instead", level: .warning)
            }
            return nil
        }
    }

    /// Starts Ken Burns on a slot coming on screen, for its whole time there: the incoming
    /// transition, the interval, and the outgoing transition (the next in the cycle).
    /// A clip gets no Ken Burns: it plays from its start each time it comes on stage (a slide
    /// still uploaded from its last turn included), and keeps playing across a resize
    /// (`restartsClip` false).
    static func startMotion(of entity: Entity, incoming: Double, restartsClip: Bool = true, in world: World) {
        let setup = world.setup
        if let slot = world.get(PhotoSlot.self, for: entity), let length = slot.clipLength {
            world.remove(Motion.self, from: entity)
            if restartsClip || world.get(ClipPlayback.self, for: entity) == nil {
                world.insert(ClipPlayback(length: length, holdsShow: slot.clipHoldsShow), for: entity)
            }
            return
        }
        guard setup.config.motion != .off, let slot = world.get(PhotoSlot.self, for: entity) else {
            world.remove(Motion.self, from: entity)
            return
        }
        var upcoming = world.transitionCycle
        let outgoing =
            upcoming.next().flatMap { name in
                try? TransitionCatalog.make(name, options: setup.config.transitionOptions(for: name, seed: nil))
            }?.duration ?? 0
        let duration = incoming + world.machine.interval + outgoing
        var hash = FNV1a()
        hash.combine(setup.seed)
        for photo in slot.slide.photos { hash.combine(bytes: photo.bytes) }
        let focus = setup.config.motion == .kenburnsSmart ? slot.focus : nil
        let path = MotionPath.kenBurns(
            texture: slot.textureSize, rest: slot.layer.source, style: world.run.motionStyle, seed: hash.value, focus: focus, duration: duration)
        world.insert(Motion(path: path, elapsed: 0, isRunning: true), for: entity)
    }

    /// Samples memory each time the playlist starts a new cycle (soak runs, benchmarks).
    static func noteCycle(_ world: World) {
        let cycle = world.sequence.playlist.cycleNumber
        guard cycle != world.progress.lastCycle else { return }
        world.progress.lastCycle = cycle
        if world.run.keepsHistory { world.request(.sampleMemory) }
    }

    /// The slot entity holding a slide's texture, if uploaded.
    static func slotEntity(for slide: Slide, in world: World) -> Entity? {
        var found: Entity?
        world.forEach(PhotoSlot.self) { entity, slot in
            if slot.slide == slide { found = entity }
        }
        return found
    }

    /// The slot with a stage role, if any.
    static func stagedEntity(_ role: OnStage.Role, in world: World) -> Entity? {
        var found: Entity?
        world.forEach(OnStage.self) { entity, stage in
            if stage.role == role { found = entity }
        }
        return found
    }
}
