import Testing
import UnwindDraw
import UnwindECS
import UnwindTime

@testable import UnwindTransitions

/// Tile transitions in the player: tiles go as they finish, nothing outlives the total,
/// and an interruption leaves no leftovers.
@Suite struct TransitionPlayerTests {
    private let bounds = Size(width: 1250, height: 800).rect

    private func layer(_ id: UInt32) -> ImageLayer {
        ImageLayer(texture: TextureID(rawValue: id), source: bounds, destination: bounds)
    }

    private func start(_ transition: any Transition, on player: TransitionPlayer, from: UInt32 = 1, to: UInt32 = 2) {
        player.start(transition, request: TransitionRequest(from: layer(from), to: layer(to), bounds: bounds))
    }

    @Test(arguments: ["blocks", "spiral"])
    func entitiesReturnToZeroAndNoTileOutlivesTheTotal(name: String) throws {
        let player = TransitionPlayer(systems: .standard)
        player.show(layer(1))
        let transition = try TransitionCatalog.make(name, options: TransitionOptions(seed: 5))
        start(transition, on: player)
        #expect(player.entityCount == 105, "13x8 tiles + 1 root, got \(player.entityCount)")
        let lastTick = Int64((transition.duration * 120).rounded(.up))
        var previousTiles = Int.max
        for tick in 1...lastTick {
            let time = FixedTime(tick: tick)
            player.tick(time)
            let t = Double(tick) / 120
            var tiles = 0
            var finished: [Double] = []
            player.world.forEach(TileFade.self) { _, fade in
                tiles += 1
                if let delay = fade.delay, t >= delay + fade.fade - 1e-9 { finished.append(delay) }
            }
            #expect(finished.isEmpty, "at t=\(t) \(finished.count) finished tiles were not cleaned up")
            #expect(tiles <= previousTiles, "tile count only falls: \(previousTiles) -> \(tiles) at t=\(t)")
            previousTiles = tiles
            if t < transition.duration - 1e-9 {
                #expect(player.isTransitioning, "still running at t=\(t)")
            }
        }
        #expect(!player.isTransitioning, "done at t=\(Double(lastTick) / 120)")
        #expect(player.entityCount == 0, "nothing leaks: \(player.entityCount) entities left")
        #expect(player.current == layer(2), "the new image stays")
    }

    @Test func interruptionRemovesLeftoverTiles() {
        let player = TransitionPlayer(systems: .standard)
        player.show(layer(1))
        start(BlocksTransition(seed: 1), on: player)
        for tick in 1...60 { player.tick(FixedTime(tick: Int64(tick))) }
        let midway = player.world.count(of: TileFade.self)
        #expect(midway > 0 && midway < 104, "half-way some tiles remain: \(midway)")
        start(SpiralTransition(), on: player, from: 2, to: 3)
        #expect(player.entityCount == 105, "only the new run's 104 tiles + root: \(player.entityCount)")
        var oldTextures = 0
        player.world.forEach(TileSprite.self) { _, sprite in
            if sprite.texture != TextureID(rawValue: 2) { oldTextures += 1 }
        }
        #expect(oldTextures == 0, "\(oldTextures) tiles still sample the first image")
        #expect(player.world.count(of: BlocksDelay.self) == 0, "no blocks leftovers")
        for tick in 61...(60 + 168) { player.tick(FixedTime(tick: Int64(tick))) }
        #expect(player.entityCount == 0, "spiral done 1.4 s after its start: \(player.entityCount) left")
    }

    @Test func firstPhotoHasNothingToCutUp() {
        let player = TransitionPlayer(systems: .standard)
        player.start(SpiralTransition(), request: TransitionRequest(from: nil, to: layer(2), bounds: bounds))
        #expect(player.world.count(of: TileFade.self) == 0)
        for tick in 1...168 { player.tick(FixedTime(tick: Int64(tick))) }
        #expect(player.entityCount == 0 && player.current == layer(2))
    }

    @Test func drawListIsNewImageThenVisibleTilesAtRenderTime() throws {
        let player = TransitionPlayer(systems: .standard)
        player.show(layer(1))
        start(SpiralTransition(duration: 0.35), on: player)
        player.tick(FixedTime(tick: 21))
        var list = DrawList()
        player.draw(alpha: 0, into: &list)
        #expect(list.count == 105, "new image + 104 tiles: \(list.count)")
        let first = try #require(list.commands.first), last = try #require(list.commands.last)
        guard case .quad(let under) = first, case .quad(let tile) = last else {
            Issue.record("expected quads: \(list.commands.prefix(2))")
            return
        }
        #expect(under.texture == TextureID(rawValue: 2) && under.opacity == 1, "new image underneath: \(under)")
        #expect(tile.texture == TextureID(rawValue: 1) && abs(tile.opacity - 0.5) < 1e-6, "tile half-faded at 0.175 s: \(tile.opacity)")
        var between = DrawList()
        player.draw(alpha: 0.5, into: &between)
        let latest = try #require(between.commands.last, "the tiles are still drawn between ticks")
        guard case .quad(let later) = latest else {
            Issue.record("expected a tile quad last, got \(latest)")
            return
        }
        let expected: Float = 1 - Float((21.5 / 120) / 0.35)
        #expect(abs(later.opacity - expected) < 1e-5, "opacity at the render time between ticks: expected \(expected), got \(later.opacity)")
    }
}
