import UnwindDraw

/// The grid an image is cut into for tile transitions (blocks, spiral).
///
/// `cols = max(1, ceil(w / edge))`, `rows = max(1, ceil(h / edge))`, so tiles are about
/// `edge` pixels and evenly divide the image (1250×800 gives 13×8 tiles of ~96×100). Tile
/// edges are snapped to whole pixels — column `c` spans `round(c·w/cols) ..< round((c+1)·w/cols)`
/// — so neighbouring tiles share their edge exactly: no gap the background shows through,
/// and no pixel blended twice, even when `w / cols` is fractional.
public struct TileGrid: Sendable, Equatable {
    /// The spec's target tile edge in pixels.
    public static let defaultEdge: Float = 100

    /// The area that is cut up, in screen pixels.
    public let bounds: Rect
    /// Columns: `max(1, ceil(w / edge))`.
    public let cols: Int
    /// Rows: `max(1, ceil(h / edge))`.
    public let rows: Int

    /// A grid over `bounds` with tiles of about `edge` pixels; an edge below 1 px counts as 1.
    public init(bounds: Rect, edge: Float = TileGrid.defaultEdge) {
        let edge = Double(edge.isFinite ? max(edge, 1) : TileGrid.defaultEdge)
        self.bounds = bounds
        cols = max(1, Int((Double(max(bounds.width, 0)) / edge).rounded(.up)))
        rows = max(1, Int((Double(max(bounds.height, 0)) / edge).rounded(.up)))
    }

    /// Number of tiles.
    public var count: Int { cols * rows }

    /// The unsnapped tile size, `w/cols × h/rows` (what the spec calls tileW × tileH).
    public var nominalTileSize: (width: Double, height: Double) {
        (Double(bounds.width) / Double(cols), Double(bounds.height) / Double(rows))
    }

    /// The x of the left edge of column `col` (`col == cols` gives the right edge of the grid).
    public func columnEdge(_ col: Int) -> Float {
        Float((Double(bounds.x) + Double(col) * Double(bounds.width) / Double(cols)).rounded())
    }

    /// The y of the top edge of row `row` (`row == rows` gives the bottom edge of the grid).
    public func rowEdge(_ row: Int) -> Float {
        Float((Double(bounds.y) + Double(row) * Double(bounds.height) / Double(rows)).rounded())
    }

    /// The whole-pixel screen rectangle of one tile.
    public func rect(col: Int, row: Int) -> Rect {
        let x0 = columnEdge(col), x1 = columnEdge(col + 1)
        let y0 = rowEdge(row), y1 = rowEdge(row + 1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Every cell, row by row.
    public var cells: [TileCell] {
        var cells: [TileCell] = []
        cells.reserveCapacity(count)
        for row in 0..<rows {
            for col in 0..<cols { cells.append(TileCell(col: col, row: row, cols: cols, rows: rows)) }
        }
        return cells
    }
}
