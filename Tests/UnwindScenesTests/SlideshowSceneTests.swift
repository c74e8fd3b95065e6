import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow
import UnwindTransitions

/// The show's main path headless: photos in order, transitions, at most four photo
/// textures over a long run, fit/fill placement.
@Suite struct SlideshowSceneTests {
    static let colors = [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255), Color(255, 255, 0), Color(0, 255, 255), Color(255, 0, 255)]

    static func folder(count: Int = 6) throws -> String {
        let dir = try SlideshowTestSupport.folder()
        for i in 0..<count { try SlideshowTestSupport.photo(dir + "/photo\(i + 1).png", colors[i % colors.count]) }
        return dir
    }

    @Test func longRunKeepsAtMostFourPhotoTextures() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var config = SlideshowTestSupport.config(interval: 0.3)
        config.order = .shuffle
        let scene = SlideshowScene(roots: [dir], config: config)
        var maxPhotos = 0, maxTextures = 0, endTextures = 0
        var transitionEntities: [Int] = []
        try SlideshowTestSupport.run(scene, frames: 30 * 120) { _, renderer in
            maxPhotos = max(maxPhotos, scene.photoTexturesAlive)
            maxTextures = max(maxTextures, renderer.textures.liveCount)
            endTextures = renderer.textures.liveCount
            if !scene.isTransitioning { transitionEntities.append(scene.transitionEntityCount) }
        }
        #expect(scene.report.shown.count > 60, "many photo changes in 120 s at 0.3 s: \(scene.report.shown.count)")
        // A headless show decodes two ahead (SlideshowDecodeLanesTests): at a change it holds
        // the leaving slide, the arriving one, the next and the one after; a window holds
        // previous, current and next (ShowSessionTests).
        #expect(maxPhotos <= 4, "at most leaving, current, next, the one after: \(maxPhotos)")
        #expect(maxTextures <= 4, "no other textures leak: \(maxTextures)")
        #expect(endTextures <= 3, "textures alive at the end: \(endTextures)")
        #expect(transitionEntities.allSatisfy { $0 == 0 }, "no transition entities left between photos: \(Set(transitionEntities))")
        for (a, b) in zip(scene.report.shown, scene.report.shown.dropFirst()) {
            #expect(a != b, "the same photo twice in a row: \(a)")
        }
    }

    @Test func namesOrderAndTransitionsFromTheCatalog() throws {
        let dir = try Self.folder(count: 3)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = SlideshowScene(roots: [dir], config: SlideshowTestSupport.config(interval: 1))
        try SlideshowTestSupport.run(scene, frames: 30 * 8)
        let names = scene.report.shown.map { $0.lastComponent.description }
        #expect(names.starts(with: ["photo1.png", "photo2.png", "photo3.png", "photo1.png"]), "name order loops: \(names)")
        let expected = TransitionStyle.calm.names
        let played = scene.report.transitions
        #expect(played.count == names.count - 1, "one transition per change after the first: \(played)")
        if expected.isEmpty {
            #expect(played.allSatisfy { $0 == "cut" }, "an empty catalog cuts: \(played)")
        } else {
            #expect(Array(played.prefix(expected.count)) == Array(expected.prefix(played.count)), "default cycle \(expected), played \(played)")
        }
    }

    @Test func unknownTransitionFallsBackToACut() throws {
        let dir = try Self.folder(count: 2)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var config = SlideshowTestSupport.config(interval: 0.5)
        config.transitions = ["no-such-transition"]
        let scene = SlideshowScene(roots: [dir], config: config)
        var frames: [PixelBuffer] = []
        try SlideshowTestSupport.run(scene, frames: 30 * 3) { frame, renderer in
            if frame == 14 || frame == 16 { frames.append(try renderer.readPixels()) }
        }
        #expect(scene.report.transitions.first == "cut", "played: \(scene.report.transitions)")
        #expect(frames.count == 2 && frames[0][32, 24] == Color(255, 0, 0) && frames[1][32, 24] == Color(0, 255, 0), "a cut goes straight from red to green")
    }

    @Test(arguments: [(FitMode.fit, true), (FitMode.fill, false)])
    func fitLetterboxesAndFillCovers(mode: FitMode, barsExpected: Bool) throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/square.png", Color(0, 0, 255), size: Size(width: 40, height: 40))
        let scene = SlideshowScene(roots: [dir], config: SlideshowTestSupport.config(fit: mode))
        var frame: PixelBuffer?
        try SlideshowTestSupport.run(scene, size: Size(width: 80, height: 40), frames: 3) { _, renderer in frame = try renderer.readPixels() }
        let edge = frame?[3, 20], centre = frame?[40, 20]
        #expect(centre == Color(0, 0, 255), "centre is the photo: \(String(describing: centre))")
        #expect((edge == Color(0, 0, 0)) == barsExpected, "\(mode): edge pixel \(String(describing: edge))")
    }

    @Test func blurredBackdropFillsTheBarsWithADimmedPhotoColour() throws {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SlideshowTestSupport.photo(dir + "/square.png", Color(0, 0, 255), size: Size(width: 40, height: 40))
        let scene = SlideshowScene(roots: [dir], config: SlideshowTestSupport.config(background: .blur))
        var frame: PixelBuffer?
        try SlideshowTestSupport.run(scene, size: Size(width: 80, height: 40), frames: 3) { _, renderer in frame = try renderer.readPixels() }
        let edge = try #require(frame, "the run drew a frame")[3, 20]
        #expect(edge.r < 20 && edge.g < 20 && edge.b > 60 && edge.b < 180, "a dimmed blue fills the bar: \(edge)")
    }
}

extension SlideshowSceneTests {
    @Test func outsideScreenHoursTheScreenIsBlackAndTheShowHolds() throws {
        let dir = try Self.folder(count: 3)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var config = SlideshowTestSupport.config(interval: 1)
        config.screenHours = ScreenHours(parsing: "07:00-22:00")
        let scene = SlideshowScene(roots: [dir], config: config)
        var minute = 12 * 60
        scene.minuteOfDay = { minute }
        var darkPixel: Color?, lightPixel: Color?
        try SlideshowTestSupport.run(scene, frames: 30 * 12) { frame, renderer in
            if frame == 30 * 2 { minute = 23 * 60 }
            if frame == 30 * 8 { darkPixel = try renderer.readPixels()[32, 24] }
            if frame == 30 * 8 + 1 { minute = 7 * 60 }
            if frame == 30 * 10 { lightPixel = try renderer.readPixels()[32, 24] }
        }
        let shown = scene.report.shown.count
        #expect(darkPixel == Color(0, 0, 0), "black at night: \(String(describing: darkPixel))")
        #expect(lightPixel != nil && lightPixel != Color(0, 0, 0), "photos again in the morning: \(String(describing: lightPixel))")
        #expect(shown >= 3 && shown <= 6, "the show held through the dark hours: \(shown) changes in 12 s at 1 s")
    }
}
