import UnwindRuntime
import UnwindDraw
import UnwindPhotos
import UnwindPlatform
import UnwindSlideshow
import UnwindTransitions

/// Decoding, uploading and releasing photos: the prefetch window around the current photo.
extension SlideshowScene {
    /// Paths whose textures the show may need next: current, next, previous, the photo a
    /// running transition leaves, and a photo the user is waiting for.
    func wantedPaths() -> [PhotoPath] {
        var wanted: [PhotoPath] = []
        if let current = playlist.current { wanted.append(current) }
        if let next = playlist.peek(.forward) { wanted.append(next) }
        if let previous = playlist.peek(.backward) { wanted.append(previous) }
        if let from = transitionFrom, player.isTransitioning { wanted.append(from) }
        if let target = pending?.path { wanted.append(target) }
        return wanted
    }

    /// Queues a decode unless the photo is loaded, in flight or known bad.
    func request(_ path: PhotoPath, _ context: SceneContext) {
        guard loaded[path] == nil, !inFlight.contains(path), !skippedPaths.contains(path), let preparer else { return }
        inFlight.insert(path)
        context.decoder.submit(path: path.bytes, token: generation, job: { try preparer.prepare(path: path) })
    }

    /// Keeps the next photo (then the previous one) decoding ahead of need, one at a time so
    /// a 24-megapixel file never queues behind photos nobody will see. Deterministic runs
    /// let the decode finish here, so memory and timing replay identically.
    func prefetch(_ context: SceneContext) {
        guard inFlight.isEmpty else { return }
        for path in [pending?.path, playlist.current, playlist.peek(.forward), playlist.peek(.backward)].compactMap({ $0 }) where loaded[path] == nil {
            request(path, context)
            if isDeterministic { context.decoder.waitUntilIdle() }
            return
        }
    }

    /// Uploads finished decodes that are still wanted and records failures as skipped.
    func collectDecodes(_ context: SceneContext) {
        if isDeterministic, let target = pending?.path, loaded[target] == nil {
            request(target, context)
            context.decoder.waitUntilIdle()
        }
        let wanted = Set(wantedPaths())
        for result in context.decoder.drain() {
            guard result.token == generation else { continue }
            let path = PhotoPath(bytes: result.path)
            inFlight.remove(path)
            switch result.outcome {
            case .success(let surface):
                // Taken even when unwanted, so blurred copies of a dropped decode never linger.
                let blurs = preparer?.blurs.take(path) ?? []
                guard wanted.contains(path), loaded[path] == nil else { continue }
                do {
                    let texture = try context.textures.upload(surface)
                    var placed = layer(for: texture, size: surface.size)
                    placed.blurLevels = try blurs.map {
                        BlurLevel(radius: $0.radius, texture: try context.textures.upload($0.surface), scale: 1)
                    }
                    loaded[path] = LoadedPhoto(layer: placed)
                    report.maxPhotoTexturesAlive = max(report.maxPhotoTexturesAlive, loaded.count)
                } catch {
                    skip(path, reason: "could not upload: \(error)")
                    dropFromShow(path)
                }
            case .failure(let failure):
                skip(path, reason: failure.reason)
                dropFromShow(path)
            }
        }
    }

    /// Where a prepared photo goes: fitted photos centred, composed frames full screen.
    func layer(for texture: TextureID, size: Size) -> ImageLayer {
        let source = size.rect
        let destination = config.fit == .fit && config.background == .black
            ? FitMode.fit.placement(of: size, in: bounds).destination
            : bounds
        return ImageLayer(texture: texture, source: source, destination: destination)
    }

    /// Frees textures outside the window of photos the show may need.
    func releaseUnneeded(_ context: SceneContext) {
        let keep = Set(wantedPaths())
        for (path, photo) in loaded where !keep.contains(path) {
            release(photo, context)
            loaded[path] = nil
        }
    }

    /// Frees a photo's texture and its blurred copies.
    func release(_ photo: LoadedPhoto, _ context: SceneContext) {
        context.textures.release(photo.layer.texture)
        for level in photo.layer.blurLevels { context.textures.release(level.texture) }
    }

    /// Radii of the blurred copies to prepare with each photo: none unless a transition in
    /// the cycle blurs. Three levels (2, 8, 32 px) instead of `BlurPyramid`'s five keep the
    /// memory of three photos in bounds on a small board; the blur cross-fades between them.
    func blurRadii() -> [Double] {
        let most = transitions.names.compactMap { name in
            (try? TransitionCatalog.make(name, options: config.transitionOptions(for: name, seed: nil))) as? ComposableTransition
        }.map(\.maxBlur).max() ?? 0
        guard most > 0 else { return [] }
        return [2, 8, 32].filter { $0 < most * 2 }
    }

    /// Removes a file that cannot be shown; if the show was waiting for it, moves on.
    func dropFromShow(_ path: PhotoPath) {
        metadata.remove(path)
        let waited = pending?.path == path ? pending : nil
        playlist.remove([path])
        if playlist.isEmpty {
            pending = nil
            machine.becameEmpty()
            return
        }
        guard let waited else { return }
        let target: PhotoPath?
        if waited.direction == .forward || waited.isFirst {
            target = playlist.advance(.forward)
        } else {
            target = playlist.current ?? playlist.advance(.backward)
        }
        pending = target.map { PendingChange(path: $0, direction: waited.direction, origin: waited.origin, isFirst: waited.isFirst) }
    }

    /// The output changed size (fullscreen toggled, window resized): photos are prepared for
    /// the new size from now on, the prefetched ones again, and the one on screen is placed
    /// anew until the next change replaces it.
    func resize(_ context: SceneContext) {
        let size = context.outputSize
        guard size.rect != bounds, size.width > 0, size.height > 0 else { return }
        bounds = size.rect
        preparer = preparer.map {
            PhotoPreparer(
                display: size, maxTexture: $0.maxTexture, fit: $0.fit, background: $0.background, limits: $0.limits,
                metadata: metadata, blurRadii: $0.blurRadii, blurs: $0.blurs)
        }
        let current = playlist.current
        for (path, photo) in loaded where path != current {
            release(photo, context)
            loaded[path] = nil
        }
        inFlight.removeAll()
        generation += 1
        if let current, let photo = loaded[current], let size = context.textures.size(of: photo.layer.texture) {
            let placed = LoadedPhoto(layer: layer(for: photo.layer.texture, size: size))
            loaded[current] = placed
            player.show(placed.layer)
            if case .transitioning = machine.state { photoFullyShown() }
        }
    }

    func beginFirstPhoto() {
        guard let first = playlist.advance(.forward) else { return }
        pending = PendingChange(path: first, direction: .forward, origin: nil, isFirst: true)
        machine.waitForPhoto()
    }
}
