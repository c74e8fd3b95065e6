import Testing
import UnwindApp
import UnwindDraw
import UnwindPlatform

/// The engine demo on the bundled photos, headless.
@Suite struct DemoSceneTests {
    static let photos = ["chelsea.png", "coffee.png"].map { RunnerTestsSupport.repositoryRoot + "/Assets/photos/" + $0 }

    @Test func crossFadesFromOnePhotoToTheNext() throws {
        let scene = DemoScene(paths: Self.photos, hold: 1, fade: 1, loops: false)
        var frames: [PixelBuffer] = []
        var textures = 0
        try Headless.withRenderer(Size(width: 90, height: 60)) { renderer in
            try Runner(headless: renderer).runHeadless(scene, fps: 10, maxFrames: 100, onFrame: { frame, renderer in
                if [0, 15, 30].contains(frame) { frames.append(try renderer.readPixels()) }
                textures = renderer.textures.liveCount
            })
        }
        #expect(textures == 2, "one texture per photo, got \(textures)")
        #expect(frames.count == 3, "the demo ran to its end")
        guard frames.count == 3 else { return }
        // Halfway through the fade the centre pixel lies between the two photos'.
        let a = frames[0][45, 30], mid = frames[1][45, 30], b = frames[2][45, 30]
        #expect(a != b, "the two photos differ at the centre")
        for (x, y, z) in [(a.r, mid.r, b.r), (a.g, mid.g, b.g), (a.b, mid.b, b.b)] {
            #expect(Int(y) >= Int(min(x, z)) - 3 && Int(y) <= Int(max(x, z)) + 3, "mid-fade channel \(y) between \(x) and \(z)")
        }
    }

    @Test func noReadablePhotoIsAClearError() throws {
        let scene = DemoScene(paths: ["/nonexistent.png"], loops: false)
        #expect(throws: DemoScene.DemoError.self) {
            try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
                try Runner(headless: renderer).runHeadless(scene, fps: 10, maxFrames: 5)
            }
        }
    }
}

enum RunnerTestsSupport {
    static var repositoryRoot: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }
}
