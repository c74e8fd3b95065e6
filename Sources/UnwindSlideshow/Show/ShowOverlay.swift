import UnwindDraw
import UnwindLocalization
import UnwindPhotos

/// Text and marks over the photos: why there is nothing to show, "Loading…", the pause
/// notice and the paused mark, and the optional file names, dates and clock. Every string
/// goes through the gettext catalog, so the frame speaks the user's language.
public struct ShowOverlay: Sendable {
    /// Where the log goes, so the empty message can say where to look.
    public enum LogLocation: Sendable, Equatable {
        /// systemd's journal, for the service (`journalctl -u UNIT`).
        case journal(unit: String)
        /// Standard error of the process.
        case standardError
    }

    /// What text to show over the photos (name, date, clock).
    public var items: [SlideshowConfig.OverlayItem]
    /// The user's language.
    public var catalog: Catalog
    /// The roots shown, as the user named them.
    public var roots: [String]
    /// Seconds between rescans (0: off), for the empty message.
    public var rescanInterval: Double
    /// Where the log is, for the empty message.
    public var log: LogLocation
    /// The pairing card drawn while the show asks for it; nil without a remote.
    public var pairing: PairingCard?
    /// How to leave ("Esc or B: back"), under the screens that show no photo, so nobody is
    /// stuck on "No photos"; nil in a kiosk, which only its quit chord leaves.
    public var leaveHint: String?

    /// An overlay for a show of `roots`.
    public init(
        items: [SlideshowConfig.OverlayItem], catalog: Catalog, roots: [String], rescanInterval: Double, log: LogLocation, leaveHint: String? = nil
    ) {
        self.items = items
        self.catalog = catalog
        self.roots = roots
        self.rescanInterval = rescanInterval
        self.log = log
        self.leaveHint = leaveHint
    }

    /// The gutter between the two photos of a pair, in pixels, for a view `width` wide.
    public static func gutter(forWidth width: Int) -> Int {
        max(2, width / 160)
    }

    /// Appends the overlay for a frame of `size`.
    /// - Parameters:
    ///   - date: the date a photo was taken, as shown (from EXIF), if known.
    ///   - clock: the time of day to show, when the clock is on.
    ///   - taken: the date a photo was taken, for the memory line.
    public func draw(
        _ status: ShowStatus, size: Size, date: (PhotoPath) -> String?, clock: String?, taken: (PhotoPath) -> PhotoDate? = { _ in nil },
        place: (PhotoPath) -> String? = { _ in nil }, into list: inout DrawList
    ) {
        let w = Float(size.width), h = Float(size.height)
        let text = max(14, h / 30)
        if status.state == .empty {
            drawEmpty(status.emptyReason ?? .noPhotos, width: w, height: h, text: text, into: &list)
            drawLeaveHint(width: w, height: h, text: text, into: &list)
            return
        }
        // The show opens on black and fades its first photo in; "Loading…" appears only when
        // the first photo keeps the screen waiting (a big folder, a slow disk).
        if status.state == .loading, !status.hasPhotoOnScreen, status.now >= Self.loadingNoticeAfter {
            Self.shadowed(&list, catalog("Loading…"), at: Vec2(w / 2, h / 2 - text / 2), size: text, alignment: .center)
            drawLeaveHint(width: w, height: h, text: text, into: &list)
        }
        drawPause(status, text: text, into: &list)
        // Captions leave with their photo and arrive with the next: the old one fades out in
        // the first half of a transition, the new one in over the second.
        let progress = status.leaving == nil ? 1 : status.transitionProgress
        if let leaving = status.leaving {
            drawCaptions(leaving, opacity: max(0, 1 - 2 * progress), status: status, size: size, date: date, taken: taken, place: place, into: &list)
        }
        if let slide = status.current {
            drawCaptions(slide, opacity: max(0, min(1, 2 * progress - 1)), status: status, size: size, date: date, taken: taken, place: place, into: &list)
        }
        if items.contains(.clock), let clock {
            drawClock(clock, width: w, text: text, into: &list)
        }
        if status.showsPairing, let pairing {
            drawPairing(pairing, size: size, text: text, into: &list)
        }
        if let tint = status.tint {
            list.multiply(Rect(x: 0, y: 0, width: w, height: h), tint)
        }
        if status.fadeInCover > 0 {
            list.fill(Rect(x: 0, y: 0, width: w, height: h), Color(0, 0, 0, UInt8((status.fadeInCover * 255).rounded())))
        }
    }

    /// Seconds of waiting for the first photo before "Loading…" is spelled out.
    static let loadingNoticeAfter = 1.5

