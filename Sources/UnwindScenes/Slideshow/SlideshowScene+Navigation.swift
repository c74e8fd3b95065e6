import UnwindRuntime
import UnwindDraw
import UnwindSlideshow
import UnwindTransitions

/// Moving between photos: automatic advances, user navigation, and the transitions.
extension SlideshowScene {
    /// Moves one photo on or back. A running transition is cut short by the next one; when
    /// the photo is not decoded yet the change waits for it (the old transition is finished
    /// at once so its texture can go).
    func navigate(_ direction: NavigationDirection, origin: Vec2?, _ context: SceneContext) {
        guard playlist.count > 1, pending?.isFirst != true else { return }
        guard let target = playlist.advance(direction == .forward ? .forward : .backward) else { return }
        let change = PendingChange(path: target, direction: direction, origin: origin, isFirst: false)
        if loaded[target] != nil {
            pending = nil
            perform(change)
        } else {
            if player.isTransitioning { player.show(player.current) }
            pending = change
            machine.waitForPhoto()
            request(target, context)
        }
    }

    /// Performs a waiting change once its photo is uploaded.
    func tryPerform(_ change: PendingChange, _ context: SceneContext) {
        guard loaded[change.path] != nil else {
            request(change.path, context)
            return
        }
        pending = nil
        perform(change)
    }

    /// Puts a loaded photo on screen, with the next transition or as a cut.
    func perform(_ change: PendingChange) {
        guard let photo = loaded[change.path] else { return }
        photoChanges += 1
        if keepsHistory { report.shown.append(change.path) }
        noteCycle()
        let from = player.current
        transitionFrom = from.flatMap { layer in loaded.first { $0.value.layer == layer }?.key }
        guard !change.isFirst, let from else {
            player.show(photo.layer)
            photoFullyShown()
            return
        }
        guard let transition = makeTransition() else {
            if keepsHistory { report.transitions.append("cut") }
            player.show(photo.layer)
            photoFullyShown()
            return
        }
        let request = TransitionRequest(
            from: from, to: photo.layer, bounds: bounds, direction: change.direction,
            origin: change.origin, background: .black)
        player.start(transition, request: request)
        lastRequest = request
        if keepsHistory { report.transitions.append(transition.name) }
        machine.transitionStarted(at: now)
    }

    /// The next transition from the cycle; an unknown or unavailable name is logged once
    /// and the show cuts instead.
    func makeTransition() -> (any Transition)? {
        guard let name = transitions.next() else { return nil }
        do {
            return try TransitionCatalog.make(name, options: config.transitionOptions(for: name, seed: nil))
        } catch {
            if unavailableTransitions.insert(name).inserted {
                logger.warning("transition '\(name)' is not available (\(error)); cutting instead")
            }
            return nil
        }
    }

    func photoFullyShown() {
        machine.photoShown(at: now)
        fullyShownCount += 1
    }

    /// Samples memory each time the playlist starts a new cycle (soak runs, benchmarks).
    func noteCycle() {
        guard playlist.cycleNumber != lastCycle else { return }
        lastCycle = playlist.cycleNumber
        if keepsHistory { report.rssPerCycle.append(ProcessMemory.residentBytes()) }
    }
}
