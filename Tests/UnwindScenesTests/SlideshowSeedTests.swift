import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// `--seed` reaches everything random in a show: two seeded runs repeat frame for frame,
/// blocks patterns included.
@Suite struct SlideshowSeedTests {
    static func fingerprints(seed: UInt64, folder: String) throws -> [UInt64] {
        var config = SlideshowTestSupport.config(interval: 0.5)
        config.transitions = ["blocks", "spiral", "random"]
        config.order = .shuffle
        config.seed = seed
        config.speedy = false
        config.overrides["blocks"] = SlideshowConfig.TransitionOverride(tileEdge: 16)
        let scene = SlideshowScene(roots: [folder], config: config)
        var prints: [UInt64] = []
        try SlideshowTestSupport.run(scene, size: Size(width: 128, height: 96), frames: 30 * 6) { _, renderer in
            prints.append(try renderer.readPixels().fingerprint)
        }
        return prints
    }

    @Test func aSeededShowRepeatsFrameForFrame() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (i, color) in [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255), Color(255, 255, 0)].enumerated() {
            try SlideshowTestSupport.photo(dir + "/p\(i).png", color)
        }
        let a = try Self.fingerprints(seed: 7, folder: dir), b = try Self.fingerprints(seed: 7, folder: dir)
        let differing = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(a.count == 180 && differing.isEmpty, "same seed, same frames; differing frames: \(differing.prefix(10))")
        let c = try Self.fingerprints(seed: 8, folder: dir)
        #expect(a != c, "another seed, another show")
        #expect(Set(a).count > 30, "the run has many distinct frames (mid-transition): \(Set(a).count)")
    }
}