    /// "3 years ago today", in the user's language (with its plural forms).
    func caption(_ memory: MemoryCaption) -> String {
        Catalog.substitute(catalog.plural("%s year ago today", "%s years ago today", count: memory.years), [String(memory.years)])
    }

    /// "Paused" or "Playing" spelled out for two seconds after a toggle; then, for as long
    /// as the show stays paused, a small pause mark in the corner.
    private func drawPause(_ status: ShowStatus, text: Float, into list: inout DrawList) {
        // Read from a sofa: the notice at a twelfth of the height on a soft pill, the mark
        // that stays at half that.
        let noticing = status.now < status.pauseNoticeUntil
        let big = text * 2.5
        if noticing {
            let word = status.isPaused ? catalog("Paused") : catalog("Playing")
            let pill = Rect(x: big * 0.5, y: big * 0.5, width: big * (0.9 + 0.62 * Float(word.count)), height: big * 1.5)
            list.fill(pill, Color(0, 0, 0, 110))
            Self.shadowed(&list, word, at: Vec2(pill.x + big * 0.45, pill.y + big * 0.2), size: big, alignment: .leading)
        } else if status.isPaused {
            Self.pauseMark(&list, at: Vec2(big * 0.6, big * 0.6), height: big * 0.6)
        }
    }

    private func drawEmpty(_ reason: ShowStatus.EmptyReason, width w: Float, height h: Float, text: Float, into list: inout DrawList) {
        let every = Int(min(5, rescanInterval).rounded())
        let title: String, detail: String
        switch reason {
        case .noPhotos:
            let shown = roots.count == 1 ? roots[0] : Catalog.substitute(catalog.plural("%s folder", "%s folders", count: roots.count), [String(roots.count)])
            title = catalog.format("No photos to show in %s", shown)
            detail =
                rescanInterval > 0
                ? catalog.format("Add JPEG, PNG, WebP or other photos there; looking again every %s s.", String(every))
                : catalog("Add JPEG, PNG, WebP or other photos there; rescanning is off.")
        case .missing(let missing):
            title = catalog.format("The folder %s does not exist", missing.map(\.description).joined(separator: ", "))
            detail =
                rescanInterval > 0
                ? catalog.format("Connect the disk or fix the path; looking again every %s s.", String(every))
                : catalog("Connect the disk or fix the path; rescanning is off.")
        case .unusable(let count):
            title = Catalog.substitute(
                catalog.plural("%s file was found but could not be shown", "%s files were found but none could be shown", count: count), [String(count)])
            switch log {
            case .journal(let unit): detail = catalog.format("See why in the log: %s", "journalctl -u \(unit)")
            case .standardError: detail = catalog("See why in the log on standard error.")
            }
        }
        Self.shadowed(&list, title, at: Vec2(w / 2, h / 2 - text * 1.5), size: text * 1.2, alignment: .center)
        Self.shadowed(&list, detail, at: Vec2(w / 2, h / 2 + text * 0.2), size: text * 0.8, alignment: .center)
    }

    private func drawLeaveHint(width w: Float, height h: Float, text: Float, into list: inout DrawList) {
        guard let leaveHint else { return }
        Self.shadowed(&list, leaveHint, at: Vec2(w / 2, h - text * 2.4), size: text * 0.8, alignment: .center)
    }

    /// Two small bars with a soft shadow: visible on any photo, never in the way.
    static func pauseMark(_ list: inout DrawList, at p: Vec2, height: Float) {
        let bar = max(2, (height * 0.28).rounded()), gap = max(2, (height * 0.22).rounded()), h = height.rounded()
        let offset = max(1, (height / 16).rounded())
        for (dx, dy, color) in [(offset, offset, Color(0, 0, 0, 150)), (0, 0, Color(255, 255, 255, 220))] {
            list.fill(Rect(x: p.x + dx, y: p.y + dy, width: bar, height: h), color)
            list.fill(Rect(x: p.x + bar + gap + dx, y: p.y + dy, width: bar, height: h), color)
        }
    }

    static func shadowed(_ list: inout DrawList, _ string: String, at p: Vec2, size: Float, alignment: TextRun.Alignment, opacity: Float = 1) {
        let offset = max(1, size / 16)
        let shadow = Color(0, 0, 0, UInt8((180 * opacity).rounded()))
        list.text(TextRun(string, at: Vec2(p.x + offset, p.y + offset), size: size, color: shadow, alignment: alignment))
        let color = opacity >= 1 ? Color.white : Color(255, 255, 255, UInt8((255 * opacity).rounded()))
        list.text(TextRun(string, at: p, size: size, color: color, alignment: alignment))
    }
}
