import ArgumentParser
import Foundation
import UnwindRuntime
import UnwindScenes
import UnwindDraw
import UnwindSlideshow

/// The windowed and the headless run of `unwind slideshow`.
extension Slideshow {
    func runWindowed(roots: [String], config settings: SlideshowConfig) throws {
        warnAboutMissingConfigPaths(roots)
        let session = try PlatformSession.windowed(
            title: "Unwind slideshow", presentation: settings.fullscreen ? .fullscreenDesktop : .windowed(size.size),
            hideCursor: settings.fullscreen || settings.kiosk, forceSoftware: softwareRenderer)
        let scene = SlideshowScene(roots: roots, config: settings)
        scene.keepsHistory = false
        session.runner.recordsFrameTimes = false
        try session.runner.runWindowed(scene)
    }

    func runHeadless(roots: [String], config settings: SlideshowConfig) throws {
        let scan = PhotoScanner(roots: roots).scan()
        if scan.photos.isEmpty {
            let missing = scan.missing.map { "\($0.path) (\($0.reason))" }
            let shownRoots = roots.prefix(5).joined(separator: ", ") + (roots.count > 5 ? " and \(roots.count - 5) more" : "")
            var detail = missing.isEmpty ? "no photos in \(shownRoots)" : missing.prefix(5).joined(separator: "; ")
            if missing.count > 5 { detail += "; and \(missing.count - 5) more" }
            if paths.isEmpty, let config { detail += " (from 'paths' in \(config))" }
            throw RunFailure(description: "nothing to show: \(detail)")
        }
        let session = try PlatformSession.headless(size: size.size)
        let scene = SlideshowScene(roots: roots, config: settings, initialScan: scan)
        if let capture { try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true) }
        var captured = 0
        // Frame k is drawn at k/fps, so frames 0...runFor·fps end exactly at runFor.
        let frames = Int((runFor * Double(fps)).rounded(.up)) + 1
        try session.runner.runHeadless(scene, fps: fps, maxFrames: frames, onFrame: { _, renderer in
            guard let capture, scene.fullyShownCount > captured else { return }
            captured = scene.fullyShownCount
            try renderer.savePNG(to: "\(capture)/photo-\(String(format: "%05d", captured)).png")
        })
        var result = scene.report
        result.frames = SlideshowReport.Frames(session.runner.frameTimes)
        result.texturesAliveAtEnd = session.runner.context.textures.liveCount
        result.peakRSSBytes = ProcessMemory.peakResidentBytes()
        // The ticks actually simulated, not the frames asked for: exact at any --fps.
        result.showSeconds = session.runner.timestep.elapsedSeconds
        result.stoppedBy = session.runner.stop.signal.map(StopRequest.name(of:))
        if let report { try write(result, to: report) }
        let summary = "showed \(result.shown.count) photos (\(Set(result.shown).count) distinct), \(result.transitions.count) transitions, skipped \(result.skipped.count), in \(String(format: "%.1f", result.showSeconds)) s of show time"
        let stopped = result.stoppedBy.map { "; stopped by \($0)" } ?? ""
        print(summary + stopped + (capture.map { "; \(captured) captures in \($0)/" } ?? "") + (report.map { "; report \($0)" } ?? ""))
        if result.stoppedBy != nil { return }
        if result.shown.isEmpty {
            throw RunFailure(description: "none of the \(scan.photos.count) photo files could be shown (see the skipped lines above)")
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
