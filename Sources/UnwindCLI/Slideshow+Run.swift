import ArgumentParser
import Foundation
import UnwindRuntime
import UnwindScenes
import UnwindDraw
import UnwindSlideshow

/// The windowed and the headless run of `unwind slideshow`.
extension Slideshow {
    func runWindowed(roots: [String], config settings: SlideshowConfig) throws {
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
            let detail = missing.isEmpty ? "no photos in \(roots.joined(separator: ", "))" : missing.joined(separator: "; ")
            throw RunFailure(description: "nothing to show: \(detail)")
        }
        let session = try PlatformSession.headless(size: size.size)
        let scene = SlideshowScene(roots: roots, config: settings, initialScan: scan)
        if let capture { try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true) }
        var captured = 0
        let frames = Int((runFor * Double(fps)).rounded(.up))
        var periodic = 0
        try session.runner.runHeadless(scene, fps: fps, maxFrames: frames, onFrame: { frame, renderer in
            guard let capture else { return }
            if let every = captureEvery, Double(frame) / Double(fps) >= Double(periodic) * every {
                try renderer.savePNG(to: "\(capture)/time-\(String(format: "%05d", periodic)).png")
                periodic += 1
            }
            guard scene.fullyShownCount > captured else { return }
            captured = scene.fullyShownCount
            try renderer.savePNG(to: "\(capture)/photo-\(String(format: "%05d", captured)).png")
        })
        var result = scene.report
        result.frames = SlideshowReport.Frames(milliseconds: session.runner.frameTimes)
        result.texturesAliveAtEnd = session.runner.context.textures.liveCount
        result.peakRSSBytes = ProcessMemory.peakResidentBytes()
        result.showSeconds = Double(session.runner.frameTimes.count) / Double(fps)
        if let report { try write(result, to: report) }
        let summary = "showed \(result.shown.count) photos (\(Set(result.shown).count) distinct), \(result.transitions.count) transitions, skipped \(result.skipped.count), in \(String(format: "%.1f", result.showSeconds)) s of show time"
        print(summary + (capture.map { "; \(captured) captures in \($0)/" } ?? "") + (report.map { "; report \($0)" } ?? ""))
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
