import UnwindDraw
import UnwindInput

/// Layout follows the drawable, not the window's idea of itself.
extension Runner {
    /// `input` with every resize carrying the renderer's output size in pixels (SDL reports
    /// window units, which differ on high-DPI outputs), plus one resize when the output size
    /// changed without SDL saying so (a window manager's late configure, a display change).
    func announcingOutputSize(in input: [InputEvent]) -> [InputEvent] {
        let size = renderer.outputSize
        var announced = false
        var events = input.map { event -> InputEvent in
            guard case .window(.resized) = event else { return event }
            announced = true
            return .window(.resized(width: size.width, height: size.height))
        }
        if !announced, size != announcedSize, size.width > 0, size.height > 0 {
            events.append(.window(.resized(width: size.width, height: size.height)))
        }
        announcedSize = size
        return events
    }
}
