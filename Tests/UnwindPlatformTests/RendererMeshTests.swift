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
}
