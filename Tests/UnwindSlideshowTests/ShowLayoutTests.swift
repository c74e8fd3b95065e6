import Testing
import UnwindDraw
import UnwindSlideshow

/// Where slides land, with and without Ken Burns.
@Suite struct ShowLayoutTests {
    static let bounds = Rect(width: 1920, height: 1080)

    @Test func composedFramesCoverTheView() {
        var config = SlideshowConfig()
        config.background = .blur
        let layer = ShowLayout.layer(
            for: Slide("a.jpg"), texture: TextureID(rawValue: 1), size: Size(width: 1920, height: 1080), bounds: Self.bounds, config: config)
        #expect(layer.source == Self.bounds && layer.destination == Self.bounds)
    }

    @Test func aFittedPhotoOnBlackSitsCentred() {
        var config = SlideshowConfig()
        config.background = .black
        let layer = ShowLayout.layer(
            for: Slide("a.jpg"), texture: TextureID(rawValue: 1), size: Size(width: 608, height: 1080), bounds: Self.bounds, config: config)
        #expect(layer.destination == Rect(x: 656, y: 0, width: 608, height: 1080))
        let pair = ShowLayout.layer(
            for: Slide("a.jpg", "b.jpg"), texture: TextureID(rawValue: 1), size: Size(width: 1920, height: 1080), bounds: Self.bounds, config: config)
        #expect(pair.destination == Self.bounds, "a pair is a whole frame")
    }

    @Test func motionShowsACentredWindowOneTexelPerPixel() {
        var config = SlideshowConfig()
        config.motion = .kenburns
        config.fit = .fill
        let layer = ShowLayout.layer(
            for: Slide("a.jpg"), texture: TextureID(rawValue: 1), size: Size(width: 2112, height: 1188), bounds: Self.bounds, config: config)
        #expect(layer.source == Rect(x: 96, y: 54, width: 1920, height: 1080), "got \(layer.source)")
        #expect(layer.textureSize == Size(width: 2112, height: 1188), "meshes need the whole texture's size")
        #expect(ShowLayout.overscan(config) == 1.1)
    }

    @Test func aTextureMadeForAnotherSizeIsScaledNotCropped() {
        var config = SlideshowConfig()
        config.motion = .kenburns
        let layer = ShowLayout.layer(
            for: Slide("a.jpg"), texture: TextureID(rawValue: 1), size: Size(width: 2112, height: 1188), bounds: Rect(width: 1280, height: 720), config: config)
        #expect(abs(layer.source.width - 1920) <= 1 && abs(layer.source.height - 1080) <= 1, "the rest window keeps the zoom: \(layer.source)")
    }
}
