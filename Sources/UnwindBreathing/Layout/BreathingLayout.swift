import UnwindDraw

/// Where everything of the breathing screen goes in a window of any shape: the guidance text
/// at the top, the hint and footer at the bottom, the Idle controls (pattern chips, session
/// length) beside the spiral on landscape screens and below it in portrait, and the spiral
/// in what is left.
///
/// The spiral is fitted by its *extent*: every pixel the track, the orb at any point, the
/// orb's largest pulse with its glow and the countdown ring can cover. Text areas are laid
/// out first and the extent never enters them, so nothing overlaps at any aspect ratio.
/// Text sizes come from the window's shorter side, never below `minimumTextSize`. The layout
/// depends only on the window size and the visual config (not on the text), so a recording
/// made in one language replays onto the same spiral in another.
public struct BreathingLayout: Sendable, Equatable {
    /// The smallest text drawn, in pixels, in any window whose shorter side is at least
    /// `minimumTextSide` (a 7" 800×480 panel and up): readable at arm's length. Smaller
    /// windows (thumbnails, tests) scale it down with the window so the spiral still fits.
    public static let minimumTextSize: Float = 16
    /// The window's shorter side, in pixels, from which text is never below `minimumTextSize`.
    public static let minimumTextSide: Float = 480
    /// The glow's radius as a multiple of the orb's.
    public static let glowReach: Float = 2.2
    /// The countdown ring's radius and stroke as multiples of the orb's largest radius.
    public static let ringRadius: Float = 1.3
    /// The ring's stroke as a multiple of the orb's largest radius.
    public static let ringWidth: Float = 0.16

    /// The window the layout is for.
    public let size: Size
    /// Landscape enough for side columns (width at least 1.25 × height).
    public let isWide: Bool
    /// Space kept around the edges and between areas.
    public let padding: Float
    /// Nominal font sizes; text shrinks below them only to fit, and never below the minimum.
    public let titleSize: Float
    /// Nominal size of the detail, hint and control text.
    public let bodySize: Float
    /// Nominal size of the footer, the smallest text on screen.
    public let footerSize: Float
    /// Text areas.
    public let title: Rect
    /// Under the title: how to breathe; two lines tall in portrait.
    public let detail: Rect
    /// Above the footer (and the controls in portrait): corrections such as straying or lifting.
    public let hint: Rect
    /// The bottom line: how to go back and how to choose.
    public let footer: Rect
    /// One chip per named pattern, in `BreathingPattern.named` order (Idle only).
    public let patternChips: [Rect]
    /// The session length control: the label and its − and + buttons (Idle only).
    public let lengthLabel: Rect
    /// The − button, one cycle less.
    public let lengthLess: Rect
    /// The + button, one cycle more.
    public let lengthMore: Rect
    /// Where the spiral sits and its scale.
    public let spiral: SpiralLayout
    /// Everything the spiral, the orb (at any pulse) and its glow and ring can cover, on screen.
    public let spiralBounds: Rect
    /// The largest radius of the breathing shape at the spiral's centre in Hold; clear of
    /// the orb's largest glow.
    public let centerDiscRadius: Float
    /// Where the Completed summary lines go: the whole middle, which the spiral leaves
    /// empty once the session is done.
    public let summary: Rect

    /// The smallest text size in this window (`minimumTextSize` from 480 px up).
    public var minimumTextSize: Float { Self.minimumTextSize * min(Float(min(size.width, size.height)) / Self.minimumTextSide, 1) }

