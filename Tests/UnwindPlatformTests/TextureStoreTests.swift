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
}
