import Logging
import UnwindDraw
import UnwindPhotos
import UnwindRuntime
import UnwindSlideshow
import UnwindTransitions

/// Carrying out what the show's systems ask for, and feeding the outcomes back.
extension SlideshowScene {
    /// Takes the show's requests and does them. Deterministic runs (headless) do probes and
    /// rescans on the spot, wait for a decode the show is waiting for, and let the show settle
    /// on the outcomes within the same tick; prefetch decodes run while the frame is drawn and
    /// are collected at the start of the next tick. So a run replays identically however
    /// fast the disk is.
    func carryOut(_ context: SceneContext) {
        for _ in 0..<8 {
            var waited = false
            var decoding = false
            for request in session.takeRequests() {
                switch request {
                case .decode(let slide, let id):
                    submit(slide, request: id, context)
                    if session.pendingSlide == slide { decoding = true }
                case .probe(let path):
                    if isDeterministic {
                        session.probed(path, shape: ShapeProber.probe(path))
                        waited = true
                    } else {
                        prober.submit(path)
                    }
                case .release(let texture):
                    context.textures.release(texture)
                    stopClip(texture)
                case .rescan(let stamping):
                    if isDeterministic {
                        session.changed(feed.refreshNow(stamping: stamping))
                        waited = true
                    } else {
                        feed.refresh(stamping: stamping)
                    }
                case .note(let note):
                    feed.note(note)
                case .forget(let path):
                    metadata.remove(path)
                case .log(let line):
                    write(line)
                case .sampleMemory:
                    session.recordMemory(ProcessMemory.residentBytes())
                case .quit:
                    context.quitRequested = true
                case .toggleFullscreen:
                    context.toggleFullscreen()
                case .transitionsChanged:
                    preparer = makePreparer(for: context.outputSize, maxTexture: context.maxTextureSize)
                }
            }
            if isDeterministic, decoding {
                context.decoder.waitUntilIdle(unless: { StopRequest.process.isRaised })
                collectDecodes(context)
                waited = true
            }
            guard waited else { return }
            session.settle()
        }
    }

    /// A persistent index may be stale (photos added while the frame was off): refresh it
    /// now, on the spot headless (before the first slide), in the background in a window.
    /// An index kept in memory starts empty and is first built at the first rescan (or at
    /// once in a window), while the show runs from the scan it started with.
    func refreshAtStart() {
        if isDeterministic {
            if feed.isPersistent { session.changed(feed.refreshNow()) }
        } else {
            feed.refresh()
        }
    }

    /// Takes what background refreshes found; in a window, refreshes as soon as inotify
    /// reports a change.
    func takeLibraryChanges() {
        guard !isDeterministic else { return }
        if let changes = feed.take() { session.changed(changes) }
        if feed.watcherReported(at: now) { feed.refresh() }
    }

    /// Queues a slide's decode on the decode thread.
    func submit(_ slide: Slide, request id: Int, _ context: SceneContext) {
        guard let preparer else { return }
        requested[id] = slide
        let notes = self.notes, findsFocus = config.motion == .kenburnsSmart
        context.decoder.submit(
            path: slide.first.bytes, token: id,
            job: {
                try preparer.prepare(slide, request: id, notes: notes, findsFocus: findsFocus)
            })
    }

    /// Uploads finished decodes the show still waits for, and reports failures. Deterministic
    /// runs first wait for the prefetches submitted last tick.
    func collectDecodes(_ context: SceneContext) {
        if isDeterministic, !requested.isEmpty { context.decoder.waitUntilIdle(unless: { StopRequest.process.isRaised }) }
        for result in context.decoder.drain() {
            let id = result.token
            let noted = notes.take(id)
            guard let slide = requested.removeValue(forKey: id) else { continue }
            switch result.outcome {
            case .success(let surface):
                // Taken even when unwanted, so blurred copies of a dropped decode never linger.
                let blurs = preparer?.blurs.take(slide.first) ?? []
                let clip = preparer?.clips.take(slide.first)
                guard session.isAwaiting(request: id) else { continue }
                var uploaded: [TextureID] = []
                do {
                    let texture = try clip.map { try context.textures.uploadStreaming($0.canvas) } ?? context.textures.upload(surface)
                    uploaded.append(texture)
                    if let clip { players[texture] = ClipPlayer(stream: clip, path: slide.first) }
                    var levels: [BlurLevel] = []
                    for blur in blurs {
                        let level = try context.textures.upload(blur.surface)
                        uploaded.append(level)
                        levels.append(BlurLevel(radius: blur.radius, texture: level, scale: 1))
                    }
                    let size = clip.map { Size(width: $0.canvas.width, height: $0.canvas.height) } ?? surface.size
                    session.uploaded(
                        Upload(
                            request: id, texture: texture, size: size, blurLevels: levels, focus: noted.focus, clipLength: clip?.length,
                            clipHoldsShow: clip?.holdsShow ?? true))
                } catch {
                    for texture in uploaded {
                        context.textures.release(texture)
                        stopClip(texture)
                    }
                    session.failed(DecodeFailure(request: id, path: slide.first, reason: "could not upload: \(error)"))
                }
            case .failure(let failure):
                let photo = noted.failure
                session.failed(
                    DecodeFailure(
                        request: id, path: photo?.path ?? slide.first, reason: failure.reason, gone: photo?.gone ?? false, stamp: photo?.stamp))
            }
        }
    }

    /// Writes one of the show's log lines.
    func write(_ line: FailureBook.LogLine) {
        switch line.level {
        case .info: logger.info("\(line.message)")
        case .warning: logger.warning("\(line.message)")
        }
    }
}
