import UnwindDraw

/// Where everything of the breathing screen goes in a window of any shape. During a session
/// the spiral uses the screen (its whole reach fills the shorter side, less the text rows in
/// portrait) and in landscape the words sit in the corners the round spiral leaves free; in
/// Idle and Completed the guidance text is in rows at the top and bottom, the Idle controls
/// (pattern chips, session length) beside a smaller spiral with the same centre on
/// landscape screens and below it in portrait.
///
/// The spiral is fitted by its *extent*: every pixel the track, the orb at any point, the
/// orb's largest pulse with its glow and the countdown ring can cover. Text areas keep clear
/// of it (of its two discs, the spiral's and the largest pulse's, in the corners), so
/// nothing overlaps at any aspect ratio.
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
    /// the orb's largest glow on the spec's four turns.
    public let centerDiscRadius: Float
    /// Where the Completed summary lines go: the whole middle, which the spiral leaves
    /// empty once the session is done.
    public let summary: Rect
    /// Lines the title may take: two in a landscape session, where it sits in a corner.
    public let titleLines: Int

    /// The smallest text size in this window (`minimumTextSize` from 480 px up).
    public var minimumTextSize: Float { Self.minimumTextSize * min(Float(min(size.width, size.height)) / Self.minimumTextSide, 1) }

    /// The layout for a window of `size` showing `path` drawn with `visual`, in `state`.
    ///
    /// While a session runs (Inhale, Hold, Exhale) the spiral takes the screen: its whole
    /// reach fills the height of a landscape window (the width of a portrait one) and the
    /// words sit in the corners it leaves free. Idle and Completed put the words in rows
    /// across the top and bottom and the choices beside or below a smaller spiral with the
    /// same centre, so a finger on the centre stays on it when the session starts and the
    /// spiral grows under it.
    public init(size: Size, visual: SpiralVisualConfig, path: SpiralPath, patternCount: Int = BreathingPattern.named.count, state: BreathingState = .hold) {
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
        let extent = Self.extent(visual: visual, path: path)

        // The session's spiral: the whole reach in the window, less the text rows in portrait.
        let sessionArea: Rect
        if wide {
            sessionArea = Rect(x: pad, y: pad, width: w - 2 * pad, height: h - 2 * pad)
        } else {
            let top = pad + line(title) + line(body) * 2 + pad
            let bottom = h - pad - line(footer) - line(body) * 2 - pad
            sessionArea = Rect(x: pad, y: top, width: w - 2 * pad, height: max(bottom - top, 1))
        }
        let sessionScale = max(min(sessionArea.width / extent.width, sessionArea.height / extent.height), 0.01)
        let center = Vec2(
            sessionArea.center.x - (extent.minX + extent.width / 2) * sessionScale, sessionArea.center.y - (extent.minY + extent.height / 2) * sessionScale)

        // Rows: the title and the detail at the top, the footer and the hint at the bottom.
        let titleRow = Rect(x: pad, y: pad, width: w - 2 * pad, height: line(title))
        let detailRow = Rect(x: pad, y: titleRow.maxY, width: w - 2 * pad, height: line(body) * (wide ? 1 : 2))
        let footerRow = Rect(x: pad, y: h - pad - line(footer), width: w - 2 * pad, height: line(footer))
        let chipHeight = (body * 2.2).rounded()
        let gap = (body * 0.5).rounded()
        let count = max(patternCount, 1)
        var chips: [Rect] = []
        var less = Rect.zero, label = Rect.zero, more = Rect.zero
        let end = path.points.last ?? .zero

        if state == .idle || state == .completed {
            var bottom = footerRow.minY
            let hintRow: Rect
            if wide {
                hintRow = Rect(x: pad, y: bottom - line(body), width: w - 2 * pad, height: line(body))
                bottom = hintRow.minY
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
                hintRow = Rect(x: pad, y: gridTop - gap - line(body) * 2, width: w - 2 * pad, height: line(body) * 2)
                bottom = hintRow.minY
            }
            // The same centre as the session, as large as the rows (and in landscape the
            // choice columns, at least 7.5 text sizes wide) allow. Idle has no pulse at the
            // end, so only the track and the resting orb's glow must stay clear.
            let reach = Self.restingReach(visual: visual, path: path)
            let middle = Rect(x: pad, y: detailRow.maxY + pad, width: w - 2 * pad, height: max(bottom - pad - detailRow.maxY - pad, 1))
            let column = wide ? min(body * 7.5, middle.width / 4) + pad : 0
            let room = min(center.y - middle.minY, middle.maxY - center.y, center.x - middle.minX - column, middle.maxX - column - center.x)
            let scale = max(min(sessionScale, room / reach), 0.01)
            self.spiral = SpiralLayout(size: size, center: center, scale: scale)
            let bounds = Rect(x: center.x - reach * scale, y: center.y - reach * scale, width: 2 * reach * scale, height: 2 * reach * scale)
            self.spiralBounds = bounds
            if wide {
                // Patterns on the left, the session length on the right, each centred in its
                // column beside the spiral: a calm, symmetric screen.
                let leftWidth = bounds.minX - 2 * pad, rightX = bounds.maxX + pad
                let rightWidth = w - pad - rightX
                let stack = Float(count) * chipHeight + Float(count - 1) * gap
                let stackTop = center.y - stack / 2
                let chipWidth = min(leftWidth, max(body * 10, 220))
                for i in 0..<count {
                    chips.append(Rect(x: pad + (leftWidth - chipWidth) / 2, y: stackTop + Float(i) * (chipHeight + gap), width: chipWidth, height: chipHeight))
                }
                let labelHeight = line(body) * 2
                let block = labelHeight + gap + chipHeight
                label = Rect(x: rightX, y: center.y - block / 2, width: rightWidth, height: labelHeight)
                let buttonWidth = min(chipHeight * 1.6, (rightWidth - gap) / 2)
                let buttonsX = rightX + (rightWidth - 2 * buttonWidth - gap) / 2
                less = Rect(x: buttonsX, y: label.maxY + gap, width: buttonWidth, height: chipHeight)
                more = Rect(x: less.maxX + gap, y: label.maxY + gap, width: buttonWidth, height: chipHeight)
            }
            self.title = titleRow
            self.titleLines = 1
            self.detail = detailRow
            self.hint = hintRow
            self.footer = footerRow
            self.summary = middle
        } else {
            self.spiral = SpiralLayout(size: size, center: center, scale: sessionScale)
            let bounds = Rect(
                x: center.x + extent.minX * sessionScale, y: center.y + extent.minY * sessionScale, width: extent.width * sessionScale,
                height: extent.height * sessionScale)
            self.spiralBounds = bounds
            if wide {
                // The words in the corners the round spiral leaves: the title (two lines if
                // need be) and the detail top left, the hint bottom left, the footer bottom right.
                let discs = [
                    (center, Self.restingReach(visual: visual, path: path) * sessionScale + pad),
                    (center + end * sessionScale, Self.peakReach(visual) * sessionScale + pad),
                ]
                let titleBand = Rect(x: pad, y: pad, width: w - 2 * pad, height: line(title) * 2)
                let detailBand = Rect(x: pad, y: titleBand.maxY, width: w - 2 * pad, height: line(body) * 2)
                let hintBand = Rect(x: pad, y: h - pad - line(body) * 2, width: w - 2 * pad, height: line(body) * 2)
                self.title = Self.corner(of: titleBand, clearOf: discs, left: true)
                self.titleLines = 2
                self.detail = Self.corner(of: detailBand, clearOf: discs, left: true)
                self.hint = Self.corner(of: hintBand, clearOf: discs, left: true)
                let footerCorner = Self.corner(of: hintBand, clearOf: discs, left: false)
                self.footer = Rect(x: footerCorner.minX, y: footerRow.minY, width: footerCorner.width, height: footerRow.height)
            } else {
                self.title = titleRow
                self.titleLines = 1
                self.detail = detailRow
                self.hint = Rect(x: pad, y: footerRow.minY - line(body) * 2, width: w - 2 * pad, height: line(body) * 2)
                self.footer = footerRow
            }
            self.summary = sessionArea
        }
        self.patternChips = chips
        self.lengthLess = less
        self.lengthLabel = label
        self.lengthMore = more

        let peakReach = Self.peakReach(visual)
        // Clear of the largest pulse's glow where the spiral has room (four turns), and never
        // under a third of the spiral on a small screen's fewer turns, where it passes under
        // the glow (it is drawn beneath everything).
        self.centerDiscRadius = max(min(end.length - peakReach - 4, path.outerRadius * 0.55), path.outerRadius * 0.3) * spiral.scale
    }

    /// The part of `band` on one side of the discs (centre, radius) that cross its rows.
    static func corner(of band: Rect, clearOf discs: [(Vec2, Float)], left: Bool) -> Rect {
        var minX = band.maxX, maxX = band.minX
        for (c, r) in discs {
            let dy = c.y < band.minY ? band.minY - c.y : (c.y > band.maxY ? c.y - band.maxY : 0)
            guard dy < r else { continue }
            let dx = (r * r - dy * dy).squareRoot()
            minX = min(minX, c.x - dx)
            maxX = max(maxX, c.x + dx)
        }
        guard minX <= maxX else { return band }
        if left { return Rect(x: band.minX, y: band.minY, width: max(min(minX, band.maxX) - band.minX, 0), height: band.height) }
        let x = max(maxX, band.minX)
        return Rect(x: x, y: band.minY, width: max(band.maxX - x, 0), height: band.height)
    }

    /// How far from the centre the track and the resting orb's glow reach, in spiral units.
    static func restingReach(visual: SpiralVisualConfig, path: SpiralPath) -> Float {
        path.outerRadius + max(Float(visual.lineWidth / 2), Float(visual.headSize / 2) * glowReach) + 1
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
        let reach = restingReach(visual: visual, path: path)
        let end = path.points.last ?? .zero
        let peak = peakReach(visual)
        let x0 = min(-reach, end.x - peak), y0 = min(-reach, end.y - peak)
        let x1 = max(reach, end.x + peak), y1 = max(reach, end.y + peak)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
