import ArgumentParser
import Foundation
import UnwindDraw
import UnwindInput
import UnwindLibrary
import UnwindPlatform
import UnwindRemote
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// The windowed and the headless run of `unwind slideshow`.
extension Slideshow {
    func runWindowed(roots: [String], config settings: SlideshowConfig, remote: RemoteServices?, network: NetworkFolders? = nil) throws {
        warnAboutMissingConfigPaths(roots)
        // The index (or a scan) is read while the window opens.
        let feeds = network?.feeds ?? []
        let loading = Background { SlideshowStart.load(roots: roots, settings: settings, headless: false).joining(feeds) }
        let session = try PlatformSession.windowed(
            title: "Unwind slideshow", presentation: settings.fullscreen ? .fullscreenDesktop : .windowed(size.size),
            hideCursor: settings.fullscreen || settings.kiosk, forceSoftware: softwareRenderer, rotation: settings.rotate)
        guard let start = loading.value() else { throw RunFailure(description: "reading the photo folders failed") }
        Self.logger.info("\(start.summary)")
        let runner = session.runner
        let show = WindowedShow(roots: roots, settings: settings, start: start, remote: remote, runner: runner, reporting: report != nil)
        defer { show.detach(from: runner) }
        let scene = show.scene
        defer { scene.finishSound() }
        try startRecording(runner)
        if let capture { try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true) }
        var captured = 0, midpoints = 0
        let started = Date()
        // The capture runs between drawing and presenting: a presented back buffer is undefined.
        try runner.runWindowed(
            scene,
            onFrame: { _, renderer in
                guard let capture else { return }
                try Self.captureClipMidpoint(scene, renderer, into: capture, seen: &midpoints)
                guard scene.fullyShownCount > captured else { return }
                captured = scene.fullyShownCount
                try renderer.savePNG(to: "\(capture)/photo-\(String(format: "%05d", captured)).png")
            })
        try finishRecording(runner)
        guard let report else { return }
        var result = scene.report
        result.frames = SlideshowReport.Frames(runner.frameTimes)
        result.frameIntervals = SlideshowReport.Frames(runner.frameIntervals)
        result.texturesAliveAtEnd = runner.context.textures.liveCount
        result.peakRSSBytes = ProcessMemory.peakResidentBytes()
        result.showSeconds = Date().timeIntervalSince(started)
        result.stoppedBy = runner.stop.signal.map(StopRequest.name(of:))
        try write(result, to: report)
    }

    func runHeadless(
        roots: [String], config settings: SlideshowConfig, remote: RemoteServices?, replay: InputRecording?, network: NetworkFolders? = nil
    ) throws {
        let start = SlideshowStart.load(roots: roots, settings: settings, headless: true).joining(network?.feeds ?? [])
        let scan = start.scan
        // A signal during the first scan: no verdict on a partial scan; the run stops at its
        // first frame and writes its report.
        if scan.photos.isEmpty, !start.stopped {
            let missing = scan.missing.map { "\($0.path) (\($0.reason))" }
            let shownRoots = roots.prefix(5).joined(separator: ", ") + (roots.count > 5 ? " and \(roots.count - 5) more" : "")
            // With only network folders the roots are empty: their photos come through the feeds.
            var detail = missing.isEmpty ? "no photos in \(shownRoots.isEmpty ? "the network folders" : shownRoots)" : missing.prefix(5).joined(separator: "; ")
            if missing.count > 5 { detail += "; and \(missing.count - 5) more" }
            if paths.isEmpty, let config { detail += " (from 'paths' in \(config))" }
            throw RunFailure(description: "nothing to show: \(detail)")
        }
        let records = start.records
        if !settings.filter.isEmpty, !start.stopped, !records.contains(where: { settings.filter.admits($0) }) {
            throw RunFailure(
                description: "nothing to show: none of the \(records.count) photos in \(roots.joined(separator: ", ")) passes the date and folder filters")
        }
        if start.fromIndex || start.saved != nil { Self.logger.info("\(start.summary)") }
        let session = try PlatformSession.headless(size: replay?.size ?? size.size, rotation: settings.rotate)
        let worker = LibraryWorker(library: start.library, stop: { StopRequest.process.isRaised })
        defer { worker.finishBeforeLeaving() }
        let scene = SlideshowScene(roots: roots, config: settings, start: start, worker: worker, makesThumbnails: remote?.httpPort != nil)
        scene.syncEpoch = syncEpoch ?? settings.today.map { Double($0.dayNumber) * 86_400 } ?? 0
        defer { scene.finishSound() }
        try startRecording(session.runner)
        if let replay { session.runner.input.replay(replay) }
        // A remote-controlled headless show plays at wall-clock speed, so commands can reach it.
        let link = remote.map { SlideshowRemoteLink(services: $0, scene: scene, syncGroup: settings.remote.syncGroup) }
        if let link {
            link.attach(to: session.runner)
            session.runner.pacesHeadlessRuns = true
            session.runner.afterFrame = { timing in link.frameDone(timing) }
        }
        if let capture { try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true) }
        var captured = 0, midpoints = 0
        // Frame k is drawn at k/fps, so frames 0...runFor·fps end exactly at runFor.
        let frames = Int((runFor * Double(fps)).rounded(.up)) + 1
        var periodic = 0
        try session.runner.runHeadless(
            scene, fps: fps, maxFrames: frames,
            onFrame: { frame, renderer in
                guard let capture else { return }
                if let every = captureEvery, Double(frame) / Double(fps) >= Double(periodic) * every {
                    try renderer.savePNG(to: "\(capture)/time-\(String(format: "%05d", periodic)).png")
                    periodic += 1
                }
                try Self.captureClipMidpoint(scene, renderer, into: capture, seen: &midpoints)
                guard scene.fullyShownCount > captured else { return }
                captured = scene.fullyShownCount
                try renderer.savePNG(to: "\(capture)/photo-\(String(format: "%05d", captured)).png")
            })
        try finishRecording(session.runner)
        var result = scene.report
        result.frames = SlideshowReport.Frames(session.runner.frameTimes)
        result.texturesAliveAtEnd = session.runner.context.textures.liveCount
        result.peakRSSBytes = ProcessMemory.peakResidentBytes()
        // The ticks actually simulated, not the frames asked for: exact at any --fps.
        result.showSeconds = session.runner.timestep.elapsedSeconds
        result.stoppedBy = session.runner.stop.signal.map(StopRequest.name(of:))
        if let report { try write(result, to: report) }
        let summary =
            "showed \(result.shownCount) photos (\(Set(result.shown).count) distinct\(result.shownCount > result.shown.count ? " in the last \(result.shown.count)" : "")), \(result.transitionCount) transitions, skipped \(result.skipped.count), in \(String(format: "%.1f", result.showSeconds)) s of show time"
        let stopped = result.stoppedBy.map { "; stopped by \($0)" } ?? ""
        print(summary + stopped + (capture.map { "; \(captured) captures in \($0)/" } ?? "") + (report.map { "; report \($0)" } ?? ""))
        if result.stoppedBy != nil { return }
        if result.shown.isEmpty {
            throw RunFailure(description: "none of the \(scan.photos.count) photo files could be shown (see the skipped lines above)")
        }
    }

    /// Writes the frame just drawn as `photo-N-mid.png` when a clip reached half its length
    /// in it (N: the clip's slide, as its `photo-N.png` is numbered).
    static func captureClipMidpoint(_ scene: SlideshowScene, _ renderer: Renderer, into capture: String, seen: inout Int) throws {
        guard scene.clipMidpoints > seen else { return }
        seen = scene.clipMidpoints
        try renderer.savePNG(to: "\(capture)/photo-\(String(format: "%05d", scene.photoChanges))-mid.png")
    }

    /// Starts saving the runner's input to `--record`'s file, at the size the show draws.
    private func startRecording(_ runner: Runner) throws {
        guard let record else { return }
        try runner.input.record(into: InputRecorder(path: record), size: runner.renderer.outputSize, rate: runner.timestep.rate)
    }

    /// Flushes and closes `--record`'s file.
    private func finishRecording(_ runner: Runner) throws {
        guard runner.input.isRecording, let record else { return }
        do {
            try runner.input.finishRecording()
        } catch {
            throw RunFailure(description: "writing the recording \(record): \(error.localizedDescription)")
        }
    }

    private func write(_ report: SlideshowReport, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try encoder.encode(report).write(to: URL(fileURLWithPath: path))
        } catch {
            throw RunFailure(description: "writing the report \(path): \(error.localizedDescription)")
        }
    }
}
