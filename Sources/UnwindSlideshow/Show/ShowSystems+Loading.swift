import UnwindDraw
import UnwindECS
import UnwindPhotos
import UnwindTransitions

/// Decoding, uploading and releasing slides: the prefetch window around the current slide.
extension ShowSystems {
    /// Slides whose textures the show may need next: current (or arriving), next, previous
    /// (unless the memory budget is tight), and a slide the user is waiting for. Slots on
    /// stage are kept besides these. A show that decodes two ahead (`decodesAhead`, headless)
    /// wants the slide after next instead of the previous one: as many slides held, and the
    /// next decode already under way while the show waits for one.
    static func wantedSlides(_ world: World) -> Set<Slide> {
        var sequence = world.sequence
        var wanted: Set<Slide> = []
        if let current = sequence.current { wanted.insert(current) }
        let next = sequence.peek(.forward).slide
        let twoAhead = world.run.decodesAhead > 1
        var afterNext: Slide?
        if twoAhead, next != nil {
            var ahead = sequence
            ahead.advance(.forward)
            afterNext = ahead.peek(.forward).slide
        }
        var memory = world.setup.memory
        memory?.tintedCopies = world.run.tintedCopies
        let frame = Size(width: Int(world.stage.bounds.width), height: Int(world.stage.bounds.height))
        let keepsPrevious = !twoAhead && (memory?.keepsPreviousReady(frame: frame) ?? true)
        let previous = keepsPrevious ? sequence.peek(.backward).slide : nil
        world.sequence = sequence
        if let next { wanted.insert(next) }
        if let afterNext { wanted.insert(afterNext) }
        if let previous { wanted.insert(previous) }
        if let target = world.loading.pending?.target { wanted.insert(target) }
        world[required: Lookahead.self] = Lookahead(next: next, previous: previous, afterNext: afterNext)
        return wanted
    }

    /// Takes finished decodes in: wanted ones become slots, the rest are freed; failures are
    /// recorded (broken or gone) and their photos leave the show.
    static func collect(_ world: World) {
        let inbox = world.inbox
        guard !inbox.uploads.isEmpty || !inbox.failures.isEmpty else { return }
        world.withResource(ShowInbox.self) { inbox in
            inbox.uploads.removeAll()
            inbox.failures.removeAll()
        }
        let wanted = wantedSlides(world)
        let config = world.setup.config
        for upload in inbox.uploads {
            let entry = world.loading.decodes.removeValue(forKey: upload.request)
            let layerless = PhotoSlot(
                slide: entry?.slide ?? Slide(PhotoPath(bytes: [])),
                layer: ImageLayer(texture: upload.texture, source: upload.size.rect, destination: upload.size.rect, blurLevels: upload.blurLevels),
                textureSize: upload.size, focus: upload.focus, clipLength: upload.clipLength, clipHoldsShow: upload.clipHoldsShow)
            guard let entry, entry.generation == world.loading.generation, wanted.contains(entry.slide),
                slotEntity(for: entry.slide, in: world) == nil
            else {
                releaseTextures(of: layerless, in: world)
                continue
            }
            var slot = layerless
            slot.layer = ShowLayout.layer(for: entry.slide, texture: upload.texture, size: upload.size, bounds: world.stage.bounds, config: config)
            slot.layer.blurLevels = upload.blurLevels
            world.spawn(slot)
            let alive = world.count(of: PhotoSlot.self)
            world.showReport.maxPhotoTexturesAlive = max(world.showReport.maxPhotoTexturesAlive, alive)
        }
        for failure in inbox.failures {
            world.loading.decodes[failure.request] = nil
            let kind: FailureBook.Kind = failure.gone ? .gone : .broken
            // The typed error becomes text here, once: the line logged, reported and indexed.
            let reason = failure.reason
            world.log(world.failures.record(failure.path, reason: reason, kind: kind, stamp: failure.stamp))
            if kind == .broken { world.request(.note(.skipped(failure.path, reason: reason))) }
            dropFromShow(failure.path, in: world)
        }
    }

