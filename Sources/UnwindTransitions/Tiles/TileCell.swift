import UnwindECS

/// Where a tile sits in its grid; delay systems turn this into a start time.
public struct TileCell: Component, Sendable, Hashable {
    /// Column, 0 at the left.
    public var col: Int
    /// Row, 0 at the top.
    public var row: Int
    /// The grid's size, so a delay system needs nothing but the tile itself.
    public var cols: Int
    /// The grid's row count.
    public var rows: Int

    /// The tile at `col`, `row` of a `cols` × `rows` grid.
    public init(col: Int, row: Int, cols: Int, rows: Int) {
        self.col = col
        self.row = row
        self.cols = cols
        self.rows = rows
    }

    /// Row-major position in the grid, 0 ..< cols·rows.
    public var index: Int { row * cols + col }
}
