import Testing
import UnwindDraw
import UnwindPlatformTesting

@testable import UnwindPlatform

/// Scaled quads of opaque photos on the software renderer go through Unwind's own stretch and
/// blend (`Renderer.stretchOnCPU`): the frames match SDL's own scaled copies (the renderer
/// with `stretchesOnCPU` off) within one step a channel on smooth pictures, at any opacity,
/// overflowing the frame, clipped, and as a tile of a larger photo.
@Suite struct RendererStretchTests {
    static let size = Size(width: 160, height: 90)

    /// A picture whose channels change by at most 1.5 steps a pixel, so half a pixel of
    /// difference in where a sample falls moves a colour by one step at most.
    static func smooth(_ size: Size, seed: Int) -> PixelBuffer {
        var pixels = PixelBuffer(width: size.width, height: size.height, fill: .black)
        for y in 0..<size.height {
            for x in 0..<size.width {
                pixels[x, y] = Color(UInt8(clamping: 30 + x + seed), UInt8(clamping: 20 + y * 3 / 2), UInt8(clamping: 200 - (x + y) / 2 - seed))
            }
        }
        return pixels
    }

    /// The frame `build` draws over an opaque backdrop, by Unwind's stretch or SDL's, and how
    /// many quads Unwind's stretch drew.
    static func frame(cpu: Bool, _ build: (TextureID) -> DrawList) throws -> (pixels: PixelBuffer, stretched: Int) {
        try Headless.withRenderer(size) { renderer in
            renderer.stretchesOnCPU = cpu
            let backdrop = try renderer.textures.upload(TexturePixels(smooth(size, seed: 60), opaque: true))
            let photo = try renderer.textures.upload(TexturePixels(smooth(Size(width: 128, height: 72), seed: 0), opaque: true))
            var list = DrawList(clearColor: .black)
            list.quad(backdrop, source: size.rect, destination: size.rect)
            list.append(contentsOf: build(photo))
            let before = renderer.cpuStretchedQuads
            renderer.submit(list)
            return (try renderer.readPixels(), renderer.cpuStretchedQuads - before)
        }
    }

