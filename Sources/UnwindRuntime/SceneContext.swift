import UnwindDraw
import UnwindInput
import UnwindPlatform

/// What a scene may use of the platform: the texture store, the output size, haptics and a
/// few window requests. Nothing here exposes SDL. (A scene that decodes owns its own
/// `DecodeQueue`, typed by what its jobs return.)
public final class SceneContext {
    /// Where the scene uploads decoded images and releases them when done.
    public let textures: TextureStore
    /// Renders text runs to textures for the scene's labels and guidance.
    public let text: TextRenderer
    let renderer: Renderer
    /// The window (nil headless), for what needs it beyond drawing: display power.
    public let window: Window?
    let events: EventPump?
    /// The runner's input queue: a scene asks it whether a replay drives the run (and at
    /// which size it was recorded), and hands it a recording or a recorder it was built with.
    public let input: TickInput
    /// Set by a scene to end the run.
    public var quitRequested = false

    init(renderer: Renderer, window: Window?, events: EventPump?, input: TickInput) {
        self.input = input
        self.renderer = renderer
        self.textures = renderer.textures
        self.text = renderer.text
        self.window = window
        self.events = events
    }

    /// The drawable size in pixels.
    public var outputSize: Size { renderer.outputSize }
    /// The largest texture the renderer takes; photos are scaled below it before upload.
    public var maxTextureSize: Size { renderer.info.maxTextureSize }
    /// True on SDL's software renderer, where scaling a full-screen image costs more than a
    /// frame (the slideshow then pans Ken Burns on whole pixels instead of zooming).
    public var usesSoftwareRenderer: Bool { renderer.info.isSoftware }
    /// The display's refresh rate in Hz (nil headless or when unknown): what a frame must keep up with.
    public var displayRefreshRate: Int? { window?.refreshRate }
    /// True when there is no window (tests, renders, soak runs).
    public var isHeadless: Bool { window == nil }

    /// Switches a windowed run between fullscreen and a window; headless runs ignore it.
    public func toggleFullscreen() {
        guard let window else { return }
        window.setFullscreen(!window.isFullscreen)
    }

    /// Shows or hides the mouse cursor in a windowed run (the home menu shows it, a show it
    /// starts hides it when fullscreen); headless runs ignore it.
    public func showsCursor(_ visible: Bool) {
        window?.setCursorVisible(visible)
    }

    /// Rumbles connected controllers; returns false when there is nothing to rumble.
    @discardableResult
    public func rumble(low: Float, high: Float, seconds: Double) -> Bool {
        events?.rumble(low: low, high: high, milliseconds: UInt32(max(0, seconds) * 1000)) ?? false
    }
}
