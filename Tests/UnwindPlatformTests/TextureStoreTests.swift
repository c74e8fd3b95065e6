import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// Explicit texture lifetimes: the count goes up with uploads and back down with releases.
@Suite struct TextureStoreTests {
    @Test func liveCountFollowsUploadsAndReleases() throws {
        let counts = try Headless.withRenderer(Size(width: 16, height: 16)) { renderer in
            let store = renderer.textures
            var seen = [store.liveCount]
            let a = try store.upload(PixelBuffer(width: 4, height: 4, fill: .white))
            let b = try store.upload(PixelBuffer(width: 8, height: 2, fill: .black))
            seen.append(store.liveCount)
            #expect(store.size(of: b) == Size(width: 8, height: 2), "size of b: \(String(describing: store.size(of: b)))")
            store.release(a)
            store.release(a)
            seen.append(store.liveCount)
            store.release(b)
            seen.append(store.liveCount)
            let sizeAfterRelease = store.size(of: b)
            #expect(sizeAfterRelease == nil, "a released texture has no size, got \(String(describing: sizeAfterRelease))")
            return seen
        }
        #expect(counts == [0, 2, 1, 0], "live counts over the test: \(counts)")
    }

    @Test func idsAreNotReusedAfterRelease() throws {
        let (first, second) = try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let first = try renderer.textures.upload(PixelBuffer(width: 2, height: 2, fill: .white))
            renderer.textures.release(first)
            let second = try renderer.textures.upload(PixelBuffer(width: 2, height: 2, fill: .white))
            renderer.textures.release(second)
            return (first, second)
        }
        #expect(first != second, "a stale texture id must never name a new texture")
    }

    /// With a texture limit as small as an old GPU's, a larger image is shrunk to fit, keeping
    /// its shape, and nothing larger than the limit is ever uploaded.
    @Test func nothingLargerThanTheTextureLimitIsUploaded() throws {
        let sizes = try Headless.withRenderer(Size(width: 16, height: 16)) { renderer in
            renderer.limitTextures(to: Size(width: 64, height: 64))
            #expect(renderer.info.maxTextureSize == Size(width: 64, height: 64))
            let wide = try renderer.textures.upload(PixelBuffer(width: 300, height: 100, fill: .white))
            let small = try renderer.textures.upload(PixelBuffer(width: 40, height: 30, fill: .white))
            return (renderer.textures.size(of: wide), renderer.textures.size(of: small), renderer.textures.largestUploaded)
        }
        #expect(sizes.0 == Size(width: 64, height: 21))
        #expect(sizes.1 == Size(width: 40, height: 30))
        #expect(sizes.2 == Size(width: 64, height: 30))
    }
}
