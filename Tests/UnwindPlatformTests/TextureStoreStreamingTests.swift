import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// Streaming YUV textures: created once, updated in place (whole or a rectangle), drawn like
/// any texture; each update counts as a change of content.
@Suite struct TextureStoreStreamingTests {
    static func near(_ a: Color, _ b: Color, within: Int = 10) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= within && abs(Int(a.g) - Int(b.g)) <= within && abs(Int(a.b) - Int(b.b)) <= within
    }

    @Test func yuvPlanesReachTheScreenAndUpdateInPlace() throws {
        let size = Size(width: 16, height: 16)
        let (before, after, partial, revisions) = try Headless.withRenderer(size) { renderer in
            let store = renderer.textures
            let start = store.contentRevision
            let id = try store.uploadStreaming(YUVImage(width: 16, height: 16, fill: Color(200, 30, 40)))
            var list = DrawList(clearColor: .black)
            list.quad(id, source: size.rect, destination: size.rect)
            renderer.submit(list)
            let before = try renderer.readPixels()[8, 8]
            try store.update(id, with: YUVImage(width: 16, height: 16, fill: Color(20, 200, 60)))
            renderer.submit(list)
            let after = try renderer.readPixels()[8, 8]
            // Only the left half changes: the right keeps green.
            try store.update(id, with: YUVImage(width: 8, height: 16, fill: Color(30, 40, 220)), at: (0, 0))
            renderer.submit(list)
            let pixels = try renderer.readPixels()
            let count = store.liveCount
            store.release(id)
            #expect(count == 1 && store.liveCount == 0, "one streaming texture, released like any other")
            return (before, after, (pixels[3, 8], pixels[12, 8]), store.contentRevision - start)
        }
        #expect(Self.near(before, Color(200, 30, 40)), "the first picture: got \(before)")
        #expect(Self.near(after, Color(20, 200, 60)), "updated in place: got \(after)")
        #expect(Self.near(partial.0, Color(30, 40, 220)) && Self.near(partial.1, Color(20, 200, 60)), "a region update: got \(partial)")
        #expect(revisions == 3, "three updates, three revisions: got \(revisions)")
    }

    @Test func aFrameThatDoesNotFitIsRefused() throws {
        try Headless.withRenderer(Size(width: 8, height: 8)) { renderer in
            let id = try renderer.textures.uploadStreaming(YUVImage(width: 8, height: 8))
            defer { renderer.textures.release(id) }
            #expect(throws: (any Error).self) { try renderer.textures.update(id, with: YUVImage(width: 4, height: 4), at: (6, 0)) }
        }
    }
}
