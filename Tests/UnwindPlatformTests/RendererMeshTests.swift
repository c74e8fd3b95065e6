import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// Untextured meshes on the software renderer go through `MeshRaster` instead of SDL's
/// triangle path: the frame must match what SDL draws, within its half-pixel snapping.
@Suite struct RendererMeshTests {
    static let size = Size(width: 320, height: 200)

    /// Feathered shapes of every kind the trainer draws, over a photo-like backdrop.
    static func scene() -> DrawList {
        var list = DrawList(clearColor: Color(20, 30, 40))
        list.fill(Rect(x: 0, y: 0, width: 160, height: 200), Color(200, 120, 60))
        var points: [Vec2] = []
        for k in 0..<200 {
            let t = Float(k) / 199 * 6 * Float.pi
            points.append(Vec2(160 + 4 * t * cosf(t), 100 + 4 * t * sinf(t)))
        }
        let colors = (0..<200).map { k in Color(UInt8(k), 200, UInt8(255 - k), 230) }
        list.polygon(Feather.polyline(points, widths: [9], colors: colors))
        list.polygon(Feather.disc(center: Vec2(90.3, 70.6), radius: 48.2, color: Color(120, 200, 255, 110)))
        list.polygon(Feather.ring(center: Vec2(230, 120), radius: 40, width: 7, color: Color(255, 255, 255, 200)))
        list.append(.clip(Rect(x: 0, y: 0, width: 300, height: 150)))
        list.polygon(Feather.convexPolygon([Vec2(250, 10), Vec2(330, 60), Vec2(260, 190)], color: Color(30, 255, 90, 180)))
        list.append(.clip(nil))
        return list
    }

    static func render(onCPU: Bool) throws -> PixelBuffer {
        try Headless.withRenderer(size) { renderer in
            renderer.rasterizesMeshes = onCPU
            renderer.submit(scene())
            return try renderer.readPixels()
        }
    }

    @Test func theFrameMatchesSDLsTrianglePath() throws {
        let ours = try Self.render(onCPU: true), sdl = try Self.render(onCPU: false)
        var total = 0, far = 0, differing = 0, largest = 0
        for i in 0..<ours.bytes.count where i % 4 != 3 {
            let d = abs(Int(ours.bytes[i]) - Int(sdl.bytes[i]))
            total += d
            largest = max(largest, d)
            if d > 0 { differing += 1 }
            if d > 24 { far += 1 }
        }
        let channels = ours.bytes.count / 4 * 3
        // Measured when this was written: mean 1.07, 0.78 % of channels over 24, largest 108.
        // Insides differ by SDL's rounding (it truncates colours and approximates /255, 1–2
        // levels); rims by its vertices snapped to half pixels against ours to 1/16.
        #expect(Double(total) / Double(channels) < 1.5, "mean difference \(Double(total) / Double(channels))")
        #expect(Double(far) < 0.015 * Double(channels), "\(far) of \(channels) channels differ by more than 24")
        #expect(largest < 160, "a rim pixel differs by \(largest)")
        #expect(differing > 0, "the two paths are different code: identical frames mean the CPU path never ran")
    }

    @Test func theClipRectangleHoldsOnTheCPUPath() throws {
        let frame = try Self.render(onCPU: true)
        // The triangle reaches y 190, but was clipped at y 150: the background shows below.
        #expect(frame[270, 170] == Color(20, 30, 40, 255))
        #expect(frame[270, 100] != Color(20, 30, 40, 255))
    }

    /// A photo-like opaque texture whose channels change smoothly.
    static func photo(_ size: Size, seed: Int) -> TexturePixels {
        var pixels = PixelBuffer(width: size.width, height: size.height, fill: .black)
        for y in 0..<size.height {
            for x in 0..<size.width {
                pixels[x, y] = Color(UInt8(clamping: 20 + x + seed), UInt8(clamping: 40 + y * 3 / 2), UInt8(clamping: 220 - (x + y) / 2 - seed))
            }
        }
        return TexturePixels(pixels, opaque: true)
    }

