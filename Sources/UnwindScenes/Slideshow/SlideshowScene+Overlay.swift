import Foundation
import UnwindDraw
import UnwindSlideshow

/// Text over the photos: the empty-folder message, the pause notice, and the optional
/// file name, date taken and clock.
extension SlideshowScene {
    func drawOverlay(into list: inout DrawList, size: Size) {
        let w = Float(size.width), h = Float(size.height)
        let text = max(14, h / 30)
        switch machine.state {
        case .empty:
            let shown = roots.count == 1 ? roots[0] : "\(roots.count) folders"
            shadowed(&list, "No photos to show in \(shown)", at: Vec2(w / 2, h / 2 - text * 1.5), size: text * 1.2, alignment: .center)
            let every = config.rescanInterval > 0 ? "looking again every \(Int(min(5, config.rescanInterval).rounded())) s" : "rescanning is off"
            shadowed(&list, "Add JPEG, PNG, WebP or other photos there; \(every).", at: Vec2(w / 2, h / 2 + text * 0.2), size: text * 0.8, alignment: .center)
            return
        case .loading where player.current == nil:
            shadowed(&list, "Loading…", at: Vec2(w / 2, h / 2 - text / 2), size: text, alignment: .center)
        default:
            break
        }
        if machine.isPaused, now < pauseNoticeUntil || machine.state == .paused && config.overlay.contains(.clock) {
            shadowed(&list, "Paused", at: Vec2(text, text), size: text, alignment: .leading)
        } else if !machine.isPaused, now < pauseNoticeUntil {
            shadowed(&list, "Playing", at: Vec2(text, text), size: text, alignment: .leading)
        }
        var lines: [String] = []
        if let path = playlist.current {
            if config.overlay.contains(.name) { lines.append(path.displayName) }
            if config.overlay.contains(.date), let date = metadata.get(path)?.displayDate { lines.append(date) }
        }
        for (i, line) in lines.reversed().enumerated() {
            shadowed(&list, line, at: Vec2(text, h - text * 1.6 * Float(i + 1) - text * 0.4), size: text, alignment: .leading)
        }
        if config.overlay.contains(.clock) {
            shadowed(&list, clockFormatter.string(from: Date()), at: Vec2(w - text, text), size: text * 1.4, alignment: .trailing)
        }
    }

    private func shadowed(_ list: inout DrawList, _ string: String, at p: Vec2, size: Float, alignment: TextRun.Alignment) {
        let offset = max(1, size / 16)
        list.text(TextRun(string, at: Vec2(p.x + offset, p.y + offset), size: size, color: Color(0, 0, 0, 180), alignment: alignment))
        list.text(TextRun(string, at: p, size: size, color: .white, alignment: alignment))
    }
}
