import Logging
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindRuntime
import UnwindSlideshow
import UnwindTransitions

/// Carrying out what the show's systems ask for, and feeding the outcomes back.
extension SlideshowScene {
    /// Takes the show's requests and does them. Deterministic runs (headless) do probes and
    /// rescans on the spot, wait for a decode the show is waiting for, and let the show settle
    /// on the outcomes within the same tick; prefetch decodes run while frames are drawn and
    /// are taken in when the show needs one or `decodesAhead` intervals after it was asked for
    /// (`collectDecodes`). So a run replays identically however fast the disk is.
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
                        probed(ShapeProber.probe(path))
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
                    metadata[path] = nil
                    mediaIDs[path] = nil
                    knownHeaders[path] = nil
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
            if isDeterministic, decoding || (session.pendingSlide != nil && !requested.isEmpty) {
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

    /// Queues a slide's preparation on the decode thread.
    func submit(_ slide: Slide, request id: Int, _ context: SceneContext) {
        guard let preparer else { return }
        requested[id] = slide
        requestedAt[id] = now
        let findsFocus = config.motion == .kenburnsSmart
        var known: [PhotoPath: KnownHeader] = [:]
        for photo in slide.photos { known[photo] = knownHeaders.removeValue(forKey: photo) }
        decodes.submit(token: id) { [known] in preparer.prepare(slide, request: id, findsFocus: findsFocus, known: known) }
    }

    /// Uploads finished slides the show still waits for, and reports failures.
    ///
    /// Deterministic runs take prefetches in at ticks the simulation decides, never when the
    /// decode thread happens to finish: when the show waits for a slide (the same tick, in
    /// `carryOut`), or once the oldest prefetch is `decodesAhead` intervals old (`dueDecodes`),
    /// each time after waiting for every decode in flight. Meanwhile the frames are drawn
    /// while the photos decode on the other core, as in a window; waiting at the next tick, as
    /// before, put each decode and the frames around it one after the other (a headless show
    /// of 24 MP photos took 1.9× the time of the same show pre-scaled).
    func collectDecodes(_ context: SceneContext) {
        let outputs: [DecodeQueue<Result<PreparedSlide, DecodeFailure>>.Finished]
        if isDeterministic {
            let due = dueDecodes()
            guard !due.isEmpty else { return }
            decodes.wait(for: due, unless: { StopRequest.process.isRaised })
            outputs = decodes.take(due)
        } else {
            outputs = decodes.drain()
        }
        for finished in outputs {
            let id = finished.token
            requestedAt[id] = nil
            guard let asked = requested.removeValue(forKey: id) else { continue }
            switch finished.output {
            case .success(let slide):
                keep(slide, of: asked)
                let clip = slide.clip
                guard session.isAwaiting(request: id) else { continue }
                var uploaded: [TextureID] = []
                do {
                    let texture = try clip.map { try context.textures.uploadStreaming($0.canvas) } ?? context.textures.upload(slide.image)
                    uploaded.append(texture)
                    if let clip { players[texture] = ClipPlayer(stream: clip, path: asked.first) }
                    var levels: [BlurLevel] = []
                    for blur in slide.blurs {
                        let level = try context.textures.upload(blur.image)
                        uploaded.append(level)
                        levels.append(BlurLevel(radius: blur.radius, texture: level, scale: 1))
                    }
                    let size = clip.map { Size(width: $0.canvas.width, height: $0.canvas.height) } ?? slide.image.size
                    session.uploaded(
                        Upload(
                            request: id, texture: texture, size: size, blurLevels: levels, focus: slide.focus, clipLength: clip?.length,
                            clipHoldsShow: clip?.holdsShow ?? true))
                } catch {
                    for texture in uploaded {
                        context.textures.release(texture)
                        stopClip(texture)
                    }
                    session.failed(DecodeFailure(request: id, path: asked.first, error: DecodeError(.upload, "\(error)")))
                }
            case .failure(let failure):
                session.failed(failure)
            }
        }
    }

    /// The decodes a deterministic run takes in now: the slide the show waits for, and every
    /// decode asked for as many intervals ago as the show decodes ahead (`decodesAhead`); all
    /// of them when the show waits for a slide none of them prepares (it queues behind them).
    /// Decided by show time alone, so a run replays identically however fast each decode is,
    /// while the slide after next goes on decoding on the other lane as the show waits for
    /// the next.
    ///
    /// Why as many intervals as slides ahead: the slide after next is asked for as the next one
    /// comes on, two intervals before it is shown. Taken in after one interval, as before, the
    /// render thread waited for a decode it would not need for another interval: a 24 MP
    /// decode takes longer than an interval's frames, so a headless show of 24 MP photos
    /// waited at every slide (1.54 s against 1.18 s, the pre-scaled show 0.97 / 0.94 s).
    func dueDecodes() -> Set<Int> {
        guard !requested.isEmpty else { return [] }
        let pending = session.pendingSlide
        if let pending, !requested.values.contains(pending) { return Set(requested.keys) }
        let horizon = session.machine.interval * Double(session.decodesAhead)
        return Set(requested.filter { id, slide in slide == pending || now - (requestedAt[id] ?? now) >= horizon }.keys)
    }

    /// Keeps what a prepared slide says about its photos (dates for captions and the remote)
    /// and its thumbnail, whether or not the show still waits for it, as the photo was read.
    private func keep(_ slide: PreparedSlide, of asked: Slide) {
        metadata.merge(slide.metadata) { _, new in new }
        mediaIDs.merge(slide.ids) { _, new in new }
        guard let jpeg = slide.thumbnail else { return }
        thumbnails.removeAll { $0.path == asked.first }
        thumbnails.append((asked.first, jpeg))
        if thumbnails.count > 4 { thumbnails.removeFirst(thumbnails.count - 4) }
    }

    /// Gives the show a probed shape, keeping the header for the photo's decode.
    func probed(_ probe: ProbedPhoto) {
        if let header = probe.header { knownHeaders[probe.path] = header }
        session.probed(probe.path, shape: probe.shape)
    }

    /// Writes one of the show's log lines.
    func write(_ line: FailureBook.LogLine) {
        switch line.level {
        case .info: logger.info("\(line.message)")
        case .warning: logger.warning("\(line.message)")
        }
    }
}
