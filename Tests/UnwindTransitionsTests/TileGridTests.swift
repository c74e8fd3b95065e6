import Testing
import UnwindDraw

@testable import UnwindTransitions

/// The tile grid: the spec's counts, and whole-pixel tiles that cover the image exactly.
@Suite struct TileGridTests {
    @Test(arguments: [
        (1200, 800, 12, 8), (1300, 800, 13, 8), (1250, 800, 13, 8), (1920, 1080, 20, 11), (99, 1, 1, 1), (101, 100, 2, 1),
    ])
    func countsFollowTheSpec(width: Int, height: Int, cols: Int, rows: Int) {
        let grid = TileGrid(bounds: Size(width: width, height: height).rect, edge: 100)
        #expect(grid.cols == cols && grid.rows == rows, "\(width)x\(height): expected \(cols)x\(rows), got \(grid.cols)x\(grid.rows)")
    }

    @Test func fractionalTilesAreAbout96By100() {
        let grid = TileGrid(bounds: Size(width: 1250, height: 800).rect, edge: 100)
        let nominal = grid.nominalTileSize
        #expect(abs(nominal.width - 1250.0 / 13) < 1e-9 && nominal.height == 100, "nominal tile: \(nominal)")
        let widths = Set((0..<grid.cols).map { grid.rect(col: $0, row: 0).width })
        #expect(widths.isSubset(of: [96, 97]), "whole-pixel widths around 96.15: \(widths)")
    }

    @Test func degenerateBoundsStillGiveOneTile() {
        let grid = TileGrid(bounds: .zero, edge: 100)
        #expect(grid.cols == 1 && grid.rows == 1, "got \(grid.cols)x\(grid.rows)")
        let tiny = TileGrid(bounds: Size(width: 10, height: 10).rect, edge: 0)
        #expect(tiny.cols == 10 && tiny.rows == 10, "an edge below 1 px counts as 1: \(tiny.cols)x\(tiny.rows)")
    }

    @Test(arguments: [(1250, 800, Float(100)), (1000, 700, Float(96)), (1920, 1080, Float(7)), (333, 777, Float(50))])
    func tilesCoverTheBoundsWithNoGapsOrOverlaps(width: Int, height: Int, edge: Float) {
        let bounds = Rect(x: 10, y: 20, width: Float(width), height: Float(height))
        let grid = TileGrid(bounds: bounds, edge: edge)
        var area: Float = 0
        for row in 0..<grid.rows {
            var x = bounds.x
            for col in 0..<grid.cols {
                let tile = grid.rect(col: col, row: row)
                #expect(tile.x == x, "tile \(col),\(row) starts at \(tile.x), previous ended at \(x)")
                #expect(tile.x == tile.x.rounded() && tile.width == tile.width.rounded(), "whole pixels: \(tile)")
                x = tile.maxX
                area += tile.width * tile.height
            }
            #expect(x == bounds.maxX, "row \(row) ends at \(x), bounds end at \(bounds.maxX)")
        }
        for col in 0..<grid.cols {
            var y = bounds.y
            for row in 0..<grid.rows {
                let tile = grid.rect(col: col, row: row)
                #expect(tile.y == y, "tile \(col),\(row) starts at y \(tile.y), previous ended at \(y)")
                y = tile.maxY
            }
            #expect(y == bounds.maxY, "column \(col) ends at \(y), bounds end at \(bounds.maxY)")
        }
        #expect(area == bounds.width * bounds.height, "tiles cover \(area) px², bounds \(bounds.width * bounds.height)")
    }

    @Test func tileSourcesSampleTheMatchingPartOfTheOneTexture() {
        let layer = ImageLayer(
            texture: TextureID(rawValue: 7), source: Rect(width: 2500, height: 1600), destination: Rect(x: 0, y: 0, width: 1250, height: 800))
        let grid = TileGrid(bounds: layer.destination, edge: 100)
        let tile = grid.rect(col: 3, row: 2)
        let source = layer.source(for: tile)
        #expect(source == Rect(x: tile.x * 2, y: tile.y * 2, width: tile.width * 2, height: tile.height * 2), "tile \(tile) samples \(source)")
    }
}
