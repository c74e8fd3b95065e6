import UnwindDraw
import UnwindECS
import UnwindRandom
import UnwindTransitions

/// The one place show actions are carried out, whichever input or remote asked for them.
extension ShowSystems {
    static func actions(_ world: World) {
        let actions = world.inbox.actions
        guard !actions.isEmpty else { return }
        world.withResource(ShowInbox.self) { $0.actions.removeAll() }
        // The input that wakes a dark screen only wakes it: its own navigation is dropped.
        var woke = false
        for action in actions {
            switch action {
            case .wake:
                woke = wake(world)
            case .next, .previous, .togglePause:
                if !woke { perform(action, in: world) }
            default:
                perform(action, in: world)
            }
        }
    }

    static func perform(_ action: ShowAction, in world: World) {
        switch action {
        case .next(let origin):
            navigate(.forward, origin: origin, in: world)
        case .previous(let origin):
            navigate(.backward, origin: origin, in: world)
        case .togglePause:
            togglePause(in: world)
        case .pause:
            if !world.machine.isPaused { togglePause(in: world) }
        case .resume:
            if world.machine.isPaused { togglePause(in: world) }
        case .screenOn:
            world.screen.set(on: true)
            screen(world)
        case .screenOff:
            world.screen.set(on: false)
            screen(world)
        case .screenAuto:
            world.screen.followHours()
            screen(world)
        case .set(let key, let value):
            ShowSettingEffect.byKey[key]?.apply(value, world)
        case .showPhoto(let path, let now):
            showPhoto(path, now: now, in: world)
        case .hideCurrent:
            hideCurrent(in: world)
        case .favoriteCurrent(let on):
            favoriteCurrent(on, in: world)
        case .quit:
            world.progress.finished = true
            world.request(.quit)
        case .leave:
            let setup = world.setup
            guard !setup.config.kiosk else {
                world.log("kiosk mode: quit with \(setup.config.quitChord)")
                return
            }
            world.progress.finished = true
            world.request(.quit)
        case .toggleFullscreen:
            if !world.setup.config.kiosk { world.request(.toggleFullscreen) }
        case .togglePairing:
            world.progress.pairingUntil = world.now < world.progress.pairingUntil ? -1 : world.now + 120
        case .showPairing(let seconds):
            world.progress.pairingUntil = world.now + max(0, seconds)
        case .resize(let size):
            resize(to: size, in: world)
        case .wake:
            _ = wake(world)
        case .presence(let present):
            world.screen.observe(now: world.now)
            world.screen.sensor(present: present)
            screen(world)
        }
    }

    /// Space, a tap, gamepad A or a remote: pause, or resume with a fresh interval.
    static func togglePause(in world: World) {
        let now = world.now
        world.machine.togglePause(at: now)
        world.progress.pauseNoticeUntil = now + 2
    }

    /// The output changed size (fullscreen toggled, window resized): slides are prepared for
    /// the new size from now on (the scene remade its preparer), prefetched ones again, and
    /// the one on screen is placed anew until the next change replaces it.
    static func resize(to size: Size, in world: World) {
        let stage = world.stage
        guard size.width > 0, size.height > 0, size.rect != stage.bounds else { return }
        stage.bounds = size.rect
        let config = world.setup.config
        world.sequence.pairing = config.pair == .portrait && size.width > size.height && world.resource(SyncState.self) == nil
        var showing: Entity?
        world.forEach(PhotoSlot.self) { entity, slot in
            if world.get(OnStage.self, for: entity)?.role == .showing {
                showing = entity
                return
            }
            releaseTextures(of: slot, in: world)
            world.despawn(entity)
        }
        world.loading.decodes.removeAll()
        world.loading.generation += 1
        guard let showing, var slot = world.get(PhotoSlot.self, for: showing) else { return }
        var layer = ShowLayout.layer(for: slot.slide, texture: slot.layer.texture, size: slot.textureSize, bounds: stage.bounds, config: config)
        layer.blurLevels = slot.layer.blurLevels
        slot.layer = layer
        world.insert(slot, for: showing)
        stage.player.show(layer)
        clearRole(.leaving, in: world)
        if case .transitioning = world.machine.state { photoFullyShown(world) }
        startMotion(of: showing, incoming: 0, restartsClip: false, in: world)
    }

    /// Frees a slot's texture and its blurred copies.
    static func releaseTextures(of slot: PhotoSlot, in world: World) {
        world.request(.release(slot.layer.texture))
        for level in slot.layer.blurLevels { world.request(.release(level.texture)) }
    }
}
