import CSDL2
import Logging
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
    /// The frame the window takes when it leaves fullscreen (the F key).
    var restoreFrame: ScreenRect
    /// The display rectangle the fullscreen window was last made to cover; see `coverDisplay()`.
    var coveredBounds: ScreenRect?
    let logger = Logger(label: "unwind.window")

    /// Opens a window; throws with a hint to use `--headless` when no display can take one.
    public init(title: String, presentation: Presentation, hideCursor: Bool) throws {
        var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        var frame = ScreenRect(x: centered, y: centered, width: 1280, height: 720)
        var fullscreenBounds: ScreenRect?
        var windowed = Size(width: 1280, height: 720)
        switch presentation {
        case .windowed(let requested):
            windowed = requested
            frame.width = Int32(requested.width)
            frame.height = Int32(requested.height)
        case .fullscreenDesktop:
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
            // Created over the whole display, not at a windowed size: without a window manager
            // nobody acts on the fullscreen request, and the window would stay where it was made.
            fullscreenBounds = ScreenRect.display(0)
            if let bounds = fullscreenBounds { frame = bounds }
        }
        restoreFrame = ScreenRect(x: centered, y: centered, width: Int32(windowed.width), height: Int32(windowed.height))
        guard let window = SDL_CreateWindow(title, frame.x, frame.y, frame.width, frame.height, flags) else {
            throw SDLError("opening a window", hint: SDLError.noDisplayHint)
        }
        handle = window
        coveredBounds = fullscreenBounds
        SDL_ShowCursor(hideCursor ? SDL_DISABLE : SDL_ENABLE)
        SDL_DisableScreenSaver()
    }

    /// Shows or hides the mouse cursor over the window: a menu driven by the mouse shows it,
    /// a photo show on a wall hides it.
    public func setCursorVisible(_ visible: Bool) {
        SDL_ShowCursor(visible ? SDL_ENABLE : SDL_DISABLE)
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

    /// The refresh rate of the display the window is on, in Hz; nil when SDL does not know
    /// it (some drivers report 0). A frame budget is measured against it.
    public var refreshRate: Int? {
        var mode = SDL_DisplayMode()
        guard SDL_GetCurrentDisplayMode(max(0, SDL_GetWindowDisplayIndex(handle)), &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Int(mode.refresh_rate)
    }

    /// True while the window is hidden or minimised and drawing would be wasted.
    public var isHidden: Bool {
        let flags = SDL_GetWindowFlags(handle)
        return flags & (SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_MINIMIZED.rawValue) != 0
    }

    deinit {
        // After SDL_Quit (the runtime can go first) the window is already destroyed.
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return }
        SDL_DestroyWindow(handle)
    }
}
