import CSDL2
import UnwindDraw

/// Fullscreen that covers the whole display with or without a window manager.
///
/// SDL 2 asks the window manager for fullscreen (`_NET_WM_STATE_FULLSCREEN` on X11) and then
/// reports the display's size as the window's size whether or not anyone obliged. Under bare
/// X (an `xinit` kiosk) nobody does: the X window keeps the geometry it had, while SDL and so
/// the renderer lay out for the display, and the part outside the window is cut off. So the
/// window is made to cover the display *itself* before fullscreen is requested; a window
/// manager, a Wayland compositor or kmsdrm then have nothing left to correct.
extension Window {
    /// Switches between fullscreen-desktop and windowed.
    public func setFullscreen(_ on: Bool) {
        guard on != isFullscreen else { return }
        if on {
            enterFullscreen(restoringTo: ScreenRect.windowedFrame(of: handle))
        } else {
            SDL_SetWindowFullscreen(handle, 0)
            coveredBounds = nil
            // A window manager would restore the geometry it saw when fullscreen was asked
            // for, which is the display's; set the windowed frame explicitly, with or without one.
            let frame = restoreFrame
            SDL_SetWindowSize(handle, frame.width, frame.height)
            SDL_SetWindowPosition(handle, frame.x, frame.y)
        }
    }

    /// Makes a fullscreen window cover its display again when the display's bounds changed
    /// (a screen plugged in or out) and nobody resized the window; returns true when it did.
    ///
    /// A window manager or compositor resizes fullscreen windows itself, so this acts only
    /// when the window's size still differs from the new bounds, and at most once per change.
    @discardableResult
    public func coverDisplay() -> Bool {
        guard isFullscreen, let bounds = ScreenRect.display(SDL_GetWindowDisplayIndex(handle)) else { return false }
        guard bounds != coveredBounds else { return false }
        let current = size
        if coveredBounds != nil, current.width == Int(bounds.width), current.height == Int(bounds.height) {
            coveredBounds = bounds
            return false
        }
        logger.info("display is now \(bounds.width)x\(bounds.height) at (\(bounds.x), \(bounds.y)): fitting the fullscreen window to it")
        let frame = restoreFrame
        SDL_SetWindowFullscreen(handle, 0)
        enterFullscreen(restoringTo: frame)
        return true
    }

    /// Moves and sizes the window over its display, then asks for fullscreen; `windowed` is
    /// the frame to come back to when fullscreen ends.
    private func enterFullscreen(restoringTo windowed: ScreenRect) {
        let display = max(0, SDL_GetWindowDisplayIndex(handle))
        if let bounds = ScreenRect.display(display) {
            SDL_SetWindowPosition(handle, bounds.x, bounds.y)
            SDL_SetWindowSize(handle, bounds.width, bounds.height)
            coveredBounds = bounds
        }
        SDL_SetWindowFullscreen(handle, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
        restoreFrame = windowed
    }
}

/// A rectangle in screen coordinates (SDL's window and display units).
struct ScreenRect: Equatable {
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32

    /// The bounds of display `index`, or nil when SDL cannot tell.
    static func display(_ index: Int32) -> ScreenRect? {
        var rect = SDL_Rect()
        guard index >= 0, SDL_GetDisplayBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return ScreenRect(x: rect.x, y: rect.y, width: rect.w, height: rect.h)
    }

    /// A windowed window's position and size as SDL knows them.
    static func windowedFrame(of handle: OpaquePointer) -> ScreenRect {
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowPosition(handle, &x, &y)
        SDL_GetWindowSize(handle, &w, &h)
        return ScreenRect(x: x, y: y, width: w, height: h)
    }
}
