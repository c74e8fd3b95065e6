/// The clockwise, outside-in spiral through a grid that the spiral transition unwinds along:
/// it starts at the top-left tile, runs right along the top row, down the right column, left
/// along the bottom row, up the left column, then repeats one ring further in.
///
/// For 4×5 the order is the spec's table:
/// ```
///  1  2  3  4  5
/// 14 15 16 17  6
/// 13 20 19 18  7
/// 12 11 10  9  8
/// ```
public enum SpiralOrder {
    /// Every cell in spiral order (the spec's boundary-shrinking traversal).
    /// - Complexity: O(rows·cols).
    public static func cells(rows: Int, cols: Int) -> [(row: Int, col: Int)] {
        var result: [(row: Int, col: Int)] = []
        guard rows > 0, cols > 0 else { return result }
        result.reserveCapacity(rows * cols)
        var top = 0, bottom = rows - 1, left = 0, right = cols - 1
        while top <= bottom, left <= right {
            for col in left...right { result.append((top, col)) }
            top += 1
            if top <= bottom {
                for row in top...bottom { result.append((row, right)) }
            }
            right -= 1
            if top <= bottom, left <= right {
                for col in stride(from: right, through: left, by: -1) { result.append((bottom, col)) }
            }
            bottom -= 1
            if top <= bottom, left <= right {
                for row in stride(from: bottom, through: top, by: -1) { result.append((row, left)) }
            }
            left += 1
        }
        return result
    }

    /// A cell's 0-based position in the spiral, computed directly so each tile's delay
    /// system needs no table: the rings outside it, then its place along its own ring.
    /// - Complexity: O(1).
    public static func index(row: Int, col: Int, rows: Int, cols: Int) -> Int {
        let ring = min(row, col, rows - 1 - row, cols - 1 - col)
        // Every ring outside this one has at least 3 rows and 3 columns, so its perimeter is
        // 2(h + w) − 4 with h and w shrinking by 2 per ring.
        let before = ring * (2 * (rows + cols) - 4) - 4 * ring * (ring - 1)
        let top = ring, left = ring, bottom = rows - 1 - ring, right = cols - 1 - ring
        let width = right - left + 1, height = bottom - top + 1
        if row == top { return before + (col - left) }
        if col == right { return before + width + (row - top - 1) }
        if row == bottom { return before + width + (height - 1) + (right - 1 - col) }
        return before + width + (height - 1) + (width - 1) + (bottom - 1 - row)
    }
}
