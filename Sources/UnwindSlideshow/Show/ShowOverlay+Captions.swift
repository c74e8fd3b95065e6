import Foundation
import UnwindDraw
import UnwindLocalization
import UnwindPhotos

/// Captions a person reads at a glance from across the room: the memory as the headline,
/// then the album (the folder), the file name if asked for, and the date written out, on a
/// soft scrim that darkens only the bottom of the photo, so white text stays legible on sky,
/// snow or a white wall (WCAG AA's 4.5:1 against the pixels behind it, `ShowOverlayTests`).
extension ShowOverlay {
    /// How dark the scrim is behind the caption's lines (of 255): white text over it has a
    /// contrast of at least 5.4:1 even on a white photo.
    static let scrimAlpha: Float = 160

    /// One line of a caption.
    struct CaptionLine: Equatable {
        let text: String
        /// The memory ("3 years ago today") leads, a size larger.
        let isHeadline: Bool
    }

    /// The caption of `photo`, headline first; the date and the place share the last line
    /// ("24 November 2023 · Lisbon, Portugal").
    func captionLines(
        _ photo: PhotoPath, status: ShowStatus, date: (PhotoPath) -> String?, taken: (PhotoPath) -> PhotoDate?,
        place: (PhotoPath) -> String? = { _ in nil }
    ) -> [CaptionLine] {
        var lines: [CaptionLine] = []
        if items.contains(.memory), let today = status.today, let day = taken(photo), let memory = MemoryCaption(taken: day, today: today) {
            lines.append(CaptionLine(text: caption(memory), isHeadline: true))
        }
        if items.contains(.album), let album = photo.albumName { lines.append(CaptionLine(text: album, isHeadline: false)) }
        if items.contains(.name) { lines.append(CaptionLine(text: photo.displayName, isHeadline: false)) }
        let when = items.contains(.date) ? date(photo) : nil
        let whereTaken = items.contains(.place) ? place(photo) : nil
        let last = [when, whereTaken].compactMap { $0 }.joined(separator: " · ")
        if !last.isEmpty { lines.append(CaptionLine(text: last, isHeadline: false)) }
        return lines
    }

    /// Draws each photo's caption at the bottom left of its part of the screen (a pair's
    /// second photo on the right half), at `opacity` as the photo comes or goes.
    func drawCaptions(
        _ slide: Slide, opacity: Float, status: ShowStatus, size: Size, date: (PhotoPath) -> String?, taken: (PhotoPath) -> PhotoDate?,
        place: (PhotoPath) -> String?, into list: inout DrawList
    ) {
        guard opacity > 0.01 else { return }
        let w = Float(size.width), h = Float(size.height)
        let text = max(14, h / 30)
        let gutter = Float(Self.gutter(forWidth: size.width))
        for (index, photo) in slide.photos.enumerated() {
            let lines = captionLines(photo, status: status, date: date, taken: taken, place: place)
            guard !lines.isEmpty else { continue }
            let left = slide.isPair && index == 1 ? (w + gutter) / 2 : 0
            let width = slide.isPair ? (w - gutter) / 2 : w
            let sizes = lines.map { $0.isHeadline ? text * 1.3 : text }
            let block = sizes.reduce(0) { $0 + $1 * 1.4 }
            let top = h - text * 0.9 - block
            drawScrim(x: left, width: width, top: top - text * 0.6, bottom: h, fade: text * 2.2, opacity: opacity, into: &list)
            var y = top
            for (line, lineSize) in zip(lines, sizes) {
                let fitted = Self.ellipsized(line.text, size: lineSize, width: width - text * 2)
                Self.shadowed(&list, fitted, at: Vec2(left + text, y), size: lineSize, alignment: .leading, opacity: opacity)
                y += lineSize * 1.4
            }
        }
    }

    /// A band of black from `top` to `bottom` behind the text, with a soft ramp of `fade`
    /// above it, so the photo darkens gradually instead of under a hard box.
    func drawScrim(x: Float, width: Float, top: Float, bottom: Float, fade: Float, opacity: Float, into list: inout DrawList) {
        let alpha = UInt8((Self.scrimAlpha * opacity).rounded())
        let clear = Color(0, 0, 0, 0), dark = Color(0, 0, 0, alpha)
        // Whole pixels, the ramp ending where the band starts: a fractional edge leaves the
        // renderer's last row of photo uncovered, or darkens one row twice (a visible line).
        let y = top.rounded(.down)
        list.strip(
            TriangleStrip(vertices: [
                Vertex(position: Vec2(x, y - fade), color: clear), Vertex(position: Vec2(x + width, y - fade), color: clear),
                Vertex(position: Vec2(x, y), color: dark), Vertex(position: Vec2(x + width, y), color: dark),
            ]))
        list.fill(Rect(x: x.rounded(.down), y: y, width: width.rounded(.up) + 1, height: (bottom - y).rounded(.up) + 1), dark)
    }

    /// The clock at the top right on a translucent pill, legible on a bright sky.
    func drawClock(_ clock: String, width w: Float, text: Float, into list: inout DrawList) {
        let size = text * 1.4
        let pillWidth = size * (0.6 * Float(clock.count) + 0.9)
        let pill = Rect(x: (w - text * 0.55 - pillWidth).rounded(), y: (text * 0.55).rounded(), width: pillWidth.rounded(), height: (size * 1.55).rounded())
        list.fill(pill, Color(0, 0, 0, UInt8(Self.scrimAlpha)))
        Self.shadowed(&list, clock, at: Vec2(w - text, text), size: size, alignment: .trailing)
    }

    /// `text` cut with "…" to about `width` pixels at `size` (an average glyph is ~0.56 em
    /// in the bundled DejaVu Sans), so a long album name stays inside the safe area.
    static func ellipsized(_ text: String, size: Float, width: Float) -> String {
        let fits = max(4, Int(width / (size * 0.56)))
        guard text.count > fits else { return text }
        return String(text.prefix(fits - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }
}
