import ArgumentParser
import Logging
import UnwindDraw
import UnwindPlatform
import UnwindRuntime
import UnwindScenes

/// Starts SDL and builds a runner for a windowed or a headless run, turning platform
/// failures into one clear line and a non-zero exit.
struct PlatformSession {
    let runtime: SDLRuntime
    let runner: Runner

    /// A headless session drawing into a `size` offscreen target.
    /// With a `rotation`, `size` is the panel's and the UI is laid out turned.
    static func headless(size: Size, rotation: PanelRotation = .none) throws -> PlatformSession {
        do {
            let runtime = try SDLRuntime(mode: .headless)
            let renderer = try Renderer(offscreen: size, fontPath: uiFont())
            renderer.rotation = rotation
            return PlatformSession(runtime: runtime, runner: Runner(headless: renderer, events: EventPump()))
        } catch let error as SDLError {
            throw RunFailure(description: error.description)
        }
    }

    /// The UI font (`AssetLocator.fontPath`); with none, one warning, since captions, the
    /// clock and menus would otherwise vanish without a word.
    static func uiFont() -> String? {
        let path = AssetLocator.fontPath()
        if path == nil {
            Logger(label: "unwind.platform").warning(
                "no font found (neither Assets/fonts/DejaVuSans.ttf nor a system font): captions, the clock and menus have no text; install fonts-dejavu-core")
        }
        return path
    }

    /// A windowed session; fails with `SDLError.noDisplayHint` where there is none.
    static func windowed(
        title: String, presentation: Window.Presentation, hideCursor: Bool, forceSoftware: Bool, rotation: PanelRotation = .none
    ) throws -> PlatformSession {
        do {
            let runtime = try SDLRuntime(mode: .display)
            let window = try Window(title: title, presentation: presentation, hideCursor: hideCursor)
            let renderer = try Renderer(window: window, forceSoftware: forceSoftware, fontPath: uiFont())
            renderer.rotation = rotation
            return PlatformSession(runtime: runtime, runner: Runner(window: window, renderer: renderer, events: EventPump()))
        } catch let error as SDLError {
            throw RunFailure(description: error.description)
        }
    }
}

/// A failure that is not a usage error: ArgumentParser prints it as one `Error: …` line
/// and exits with status 1.
struct RunFailure: Error, CustomStringConvertible {
    let description: String
}
