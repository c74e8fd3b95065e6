import CSDL2
import UnwindDraw

/// The one SDL window of a windowed run, freed exactly once.
public final class Window {
    /// How the window fills the screen.
    public enum Presentation: Sendable, Equatable {
        case windowed(Size)
        /// Borderless at the desktop's resolution: no mode switch, so it is instant and safe.
        case fullscreenDesktop
    }

    let handle: OpaquePointer

    /// Opens a window; throws with a hint to use `--headless` when no display can take one.
    public init(title: String, presentation: Presentation, hideCursor: Bool) throws {
        var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        var size = Size(width: 1280, height: 720)
        switch presentation {
        case .windowed(let requested):
            size = requested
        case .fullscreenDesktop:
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
        }
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(size.width), Int32(size.height), flags) else {
            throw SDLError("opening a window", hint: "no display found; run with --headless")
        }
        handle = window
        SDL_ShowCursor(hideCursor ? SDL_DISABLE : SDL_ENABLE)
        SDL_DisableScreenSaver()
    }

    /// Size in window coordinates (what touch and mouse positions use).
    public var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return Size(width: Int(w), height: Int(h))
    }

    /// Whether the window is currently fullscreen.
    public var isFullscreen: Bool {
        SDL_GetWindowFlags(handle) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    }

    /// Switches between fullscreen-desktop and windowed.
    public func setFullscreen(_ on: Bool) {
        SDL_SetWindowFullscreen(handle, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }

    /// True while the window is hidden or minimised and drawing would be wasted.
    public var isHidden: Bool {
        let flags = SDL_GetWindowFlags(handle)
        return flags & (SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_MINIMIZED.rawValue) != 0
    }

    deinit {
        SDL_DestroyWindow(handle)
    }
}