    /// The layout for a window of `size` showing `path` drawn with `visual`.
    public init(size: Size, visual: SpiralVisualConfig, path: SpiralPath, patternCount: Int = BreathingPattern.named.count) {
        let w = Float(max(size.width, 1)), h = Float(max(size.height, 1))
        let short = min(w, h)
        let minimum = Self.minimumTextSize * min(short / Self.minimumTextSide, 1)
        let wide = w >= 1.25 * h
        let pad = max(short * 0.025, 2)
        let title = max(short * 0.058, minimum * 1.4)
        let body = max(short * 0.034, minimum)
        let footer = max(short * 0.026, minimum)
        func line(_ size: Float) -> Float { (size * 1.3).rounded(.up) }
        self.size = size
        self.isWide = wide
        self.padding = pad
        self.titleSize = title
        self.bodySize = body
        self.footerSize = footer

        // Top: title, then the detail (two lines in portrait, where width is short).
        let titleRect = Rect(x: pad, y: pad, width: w - 2 * pad, height: line(title))
        let detailRect = Rect(x: pad, y: titleRect.maxY, width: w - 2 * pad, height: line(body) * (wide ? 1 : 2))
        // Bottom: the footer, then upwards the hint, then (portrait) the Idle controls.
        let footerRect = Rect(x: pad, y: h - pad - line(footer), width: w - 2 * pad, height: line(footer))
        let chipHeight = (body * 2.2).rounded()
        let gap = (body * 0.5).rounded()
        var bottom = footerRect.minY
        let hintRect: Rect
        var chips: [Rect] = []
        var less = Rect.zero, label = Rect.zero, more = Rect.zero
        let count = max(patternCount, 1)
        if wide {
            hintRect = Rect(x: pad, y: bottom - line(body), width: w - 2 * pad, height: line(body))
            bottom = hintRect.minY
        } else {
            // Length row, above it the chips two to a row, above them the hint.
            let row = Rect(x: pad, y: bottom - gap - chipHeight, width: w - 2 * pad, height: chipHeight)
            less = Rect(x: row.minX, y: row.minY, width: chipHeight * 1.4, height: chipHeight)
            more = Rect(x: row.maxX - chipHeight * 1.4, y: row.minY, width: chipHeight * 1.4, height: chipHeight)
            label = Rect(x: less.maxX + gap, y: row.minY, width: more.minX - less.maxX - 2 * gap, height: chipHeight)
            let rows = (count + 1) / 2
            let chipWidth = (w - 2 * pad - gap) / 2
            let gridTop = row.minY - gap - Float(rows) * chipHeight - Float(rows - 1) * gap
            for i in 0..<count {
                let x = pad + Float(i % 2) * (chipWidth + gap)
                let y = gridTop + Float(i / 2) * (chipHeight + gap)
                chips.append(Rect(x: x, y: y, width: chipWidth, height: chipHeight))
            }
            hintRect = Rect(x: pad, y: gridTop - gap - line(body) * 2, width: w - 2 * pad, height: line(body) * 2)
            bottom = hintRect.minY
        }

        // The spiral in the middle. On wide screens it is centred and the Idle controls take
        // the columns either side; it gives up width to them only down to its height-limited
        // size, so a wide window never squeezes it.
        let top = detailRect.maxY + pad
        let middle = Rect(x: pad, y: top, width: w - 2 * pad, height: max(bottom - pad - top, 1))
        let extent = Self.extent(visual: visual, path: path)
        let heightLimited = middle.height * extent.width / extent.height
        let column = wide ? max(min(body * 7.5, (middle.width - heightLimited) / 2 - pad), 0) : 0
        let area = Rect(
            x: middle.minX + (wide ? column + pad : 0), y: middle.minY,
            width: max(middle.width - (wide ? 2 * (column + pad) : 0), 1), height: middle.height)
        let scale = max(min(area.width / extent.width, area.height / extent.height), 0.01)
        let center = Vec2(area.center.x - (extent.minX + extent.width / 2) * scale, area.center.y - (extent.minY + extent.height / 2) * scale)
        self.spiral = SpiralLayout(size: size, center: center, scale: scale)
        let bounds = Rect(x: center.x + extent.minX * scale, y: center.y + extent.minY * scale, width: extent.width * scale, height: extent.height * scale)
        self.spiralBounds = bounds

        if wide {
            // Patterns on the left, the session length on the right, centred beside the spiral.
            let leftWidth = bounds.minX - 2 * pad, rightX = bounds.maxX + pad
            let rightWidth = w - pad - rightX
            let stack = Float(count) * chipHeight + Float(count - 1) * gap
            let stackTop = middle.center.y - stack / 2
            // Chips centred in their column, as the length control is in its own: a calm,
            // symmetric screen rather than chips hugging the edge.
            let chipWidth = min(leftWidth, body * 13)
            for i in 0..<count {
                chips.append(Rect(x: pad + (leftWidth - chipWidth) / 2, y: stackTop + Float(i) * (chipHeight + gap), width: chipWidth, height: chipHeight))
            }
            let labelHeight = line(body) * 2
            let block = labelHeight + gap + chipHeight
            label = Rect(x: rightX, y: middle.center.y - block / 2, width: rightWidth, height: labelHeight)
            let buttonWidth = min(chipHeight * 1.6, (rightWidth - gap) / 2)
            let buttonsX = rightX + (rightWidth - 2 * buttonWidth - gap) / 2
            less = Rect(x: buttonsX, y: label.maxY + gap, width: buttonWidth, height: chipHeight)
            more = Rect(x: less.maxX + gap, y: label.maxY + gap, width: buttonWidth, height: chipHeight)
        }
        self.title = titleRect
        self.detail = detailRect
        self.hint = hintRect
        self.footer = footerRect
        self.patternChips = chips
        self.lengthLess = less
        self.lengthLabel = label
        self.lengthMore = more

        let end = path.points.last ?? .zero
        let peakReach = Self.peakReach(visual)
        self.centerDiscRadius = max(min(end.length - peakReach - 4, path.outerRadius * 0.55), 0) * scale
        self.summary = middle
    }

    /// Every text area that can hold text in some state (empty control rects left out).
    public var textAreas: [Rect] {
        ([title, detail, hint, footer, lengthLabel] + patternChips + [lengthLess, lengthMore]).filter { !$0.isEmpty }
    }

    /// The radius around the spiral's end that the orb's largest pulse, its glow and the
    /// countdown ring can cover, in spiral units.
    static func peakReach(_ visual: SpiralVisualConfig) -> Float {
        let peak = Float(visual.headSize * visual.pulseScale / 2)
        return max(peak * glowReach, peak * (ringRadius + ringWidth / 2)) + 1
    }

    /// The box, in spiral units around the spiral's centre, that drawing can cover: the
    /// track with its width, the orb and glow anywhere on the track at rest, and the orb's
    /// largest pulse, glow and countdown ring at the end.
    static func extent(visual: SpiralVisualConfig, path: SpiralPath) -> Rect {
        let head = Float(visual.headSize / 2)
        let reach = path.outerRadius + max(Float(visual.lineWidth / 2), head * glowReach) + 1
        let end = path.points.last ?? .zero
        let peak = peakReach(visual)
        let x0 = min(-reach, end.x - peak), y0 = min(-reach, end.y - peak)
        let x1 = max(reach, end.x + peak), y1 = max(reach, end.y + peak)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
