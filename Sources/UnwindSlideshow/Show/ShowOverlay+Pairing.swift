import UnwindDraw

/// The pairing card: a white card at the right of the screen with the QR code at a size a
/// phone reads from a few metres (half the screen's height), its quiet zone, and the address.
extension ShowOverlay {
    /// Draws `card` with dark modules as rectangles, one per run of dark modules in a row.
    func drawPairing(_ card: PairingCard, size: Size, text: Float, into list: inout DrawList) {
        let w = Float(size.width), h = Float(size.height)
        let quiet = 4
        let module = max(2, (h * 0.5 / Float(card.size + 2 * quiet)).rounded(.down))
        let side = module * Float(card.size + 2 * quiet)
        let caption = text * 0.8
        let x0 = (w - side - text).rounded(), y0 = ((h - side - caption * 3) / 2).rounded()
        list.fill(Rect(x: x0, y: y0, width: side, height: side + caption * 3), .white)
        for row in 0..<card.size {
            var column = 0
            while column < card.size {
                guard card.modules[row * card.size + column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < card.size, card.modules[row * card.size + column] { column += 1 }
                let x = x0 + module * Float(quiet + start), y = y0 + module * Float(quiet + row)
                list.fill(Rect(x: x, y: y, width: module * Float(column - start), height: module), .black)
            }
        }
        let black = Color(0, 0, 0)
        list.text(
            TextRun(catalog("Scan to control this frame"), at: Vec2(x0 + side / 2, y0 + side - caption * 0.2), size: caption, color: black, alignment: .center))
        list.text(TextRun(card.address, at: Vec2(x0 + side / 2, y0 + side + caption * 1.3), size: caption * 0.8, color: black, alignment: .center))
    }
}