    /// A radial frame's edge: photo `back` stretched over the frame, then a disc of photo
    /// `front` as a textured fan with a feathered rim (alpha 0 at the outside), its texture
    /// coordinates those of `front` stretched over `frontQuad`.
    static func radialEdge(onCPU: Bool) throws -> (pixels: PixelBuffer, stretched: Int) {
        try Headless.withRenderer(size) { renderer in
            renderer.rasterizesMeshes = onCPU
            let back = try renderer.textures.upload(photo(Size(width: 200, height: 130), seed: 0))
            let front = try renderer.textures.upload(photo(Size(width: 240, height: 150), seed: 60))
            let frontQuad = (source: Rect(x: 6.5, y: 3.25, width: 220, height: 137.5), destination: Rect(x: -1.5, y: -0.75, width: 323, height: 201.5))
            func uv(_ p: Vec2) -> Vec2 {
                let s = frontQuad.source, d = frontQuad.destination
                return Vec2((s.x + (p.x - d.x) * s.width / d.width) / 240, (s.y + (p.y - d.y) * s.height / d.height) / 150)
            }
            var list = DrawList(clearColor: .black)
            list.quad(back, source: Rect(x: 2.5, y: 1.5, width: 180, height: 115), destination: size.rect)
            var vertices: [Vertex] = []
            var indices: [Int32] = []
            let centre = Vec2(160.3, 100.6), steps = 48
            for k in 0..<steps {
                let a = Float(k) / Float(steps) * 2 * Float.pi
                let inner = Vec2(centre.x + 70 * cosf(a), centre.y + 70 * sinf(a)), outer = Vec2(centre.x + 74 * cosf(a), centre.y + 74 * sinf(a))
                vertices.append(Vertex(position: inner, uv: uv(inner), color: .white))
                vertices.append(Vertex(position: outer, uv: uv(outer), color: Color(255, 255, 255, 0)))
            }
            vertices.append(Vertex(position: centre, uv: uv(centre), color: .white))
            let middle = Int32(vertices.count - 1)
            for k in 0..<steps {
                let i = Int32(2 * k), j = Int32(2 * ((k + 1) % steps))
                indices += [middle, i, j, i, i + 1, j + 1, i, j + 1, j]
            }
            list.polygon(TexturedPolygon(texture: front, vertices: vertices, indices: indices))
            renderer.submit(list)
            return (try renderer.readPixels(), renderer.cpuTexturedMeshes)
        }
    }

    @Test func aTexturedMeshOfAPhotoMatchesSDLsTrianglePath() throws {
        let ours = try Self.radialEdge(onCPU: true), sdl = try Self.radialEdge(onCPU: false)
        #expect(ours.stretched == 1 && sdl.stretched == 0, "the CPU drew the textured mesh only when asked: \(ours.stretched), \(sdl.stretched)")
        var total = 0, largest = 0, differing = 0
        for i in 0..<ours.pixels.bytes.count where i % 4 != 3 {
            let d = abs(Int(ours.pixels.bytes[i]) - Int(sdl.pixels.bytes[i]))
            total += d
            largest = max(largest, d)
            if d > 0 { differing += 1 }
        }
        let channels = ours.pixels.bytes.count / 4 * 3
        // SDL samples the nearest texel after snapping vertices to half pixels, this path
        // bilinearly at the stretch's texel centres: a step or two on a smooth photo, more on the rim.
        #expect(Double(total) / Double(channels) < 1.5, "mean difference \(Double(total) / Double(channels))")
        #expect(largest < 120, "a rim pixel differs by \(largest)")
        #expect(differing > 0, "the two paths are different code: identical frames mean the CPU path never ran")
    }

    @Test func aTexturedMeshMeetsTheStretchedPhotoWithoutASeam() throws {
        // Inside the disc the textured fan samples `front` exactly where the stretch of
        // `frontQuad` would: drawing that stretch instead, clipped to a square inside the
        // disc, gives the same pixels there within a step.
        let mesh = try Self.radialEdge(onCPU: true).pixels
        let stretched = try Headless.withRenderer(Self.size) { renderer in
            _ = try renderer.textures.upload(Self.photo(Size(width: 200, height: 130), seed: 0))
            let front = try renderer.textures.upload(Self.photo(Size(width: 240, height: 150), seed: 60))
            var list = DrawList(clearColor: .black)
            list.quad(front, source: Rect(x: 6.5, y: 3.25, width: 220, height: 137.5), destination: Rect(x: -1.5, y: -0.75, width: 323, height: 201.5))
            renderer.submit(list)
            return try renderer.readPixels()
        }
        var worst = 0
        for y in 60..<140 {
            for x in 120..<200 { worst = max(worst, mesh[x, y].distance(to: stretched[x, y])) }
        }
        #expect(worst <= 1, "the fan and the stretch differ by \(worst) inside the disc")
    }
}