    /// The largest difference of any channel of any pixel between two frames.
    static func worst(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width { worst = max(worst, a[x, y].distance(to: b[x, y])) }
        }
        return worst
    }

    @Test(arguments: [Float(1), 0.75, 0.5, 0.2])
    func matchesSDLOverflowingTheFrame(opacity: Float) throws {
        // A zoom-through's old photo: 1.25× and centred, so it overflows on every side.
        let build = { (photo: TextureID) -> DrawList in
            var list = DrawList()
            list.quad(photo, source: Rect(width: 128, height: 72), destination: Rect(x: -20, y: -11.25, width: 200, height: 112.5), opacity: opacity)
            return list
        }
        let unwind = try Self.frame(cpu: true, build), sdl = try Self.frame(cpu: false, build)
        #expect(unwind.stretched == 1, "the quad went through Unwind's stretch: \(unwind.stretched)")
        #expect(sdl.stretched == 0, "with stretchesOnCPU off SDL drew it: \(sdl.stretched)")
        #expect(Self.worst(unwind.pixels, sdl.pixels) <= 1, "worst channel difference from SDL's frame: \(Self.worst(unwind.pixels, sdl.pixels))")
    }

    @Test func matchesSDLForAShrunkTileInsideTheFrame() throws {
        // A tile of the photo drawn smaller and translucent, wholly inside the frame.
        let build = { (photo: TextureID) -> DrawList in
            var list = DrawList()
            list.quad(photo, source: Rect(x: 16, y: 8, width: 64, height: 48), destination: Rect(x: 30, y: 20, width: 48, height: 36), opacity: 0.6)
            return list
        }
        let unwind = try Self.frame(cpu: true, build), sdl = try Self.frame(cpu: false, build)
        #expect(unwind.stretched == 1, "the tile went through Unwind's stretch: \(unwind.stretched)")
        #expect(Self.worst(unwind.pixels, sdl.pixels) <= 1, "worst channel difference from SDL's frame: \(Self.worst(unwind.pixels, sdl.pixels))")
    }

    @Test(arguments: [Float(1), 0.6])
    func tintsAsItStretchesWithoutATintedCopy(opacity: Float) throws {
        // The evening tint on a Ken Burns zoom: multiplied in by the stretch, where SDL's path
        // draws a tinted copy of the whole photo first.
        let tint = Color(255, 170, 90)
        let build = { (photo: TextureID) -> DrawList in
            var list = DrawList()
            var quad = TexturedQuad(texture: photo, source: Rect(x: 4.5, y: 2.25, width: 110, height: 62), destination: Self.size.rect, opacity: opacity)
            quad.tint = tint
            list.append(.quad(quad))
            return list
        }
        let unwind = try Self.frame(cpu: true, build), sdl = try Self.frame(cpu: false, build)
        let untinted = try Self.frame(cpu: true) { photo in
            var list = DrawList()
            list.quad(photo, source: Rect(x: 4.5, y: 2.25, width: 110, height: 62), destination: Self.size.rect, opacity: opacity)
            return list
        }
        #expect(unwind.stretched == 1, "the tinted quad went through Unwind's stretch: \(unwind.stretched)")
        // Tinting each texel before interpolating (SDL's copy) or after (here) rounds apart by a step.
        #expect(Self.worst(unwind.pixels, sdl.pixels) <= 2, "worst channel difference from SDL's frame: \(Self.worst(unwind.pixels, sdl.pixels))")
        #expect(Self.worst(unwind.pixels, untinted.pixels) > 40, "the tint shows: \(Self.worst(unwind.pixels, untinted.pixels))")
    }

    @Test func makesNoTintedCopyOfAPhotoItStretches() throws {
        try Headless.withRenderer(Self.size) { renderer in
            let photo = try renderer.textures.upload(TexturePixels(Self.smooth(Size(width: 128, height: 72), seed: 0), opaque: true))
            var scaled = TexturedQuad(texture: photo, source: Rect(width: 128, height: 72), destination: Self.size.rect)
            scaled.tint = Color(255, 170, 90)
            var list = DrawList()
            list.append(.quad(scaled))
            renderer.submit(list)
            #expect(renderer.textures.tintedCopyCount == 0, "the stretch tints; no copy of the photo: \(renderer.textures.tintedCopyCount)")
            // An unscaled copy of the same photo is still drawn from a tinted copy.
            var copy = scaled
            copy.destination = Rect(width: 128, height: 72)
            list = DrawList()
            list.append(.quad(copy))
            renderer.submit(list)
            #expect(renderer.textures.tintedCopyCount == 1, "an unscaled tinted photo is copied once: \(renderer.textures.tintedCopyCount)")
        }
    }

    /// A Ken Burns crossfade frame drawn with the pair in one pass or in two, its bytes and
    /// how many crossfades went in one pass.
    static func crossfade(paired: Bool, over: Rect, tint: Color) throws -> (bytes: [UInt8], paired: Int) {
        try Headless.withRenderer(size) { renderer in
            renderer.pairsCrossfades = paired
            let old = try renderer.textures.upload(TexturePixels(smooth(Size(width: 128, height: 72), seed: 0), opaque: true))
            let new = try renderer.textures.upload(TexturePixels(smooth(Size(width: 150, height: 90), seed: 40), opaque: true))
            var list = DrawList(clearColor: .black)
            list.append(.quad(TexturedQuad(texture: old, source: Rect(x: 3.5, y: 1.25, width: 110, height: 62), destination: size.rect, tint: tint)))
            list.append(.quad(TexturedQuad(texture: new, source: Rect(x: 7.25, y: 4, width: 130, height: 70), destination: over, opacity: 0.4)))
            renderer.submit(list)
            return (try renderer.readPixels().bytes, renderer.cpuCrossfades)
        }
    }

    @Test(arguments: [Color.white, Color(255, 180, 100)])
    func aCrossfadeInOnePassGivesTheBytesOfTwo(tint: Color) throws {
        // The new photo overflows by fractions of a pixel: still the same pixels written.
        let over = Rect(x: -0.25, y: -0.4, width: 160.5, height: 90.6)
        let one = try Self.crossfade(paired: true, over: over, tint: tint), two = try Self.crossfade(paired: false, over: over, tint: tint)
        #expect(one.paired == 1, "the pair went in one pass: \(one.paired)")
        #expect(two.paired == 0)
        #expect(one.bytes == two.bytes, "one pass writes the bytes of two")
    }

    @Test func photosOverDifferentPixelsArePairedOnlyWhereTheyOverlap() throws {
        // A letterboxed new photo over a full-frame old one: not the same pixels, so the pair
        // goes in one pass only inside the new photo (`DrawList.pairingFades`), the old
        // photo's pixels beside it on their own, and the bytes are those of two passes.
        let over = Rect(x: 20, y: 0, width: 120, height: 90)
        let frame = try Self.crossfade(paired: true, over: over, tint: .white)
        #expect(frame.paired == 1, "paired inside the new photo: \(frame.paired)")
        let two = try Self.crossfade(paired: false, over: over, tint: .white)
        #expect(frame.bytes == two.bytes)
        // The pair itself, asked for over different pixels, is refused and drawn one by one.
        try Headless.withRenderer(Self.size) { renderer in
            let old = try renderer.textures.upload(TexturePixels(Self.smooth(Size(width: 128, height: 72), seed: 0), opaque: true))
            let new = try renderer.textures.upload(TexturePixels(Self.smooth(Size(width: 150, height: 90), seed: 40), opaque: true))
            let under = TexturedQuad(texture: old, source: Rect(x: 3.5, y: 1.25, width: 110, height: 62), destination: Self.size.rect)
            let letterboxed = TexturedQuad(texture: new, source: Rect(x: 7.25, y: 4, width: 130, height: 70), destination: over, opacity: 0.4)
            #expect(!renderer.crossfadeOnCPU(under, letterboxed), "different pixels: not one pass")
        }
    }

    @Test func sdlScaledCopiesFillTheLastColumnAtFractionalPositions() throws {
        // A photo with alpha (SDL draws it) sliding at a fractional offset: every pixel whose
        // centre it covers is drawn, the frame's last column included.
        try Headless.withRenderer(Self.size) { renderer in
            let argb = try renderer.textures.upload(TexturePixels(Self.smooth(Size(width: 128, height: 72), seed: 0), opaque: false))
            var list = DrawList(clearColor: .black)
            list.quad(argb, source: Rect(width: 128, height: 72), destination: Rect(x: 0.91, y: 0.3, width: 160, height: 90))
            renderer.submit(list)
            let frame = try renderer.readPixels()
            #expect(renderer.cpuStretchedQuads == 0, "SDL drew it")
            for y in [1, 45, 89] {
                #expect(frame[159, y].distance(to: .black) > 20, "the last column is photo at y \(y): \(frame[159, y])")
                #expect(frame[0, y] == .black, "no pixel centre of column 0 is inside: \(frame[0, y])")
            }
        }
    }

    @Test func writesOnlyInsideTheClip() throws {
        let clip = Rect(x: 40, y: 30, width: 50, height: 20)
        let build = { (photo: TextureID) -> DrawList in
            var list = DrawList()
            list.clip(clip)
            list.quad(photo, source: Rect(width: 128, height: 72), destination: Rect(x: -10, y: -5, width: 180, height: 100), opacity: 0.5)
            list.clip(nil)
            return list
        }
        let unwind = try Self.frame(cpu: true, build), sdl = try Self.frame(cpu: false, build)
        let backdrop = Self.smooth(Self.size, seed: 60)
        #expect(unwind.stretched == 1)
        for (x, y) in [(39, 35), (90, 35), (60, 29), (60, 50), (5, 5), (150, 80)] {
            #expect(unwind.pixels[x, y].distance(to: backdrop[x, y]) == 0, "outside the clip at (\(x), \(y)): \(unwind.pixels[x, y])")
        }
        #expect(unwind.pixels[60, 40].distance(to: backdrop[60, 40]) > 5, "inside the clip the photo shows: \(unwind.pixels[60, 40])")
        #expect(Self.worst(unwind.pixels, sdl.pixels) <= 1, "worst channel difference from SDL's frame: \(Self.worst(unwind.pixels, sdl.pixels))")
    }

    @Test func leavesTranslucentTexturesAndTurnedQuadsToSDL() throws {
        try Headless.withRenderer(Self.size) { renderer in
            let argb = try renderer.textures.upload(TexturePixels(Self.smooth(Size(width: 32, height: 32), seed: 0), opaque: false))
            let xrgb = try renderer.textures.upload(TexturePixels(Self.smooth(Size(width: 32, height: 32), seed: 0), opaque: true))
            var list = DrawList()
            list.quad(argb, source: Rect(width: 32, height: 32), destination: Rect(x: 10, y: 10, width: 64, height: 64))
            list.quad(xrgb, source: Rect(width: 32, height: 32), destination: Rect(x: 80, y: 10, width: 64, height: 64), rotation: 10)
            list.quad(xrgb, source: Rect(width: 32, height: 32), destination: Rect(x: 80, y: 10, width: 32, height: 32))
            renderer.submit(list)
            #expect(renderer.cpuStretchedQuads == 0, "per-pixel alpha, a turned quad and an unscaled copy stay SDL's: \(renderer.cpuStretchedQuads)")
        }
    }

    @Test func opaquePhotosAreStreamingTexturesOnTheSoftwareRenderer() throws {
        try Headless.withRenderer(Self.size) { renderer in
            let xrgb = try renderer.textures.upload(TexturePixels(Self.smooth(Size(width: 8, height: 8), seed: 0), opaque: true))
            let surface = try renderer.textures.upload(Surface(pixels: Self.smooth(Size(width: 8, height: 8), seed: 0)).opaque())
            let argb = try renderer.textures.upload(TexturePixels(Self.smooth(Size(width: 8, height: 8), seed: 0), opaque: false))
            #expect(renderer.textures.isStreaming(xrgb), "opaque pixels are a streaming texture")
            #expect(renderer.textures.isStreaming(surface), "an opaque surface is a streaming texture")
            #expect(!renderer.textures.isStreaming(argb), "pixels with alpha stay a static texture")
        }
    }
}
