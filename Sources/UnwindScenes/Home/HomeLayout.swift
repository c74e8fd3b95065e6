import UnwindDraw

/// Where the home menu's title and entries sit in a window of any size and orientation.
struct HomeLayout {
    let size: Size
    let count: Int

    var width: Float { Float(size.width) }
    var height: Float { Float(size.height) }
    /// Base text size: readable from across a room on a TV, not huge on a phone.
    var unit: Float { max(min(width, height) * 0.05, 12) }

    var titlePosition: Vec2 { Vec2(width / 2, height * 0.1) }
    var footerPosition: Vec2 { Vec2(width / 2, height - unit * 1.6) }

    /// The rectangle of entry `i`: stacked, centred, as wide as fits.
    func itemRect(_ i: Int) -> Rect {
        let w = min(width * 0.8, unit * 14)
        let h = unit * 2.6
        let gap = unit * 0.6
        let total = Float(count) * h + Float(count - 1) * gap
        let top = (height - total) / 2 + unit
        return Rect(x: (width - w) / 2, y: top + Float(i) * (h + gap), width: w, height: h)
    }

    /// The entry under a point, if any.
    func item(at p: Vec2) -> Int? {
        (0..<count).first { itemRect($0).contains(p) }
    }
}
