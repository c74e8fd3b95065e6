import Testing
import UnwindDraw
import UnwindECS
import UnwindRandom
import UnwindTime

@testable import UnwindTransitions

/// Delays per kind: spiral exactly per the formula, blocks random within bounds and seeded.
@Suite struct TileDelayTests {
    /// Starts `transition` over an image of `size` and runs one tick, so delay systems ran.
    static func delays(_ transition: any Transition, size: Size) -> [TileCell: Double] {
        let player = TransitionPlayer(systems: .tiles)
        let bounds = size.rect
        let from = ImageLayer(texture: TextureID(rawValue: 1), source: bounds, destination: bounds)
        let to = ImageLayer(texture: TextureID(rawValue: 2), source: bounds, destination: bounds)
        player.show(from)
        player.start(transition, request: TransitionRequest(from: from, to: to, bounds: bounds))
        player.tick(FixedTime(tick: 1))
        var delays: [TileCell: Double] = [:]
        player.world.forEach(TileCell.self, TileFade.self) { _, cell, fade in
            delays[cell] = fade.delay
        }
        return delays
    }

    @Test func spiralDelaysFollowTheFormulaOnTheSpecGrid() {
        let delays = Self.delays(SpiralTransition(), size: Size(width: 500, height: 400))
        #expect(delays.count == 20, "4x5 grid, got \(delays.count) tiles")
        let maxDelay = 1.4 - 0.35
        for (i, cell) in SpiralOrder.cells(rows: 4, cols: 5).enumerated() {
            let expected = Double(i) / 19 * maxDelay
            let got = delays[TileCell(col: cell.col, row: cell.row, cols: 5, rows: 4)]
            #expect(got == expected, "spiral index \(i) at \(cell): expected \(expected), got \(String(describing: got))")
        }
        #expect(delays[TileCell(col: 0, row: 0, cols: 5, rows: 4)] == 0, "top-left starts first")
        #expect(abs((delays[TileCell(col: 1, row: 2, cols: 5, rows: 4)] ?? 0) - 1.05) < 1e-12, "centre tile (index 19) last at 1.05 s")
    }

    @Test func spiralSingleTileStartsAtOnce() {
        let delays = Self.delays(SpiralTransition(), size: Size(width: 80, height: 60))
        #expect(delays.values.map { $0 } == [0], "one tile, delay 0: \(delays)")
    }

    @Test func speedySpiralUsesItsShorterTotal() throws {
        let spiral = try TransitionCatalog.make("spiral", options: TransitionOptions(speedy: true))
        #expect(spiral.duration == 0.7, "speedy spiral total: \(spiral.duration)")
        let delays = Self.delays(spiral, size: Size(width: 500, height: 400))
        #expect(abs((delays.values.max() ?? 0) - 0.35) < 1e-12, "speedy max delay 0.7 - 0.35: \(delays.values.max() ?? -1)")
    }

    @Test func blocksDelaysStayWithinZeroAndTotalMinusFade() {
        let delays = Self.delays(BlocksTransition(seed: 42), size: Size(width: 1920, height: 1080))
        #expect(delays.count == 220, "20x11 tiles, got \(delays.count)")
        let values = Array(delays.values)
        #expect(values.allSatisfy { $0 >= 0 && $0 <= 0.85 }, "delays in [0, 0.85]: min \(values.min() ?? -1) max \(values.max() ?? -1)")
        // 220 uniform draws spread across the range; all in one half would mean a broken generator.
        #expect((values.min() ?? 1) < 0.1 && (values.max() ?? 0) > 0.75, "spread: \(values.min() ?? -1)...\(values.max() ?? -1)")
        #expect(Set(values).count > 200, "delays differ tile to tile: \(Set(values).count) distinct")
    }

    @Test func speedyBlocksClusterInAQuarterSecond() throws {
        let blocks = try TransitionCatalog.make("blocks", options: TransitionOptions(speedy: true, seed: 1))
        #expect(blocks.duration == 0.6, "speedy blocks total: \(blocks.duration)")
        let values = Self.delays(blocks, size: Size(width: 1920, height: 1080)).values
        #expect(values.allSatisfy { $0 >= 0 && $0 <= 0.25 + 1e-12 }, "max delay 0.25: \(values.max() ?? -1)")
    }

    @Test func sameSeedSamePatternOtherSeedOtherPattern() {
        let size = Size(width: 1250, height: 800)
        let a = Self.delays(BlocksTransition(seed: 7), size: size)
        let b = Self.delays(BlocksTransition(seed: 7), size: size)
        let c = Self.delays(BlocksTransition(seed: 8), size: size)
        #expect(a == b, "seed 7 twice gives the same pattern")
        #expect(a != c, "seeds 7 and 8 give different patterns")
    }

    @Test func withoutASeedEveryPlayDiffers() {
        let size = Size(width: 1250, height: 800)
        let a = Self.delays(BlocksTransition(), size: size)
        let b = Self.delays(BlocksTransition(), size: size)
        #expect(a.count == 104 && b.count == 104, "13x8 tiles: \(a.count), \(b.count)")
        #expect(a != b, "two unseeded plays must differ")
    }

    @Test func durationOverrideScalesDelaysAndKeepsTheFade() throws {
        let spiral = try TransitionCatalog.make("spiral", options: TransitionOptions(duration: 3))
        #expect(spiral.duration == 3)
        let delays = Self.delays(spiral, size: Size(width: 500, height: 400))
        #expect(abs((delays.values.max() ?? 0) - 2.65) < 1e-12, "max delay 3 - 0.35: \(delays.values.max() ?? -1)")
    }

    @Test func totalShorterThanTheFadeClampsTheFade() {
        let timing = TileTiming(total: 0.2)
        #expect(timing.fade == 0.2 && timing.maxDelay == 0, "fade clamps to the total: \(timing)")
        let delays = Self.delays(BlocksTransition(duration: 0.2, seed: 3), size: Size(width: 400, height: 300))
        #expect(delays.values.allSatisfy { $0 == 0 }, "no room for delays: \(delays.values.max() ?? -1)")
    }

    @Test func catalogKnowsBothAndRejectsBadValues() throws {
        #expect(try TransitionCatalog.make("blocks").duration == 1.2)
        #expect(try TransitionCatalog.make(" spiral ").duration == 1.4)
        #expect(throws: TransitionSpecError.self) { try TransitionCatalog.make("blocks", options: TransitionOptions(duration: -1)) }
        #expect(throws: TransitionSpecError.self) { try TransitionCatalog.make("spiral", options: TransitionOptions(tileEdge: 0)) }
        do {
            _ = try TransitionCatalog.make("blokcs")
            Issue.record("an unknown name must throw")
        } catch {
            #expect("\(error)".contains("blokcs") && "\(error)".contains("blocks"), "names the spec and the known name: \(error)")
        }
    }
}
