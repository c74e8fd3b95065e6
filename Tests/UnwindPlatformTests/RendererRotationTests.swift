import Testing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting

/// `--rotate`: a frame laid out for the turned size and turned onto the panel equals the
/// same frame drawn unturned and then turned, pixel for pixel.
@Suite struct RendererRotationTests {
    /// A frame with something in every corner and a photo-like texture: a quad over a
    /// fill, text-free so both sizes draw the same pixels.
    static func frame(_ size: Size, texture: TextureID) -> DrawList {
        var list = DrawList(clearColor: Color(20, 30, 40))
        list.fill(Rect(x: 0, y: 0, width: 7, height: 5), Color(255, 0, 0))
        list.fill(Rect(x: Float(size.width - 9), y: 0, width: 9, height: 4), Color(0, 255, 0))
        list.fill(Rect(x: 0, y: Float(size.height - 6), width: 3, height: 6), Color(0, 0, 255))
        list.quad(texture, source: Rect(width: 16, height: 16), destination: Rect(x: 10, y: 12, width: 16, height: 16))
        return list
    }

    static func render(panel: Size, rotation: PanelRotation, onCPU: Bool = true) throws -> PixelBuffer {
        try Headless.withRenderer(panel) { renderer in
            renderer.rotation = rotation
            renderer.turnsFramesOnCPU = onCPU
            let texture = try renderer.textures.upload(RendererTests.quadrants(16))
            renderer.submit(Self.frame(renderer.outputSize, texture: texture))
            return try renderer.readPixels()
        }
    }

    /// Both ways of turning: the software renderer's own loop, and SDL_RenderCopyEx (what a
    /// GPU renderer runs, checked here on SDL's software implementation of it).
    @Test(arguments: PanelRotation.allCases, [true, false])
    func aTurnedFrameIsTheFrameTurned(rotation: PanelRotation, onCPU: Bool) throws {
        let layout = Size(width: 48, height: 64)
        let panel = rotation.logicalSize(layout)
        let upright = try Self.render(panel: layout, rotation: .none)
        let onPanel = try Self.render(panel: panel, rotation: rotation, onCPU: onCPU)
        #expect(onPanel.width == panel.width && onPanel.height == panel.height, "a capture holds the panel's size")
        let expected = upright.turned(rotation)
        var differing = 0
        for y in 0..<panel.height {
            for x in 0..<panel.width where onPanel[x, y].distance(to: expected[x, y]) > 0 { differing += 1 }
        }
        #expect(differing == 0, "\(rotation), on the CPU: \(onCPU): \(differing) of \(panel.width * panel.height) pixels differ")
    }

    @Test func theLayoutSizeIsTheTurnedPanel() throws {
        let sizes = try Headless.withRenderer(Size(width: 64, height: 48)) { renderer in
            renderer.rotation = .quarter
            let turned = renderer.outputSize
            renderer.rotation = .half
            return (turned, renderer.outputSize, renderer.panelSize)
        }
        #expect(sizes.0 == Size(width: 48, height: 64) && sizes.1 == Size(width: 64, height: 48) && sizes.2 == Size(width: 64, height: 48))
    }

    /// Where a finger lands on the panel is where the layout drew what it touched.
    @Test(arguments: PanelRotation.allCases)
    func aTouchLandsOnWhatItTouches(rotation: PanelRotation) throws {
        let layout = Size(width: 48, height: 64)
        let panel = rotation.logicalSize(layout)
        let frame = try Headless.withRenderer(panel) { renderer in
            renderer.rotation = rotation
            var list = DrawList(clearColor: .black)
            list.fill(Rect(x: 30, y: 40, width: 4, height: 4), Color(255, 255, 255))
            renderer.submit(list)
            return try renderer.readPixels()
        }
        let lit = (0..<panel.height).flatMap { y in (0..<panel.width).map { (x: $0, y: y) } }.filter { frame[$0.x, $0.y].r > 128 }
        #expect(lit.count == 16, "\(rotation): \(lit.count) lit pixels")
        for pixel in lit {
            // The centre of the panel pixel, mapped back, falls inside the square the layout drew.
            let point = rotation.logicalPoint(x: Float(pixel.x) + 0.5, y: Float(pixel.y) + 0.5, physical: panel)
            #expect((30...34).contains(point.x) && (40...44).contains(point.y), "\(rotation): panel \(pixel) → layout \(point)")
            let touch = InputEvent.touch(
                TouchEvent(phase: .down, finger: 1, x: (Float(pixel.x) + 0.5) / Float(panel.width), y: (Float(pixel.y) + 0.5) / Float(panel.height)))
            if case .touch(let turned) = touch.rotated(rotation, physical: panel) {
                #expect(abs(turned.x * Float(layout.width) - point.x) < 0.001 && abs(turned.y * Float(layout.height) - point.y) < 0.001)
            }
        }
    }
}
