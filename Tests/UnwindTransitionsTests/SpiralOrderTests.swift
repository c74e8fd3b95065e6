import Testing

@testable import UnwindTransitions

/// The spiral: clockwise, outside-in from the top-left, exactly the spec's 4×5 table.
@Suite struct SpiralOrderTests {
    private func order(_ rows: Int, _ cols: Int) -> [[Int]] {
        SpiralOrder.cells(rows: rows, cols: cols).map { [$0.row, $0.col] }
    }

    @Test func singleTile() {
        #expect(order(1, 1) == [[0, 0]])
    }

    @Test func singleRowRunsLeftToRight() {
        #expect(order(1, 5) == (0..<5).map { [0, $0] })
    }

    @Test func singleColumnRunsTopToBottom() {
        #expect(order(4, 1) == (0..<4).map { [$0, 0] })
    }

    @Test func twoByTwoGoesClockwise() {
        #expect(order(2, 2) == [[0, 0], [0, 1], [1, 1], [1, 0]])
    }

    @Test func fourByFiveIsTheSpecTable() {
        let table = [
            [1, 2, 3, 4, 5],
            [14, 15, 16, 17, 6],
            [13, 20, 19, 18, 7],
            [12, 11, 10, 9, 8],
        ]
        var numbered = Array(repeating: Array(repeating: 0, count: 5), count: 4)
        for (i, cell) in SpiralOrder.cells(rows: 4, cols: 5).enumerated() { numbered[cell.row][cell.col] = i + 1 }
        #expect(numbered == table, "spiral numbering: \(numbered)")
    }

    @Test(arguments: [(13, 8), (8, 13), (11, 20), (1, 1), (3, 7)])
    func visitsEveryCellOnceMovingToANeighbour(rows: Int, cols: Int) {
        let cells = SpiralOrder.cells(rows: rows, cols: cols)
        #expect(cells.count == rows * cols, "\(rows)x\(cols): \(cells.count) cells")
        #expect(Set(cells.map { $0.row * cols + $0.col }).count == rows * cols, "every cell once")
        #expect(cells.first.map { [$0.row, $0.col] } == [0, 0], "starts at the top-left")
        for (a, b) in zip(cells, cells.dropFirst()) {
            #expect(abs(a.row - b.row) + abs(a.col - b.col) == 1, "\(a) -> \(b) is not a step to a neighbour")
        }
        if cols > 1 {
            #expect(cells[1].row == 0 && cells[1].col == 1, "first move is right along the top: \(cells[1])")
        }
    }

    @Test func directIndexMatchesTheTraversalForEveryShapeUpTo15() {
        var mismatches: [String] = []
        for rows in 1...15 {
            for cols in 1...15 {
                for (i, cell) in SpiralOrder.cells(rows: rows, cols: cols).enumerated() {
                    let index = SpiralOrder.index(row: cell.row, col: cell.col, rows: rows, cols: cols)
                    if index != i { mismatches.append("\(rows)x\(cols) cell \(cell): \(index) != \(i)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
