import CSDL2
import Foundation
import Logging

/// SDL's process-wide state, started once and shut down exactly once.
///
/// Headless mode picks SDL's dummy video driver before initialising, so the same code runs on
/// a machine with no display server; everything drawn then goes to an offscreen surface.
public final class SDLRuntime {
    /// How SDL should reach the screen.
    public enum Mode: Sendable, Equatable {
        /// A real display through whatever driver SDL finds (X11, Wayland, kmsdrm).
        case display
        /// No display: the dummy video driver and offscreen software rendering.
        case headless
    }

    private let logger = Logger(label: "unwind.platform")

    /// Starts SDL's video, events, game controller and haptic subsystems plus SDL_image and
    /// SDL_ttf. Throws a clear error (with a hint to use `--headless`) when no display exists.
    public init(mode: Mode) throws {
        if mode == .headless {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        // Gamepad events keep arriving while the window is unfocused: a kiosk has no focus.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        // A kiosk must not be blanked by a screensaver while SDL's window is up.
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "0")
        // Touch and mouse stay separate streams; scenes handle both explicitly.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // A window manager's close request (Alt+F4) stays a window close event instead of also
        // becoming SDL_QUIT, so a quit event means a signal and a kiosk can refuse the close.
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")

        if mode == .display { try Self.avoidSeatlessWayland(logger: logger) }
        let subsystems = UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS) | UInt32(SDL_INIT_GAMECONTROLLER)
        if SDL_Init(subsystems) != 0 {
            let reason = SDLError.lastError()
            let hint = mode == .display ? SDLError.noDisplayHint : nil
            throw SDLError("starting SDL", reason: reason, hint: hint)
        }
        // With no display server SDL falls back to its "offscreen"/"dummy" drivers, which
        // would run a window nobody can see; in display mode that is a missing display.
        if mode == .display, let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }),
            ["offscreen", "dummy"].contains(driver), ProcessInfo.processInfo.environment["SDL_VIDEODRIVER", default: ""].isEmpty
        {
            SDL_Quit()
            throw SDLError("opening the display", reason: "SDL found only its \(driver) video driver", hint: SDLError.noDisplayHint)
        }
        // Haptics are optional: many machines have no such device, so failure is not an error.
        if SDL_InitSubSystem(UInt32(SDL_INIT_HAPTIC)) != 0 {
            logger.debug("no haptic subsystem: \(SDLError.lastError())")
        }
        let imageFormats = Int32(IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue | IMG_INIT_TIF.rawValue | IMG_INIT_WEBP.rawValue)
        let loaded = IMG_Init(imageFormats)
        if loaded & imageFormats != imageFormats {
            logger.info("SDL_image loaded only some formats (\(loaded) of \(imageFormats)): \(SDLError.lastError())")
        }
        if TTF_Init() != 0 {
            logger.warning("SDL_ttf could not start, text will not be drawn: \(SDLError.lastError())")
        }
        if let driver = SDL_GetCurrentVideoDriver() {
            logger.info("SDL video driver: \(String(cString: driver))")
        }
    }

    /// SDL before 2.30 crashes in `SDL_Init` under a Wayland compositor with no input seat
    /// (libsdl-org/SDL#8898): asked first, such a compositor makes the show use Xwayland
    /// when there is one, or fail with one line saying why.
    static func avoidSeatlessWayland(logger: Logger, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard WaylandSeatProbe.sdlCrashesWithoutSeat, WaylandSeatProbe.askForSDL(environment: environment) == .noSeat else { return }
        let wayland = environment["WAYLAND_DISPLAY"] ?? "?"
        var version = SDL_version()
        SDL_GetVersion(&version)
        let problem =
            "the Wayland compositor on \(wayland) offers no input seat, where SDL \(version.major).\(version.minor).\(version.patch) crashes (libsdl-org/SDL#8898)"
        if let x11 = environment["DISPLAY"], !x11.isEmpty {
            logger.warning("\(problem): using Xwayland on \(x11) instead")
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
            return
        }
        throw SDLError(
            "starting SDL", reason: problem, hint: "give the compositor an input device, run it with Xwayland, or run on kmsdrm with no compositor")
    }

    /// The video driver SDL chose ("x11", "wayland", "kmsdrm", "dummy").
    public var videoDriver: String { Self.currentVideoDriver }

    /// The video driver SDL runs now, for code that holds no runtime (display power).
    public static var currentVideoDriver: String {
        guard let driver = SDL_GetCurrentVideoDriver() else { return "none" }
        return String(cString: driver)
    }

    deinit {
        if TTF_WasInit() != 0 { TTF_Quit() }
        IMG_Quit()
        SDL_Quit()
    }
}
