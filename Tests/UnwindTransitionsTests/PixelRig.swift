import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTime

@testable import UnwindTransitions

/// Renders transition frames headless from two solid-colour images, for pixel tests of
/// the radial and composable transitions.
enum PixelRig {
    static let old = Color(220, 30, 30)
    static let new = Color(30, 40, 220)

    /// Frames of `transition` at each time (seconds), from an `old` image to a `new` one
    /// covering a `size` view, going `direction`. `background` clears the frame.
    static func frames(
        _ transition: any Transition, size: Size = Size(width: 200, height: 120), at times: [Double],
        direction: NavigationDirection = .forward, origin: Vec2? = nil, oldPixels: PixelBuffer? = nil, newPixels: PixelBuffer? = nil,
        opaque: Bool = false
    ) throws -> [PixelBuffer] {
        try Headless.withRenderer(size) { renderer in
            // `opaque` uploads XRGB textures like decoded photos, which the renderer copies without blending.
            func upload(_ pixels: PixelBuffer) throws -> TextureID {
                opaque ? try renderer.textures.upload(Surface(pixels: pixels).opaque()) : try renderer.textures.upload(pixels)
            }
            let a = try upload(oldPixels ?? PixelBuffer(width: size.width, height: size.height, fill: old))
            let b = try upload(newPixels ?? PixelBuffer(width: size.width, height: size.height, fill: new))
            defer {
                renderer.textures.release(a)
                renderer.textures.release(b)
            }
            let rect = size.rect
            let from = ImageLayer(texture: a, source: rect, destination: rect, textureSize: size)
            let to = ImageLayer(texture: b, source: rect, destination: rect, textureSize: size)
            var results: [PixelBuffer] = []
            for t in times {
                let player = TransitionPlayer()
                player.show(from)
                player.start(transition, request: TransitionRequest(from: from, to: to, bounds: rect, direction: direction, origin: origin))
                let rate = player.time.rate
                let ticks = Int64((t * Double(rate)).rounded(.down))
                if ticks > 0 { for tick in 1...ticks { player.tick(FixedTime(tick: tick, rate: rate)) } }
                let alpha = t * Double(rate) - Double(ticks)
                var list = DrawList(clearColor: .black)
                player.draw(alpha: alpha, into: &list)
                renderer.submit(list)
                results.append(try renderer.readPixels())
            }
            return results
        }
    }

    /// One frame at one time.
    static func frame(
        _ transition: any Transition, size: Size = Size(width: 200, height: 120), at t: Double, direction: NavigationDirection = .forward, origin: Vec2? = nil
    ) throws -> PixelBuffer {
        try frames(transition, size: size, at: [t], direction: direction, origin: origin)[0]
    }

    /// A horizontal gradient (red rising left to right), so moved or scaled images are recognisable.
    static func gradient(_ size: Size) -> PixelBuffer {
        var buffer = PixelBuffer(width: size.width, height: size.height, fill: .black)
        for y in 0..<size.height {
            for x in 0..<size.width {
                buffer[x, y] = Color(UInt8(x * 255 / max(size.width - 1, 1)), UInt8(y * 255 / max(size.height - 1, 1)), 128)
            }
        }
        return buffer
    }
}
