import ArgumentParser
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
    static func headless(size: Size) throws -> PlatformSession {
        do {
            let runtime = try SDLRuntime(mode: .headless)
            let renderer = try Renderer(offscreen: size, fontPath: AssetLocator.fontPath())
            return PlatformSession(runtime: runtime, runner: Runner(headless: renderer, events: EventPump()))
        } catch let error as SDLError {
            throw RunFailure(description: error.description)
        }
    }

    /// A windowed session; fails with `SDLError.noDisplayHint` where there is none.
    static func windowed(title: String, presentation: Window.Presentation, hideCursor: Bool, forceSoftware: Bool) throws -> PlatformSession {
        do {
            let runtime = try SDLRuntime(mode: .display)
            let window = try Window(title: title, presentation: presentation, hideCursor: hideCursor)
            let renderer = try Renderer(window: window, forceSoftware: forceSoftware, fontPath: AssetLocator.fontPath())
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