    /// Removes a photo that cannot be shown; if the show was waiting for it, moves on.
    static func dropFromShow(_ path: PhotoPath, in world: World) {
        world.request(.forget(path))
        let waited = world.loading.pending.flatMap { $0.target?.photos.contains(path) == true ? $0 : nil }
        var sequence = world.sequence
        sequence.remove([path])
        world.progress.photosVersion += 1
        defer { world.sequence = sequence }
        if sequence.isEmpty {
            world.loading.pending = nil
            world.machine.becameEmpty()
            return
        }
        guard var change = waited else { return }
        let keptFirst = change.target?.first != path
        change.target = nil
        change.reforms = (change.direction == .forward || change.isFirst) && keptFirst
        let decision: ShowSequence.Decision
        if change.direction == .forward || change.isFirst {
            decision = keptFirst ? sequence.reformCurrent() : sequence.advance(.forward)
        } else {
            decision = sequence.current.map { .slide($0) } ?? sequence.advance(.backward)
        }
        switch decision {
        case .slide(let slide): change.target = slide
        case .needsShapes(let paths): requestProbes(paths, in: world)
        case .empty: break
        }
        world.loading.pending = change
    }

    /// Keeps the next slide (then the previous one, or the one after next) decoding ahead of
    /// need, one at a time (`decodesAhead` at a time) so a 24-megapixel file never queues
    /// behind photos nobody will see; asks for the shapes pairing needs to decide them.
    static func prefetch(_ world: World) {
        _ = wantedSlides(world)
        let lookahead = world.required(Lookahead.self)
        var sequence = world.sequence
        if world.loading.decodes.count < world.run.decodesAhead {
            // While the screen is dark only the slide that must be there on waking decodes.
            let around = world.progress.isDark ? [] : [lookahead.next, lookahead.afterNext, lookahead.previous]
            var seen = world.loading.inFlight
            let order = ([world.loading.pending?.target, sequence.current] + around).compactMap { $0 }
            let missing = order.filter { seen.insert($0).inserted && slotEntity(for: $0, in: world) == nil }
            for slide in missing.prefix(world.run.decodesAhead - world.loading.decodes.count) {
                requestDecode(slide, in: world)
            }
        }
        guard sequence.pairing else { return }
        for step in [Playlist.Step.forward, .backward] {
            if case .needsShapes(let paths) = sequence.peek(step) { requestProbes(paths, in: world) }
        }
        world.sequence = sequence
    }

    /// Frees slots outside the window of slides the show may need; slots on stage stay.
    static func release(_ world: World) {
        let wanted = wantedSlides(world)
        world.forEach(PhotoSlot.self) { entity, slot in
            guard !wanted.contains(slot.slide), !world.has(OnStage.self, for: entity) else { return }
            releaseTextures(of: slot, in: world)
            world.despawn(entity)
        }
    }

    /// Queues a decode unless the slide is uploaded or in flight.
    static func requestDecode(_ slide: Slide, in world: World) {
        guard !world.loading.inFlight.contains(slide), slotEntity(for: slide, in: world) == nil else { return }
        var loading = world.loading
        let id = loading.nextRequest
        loading.nextRequest += 1
        loading.decodes[id] = (slide, loading.generation)
        world.loading = loading
        world.request(.decode(slide, request: id))
    }

    /// Asks for the shapes of photos pairing must know, once each.
    static func requestProbes(_ paths: [PhotoPath], in world: World) {
        var loading = world.loading
        let known = world.sequence.shapes
        for path in paths where known[path] == nil && loading.probing.insert(path).inserted {
            world.request(.probe(path))
        }
        world.loading = loading
    }
}

/// The slides next to the current one, as last seen (for prefetch and the status).
struct Lookahead {
    var next: Slide?
    var previous: Slide?
    /// The slide after next, when the show decodes two ahead (`ShowRun.decodesAhead`).
    var afterNext: Slide?
}
