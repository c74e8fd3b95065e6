import Testing
import UnwindDraw
import UnwindECS
import UnwindPlatform
import UnwindPlatformTesting
import UnwindTime

@testable import UnwindTransitions

/// Rendered tile frames, read back: old image before a tile's delay, new image after its
/// fade, the right blend in between, no seams at fractional tile edges.
@Suite struct TilePixelTests {
    private static let old = Color(230, 40, 20)
    private static let new = Color(10, 60, 240)

    /// What SDL's blend of `old` at `opacity` over `new` gives (alpha quantised to 8 bits).
    private static func blend(_ opacity: Float) -> Color {
        let a = Float(UInt8((min(opacity, 1) * 255).rounded())) / 255
        func mix(_ o: UInt8, _ n: UInt8) -> UInt8 { UInt8((Float(o) * a + Float(n) * (1 - a)).rounded()) }
        return Color(mix(old.r, new.r), mix(old.g, new.g), mix(old.b, new.b))
    }

    private static func close(_ a: Color, _ b: Color, tolerance: Int = 3) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
    }

    /// A player showing the flat old image with `transition` started at tick 0.
    /// `opaque` uploads XRGB textures, as decoded photos and `unwind render` frames are.
    private static func start(
        _ transition: any Transition, renderer: Renderer, old: PixelBuffer? = nil, new: PixelBuffer? = nil, opaque: Bool = false
    ) throws -> TransitionPlayer {
        let size = renderer.outputSize
        let bounds = size.rect
        func upload(_ pixels: PixelBuffer) throws -> TextureID {
            opaque ? try renderer.textures.upload(Surface(pixels: pixels).opaque()) : try renderer.textures.upload(pixels)
        }
        let from = ImageLayer(
            texture: try upload(old ?? PixelBuffer(width: size.width, height: size.height, fill: Self.old)), source: bounds, destination: bounds)
        let to = ImageLayer(
            texture: try upload(new ?? PixelBuffer(width: size.width, height: size.height, fill: Self.new)), source: bounds, destination: bounds)
        let player = TransitionPlayer(systems: .standard)
        player.show(from)
        player.start(transition, request: TransitionRequest(from: from, to: to, bounds: bounds))
        return player
    }

    private static func frame(_ player: TransitionPlayer, at tick: Int64, renderer: Renderer) throws -> PixelBuffer {
        var t = player.time.tick
        while t < tick {
            t += 1
            player.tick(FixedTime(tick: t))
        }
        var list = DrawList(clearColor: .black)
        player.draw(alpha: 0, into: &list)
        renderer.submit(list)
        renderer.present()
        return try renderer.readPixels()
    }

    @Test func spiralTileIsOldThenBlendThenNew() throws {
        try Headless.withRenderer(Size(width: 500, height: 400)) { renderer in
            let player = try Self.start(SpiralTransition(), renderer: renderer)
            // 4x5 grid of 100 px tiles; (row 3, col 1) is 11th in the spec table: delay 10/19 × 1.05 s.
            let index = SpiralOrder.index(row: 3, col: 1, rows: 4, cols: 5)
            #expect(index == 10, "spec table: \(index)")
            let delay = Double(index) / 19 * 1.05
            let centre = (x: 150, y: 350)
            let before = try Self.frame(player, at: Int64((delay * 120).rounded(.down)), renderer: renderer)
            #expect(before[centre.x, centre.y] == Self.old, "before its delay: \(before[centre.x, centre.y])")
            let midTick = Int64(((delay + 0.175) * 120).rounded())
            let mid = try Self.frame(player, at: midTick, renderer: renderer)
            let opacity = Float(1 - (Double(midTick) / 120 - delay) / 0.35)
            #expect(
                Self.close(mid[centre.x, centre.y], Self.blend(opacity)),
                "mid-fade (opacity \(opacity)): expected \(Self.blend(opacity)), got \(mid[centre.x, centre.y])")
            #expect(mid[10, 10] == Self.new, "the first tile is long gone: \(mid[10, 10])")
            #expect(mid[250, 200] == Self.old, "an inner tile (delay 0.99 s) still waits: \(mid[250, 200])")
            let after = try Self.frame(player, at: Int64(((delay + 0.35) * 120).rounded(.up)), renderer: renderer)
            #expect(after[centre.x, centre.y] == Self.new, "after delay + fade: \(after[centre.x, centre.y])")
        }
    }

    @Test func lastFrameEqualsTheNewImageExactly() throws {
        let size = Size(width: 640, height: 360)
        var gradient = PixelBuffer(width: size.width, height: size.height, fill: .black)
        for y in 0..<size.height {
            for x in 0..<size.width { gradient[x, y] = Color(UInt8(x % 256), UInt8(y % 256), UInt8((x + y) % 256)) }
        }
        try Headless.withRenderer(size) { renderer in
            let player = try Self.start(BlocksTransition(seed: 9), renderer: renderer, new: gradient, opaque: true)
            let last = try Self.frame(player, at: 144, renderer: renderer)
            #expect(!player.isTransitioning && player.entityCount == 0, "done and empty at 1.2 s: \(player.entityCount)")
            #expect(last == gradient, "last frame differs from the new image (fingerprints \(last.fingerprint) vs \(gradient.fingerprint))")
        }
    }

    /// Every pixel of a mid-transition frame is its own tile's blend: a gap would show the
    /// new image, an overlap a double blend, a wrong source rect the wrong colour.
    @Test(arguments: [(1250, 800, Float(100), false), (1000, 700, Float(96), false), (1000, 700, Float(96), true)])
    func noSeamsAtFractionalTileEdges(width: Int, height: Int, edge: Float, opaque: Bool) throws {
        let size = Size(width: width, height: height)
        try Headless.withRenderer(size) { renderer in
            let transition = BlocksTransition(duration: 1.2, tileEdge: edge, seed: 11)
            let player = try Self.start(transition, renderer: renderer, opaque: opaque)
            let tick: Int64 = 60
            let frame = try Self.frame(player, at: tick, renderer: renderer)
            let grid = TileGrid(bounds: size.rect, edge: edge)
            var delays: [Int: Double] = [:]
            player.world.forEach(TileCell.self, TileFade.self) { _, cell, fade in delays[cell.index] = fade.delay }
            var expected: [Int: Color] = [:]
            for cell in grid.cells {
                // A tile already cleaned up shows the new image.
                let opacity = delays[cell.index].map { TileFade(startTick: 0, delay: $0, fade: 0.35).opacity(at: Double(tick) / 120) } ?? 0
                expected[cell.index] = Self.blend(opacity)
            }
            let colEdges = (0...grid.cols).map { Int(grid.columnEdge($0)) }
            let rowEdges = (0...grid.rows).map { Int(grid.rowEdge($0)) }
            var bad: [String] = []
            var row = 0
            for y in 0..<height {
                while y >= rowEdges[row + 1] { row += 1 }
                var col = 0
                for x in 0..<width {
                    while x >= colEdges[col + 1] { col += 1 }
                    let want = expected[row * grid.cols + col] ?? .black
                    if !Self.close(frame[x, y], want), bad.count < 5 { bad.append("(\(x),\(y)) tile \(col),\(row): want \(want) got \(frame[x, y])") }
                }
            }
            #expect(Set(expected.values).count > 3, "mid-transition, tiles are at different opacities")
            #expect(bad.isEmpty, "\(width)x\(height) edge \(edge): \(bad)")
        }
    }

    @Test func uniformMidFadeHasNoSeamLines() throws {
        let size = Size(width: 1000, height: 700)
        try Headless.withRenderer(size) { renderer in
            // total = fade: every tile fades together, so the whole frame is one blend.
            let player = try Self.start(SpiralTransition(duration: 0.35, tileEdge: 96), renderer: renderer)
            let frame = try Self.frame(player, at: 21, renderer: renderer)
            let want = Self.blend(0.5)
            let grid = TileGrid(bounds: size.rect, edge: 96)
            var bad: [String] = []
            for col in 0...grid.cols {
                let edgeX = Int(grid.columnEdge(col))
                for x in [edgeX - 1, edgeX] where (0..<size.width).contains(x) {
                    for y in 0..<size.height where !Self.close(frame[x, y], want) && bad.count < 5 { bad.append("(\(x),\(y)) \(frame[x, y])") }
                }
            }
            for row in 0...grid.rows {
                let edgeY = Int(grid.rowEdge(row))
                for y in [edgeY - 1, edgeY] where (0..<size.height).contains(y) {
                    for x in 0..<size.width where !Self.close(frame[x, y], want) && bad.count < 5 { bad.append("(\(x),\(y)) \(frame[x, y])") }
                }
            }
            #expect(bad.isEmpty, "tile boundary pixels differ from the 50% blend \(want): \(bad)")
        }
    }
}
