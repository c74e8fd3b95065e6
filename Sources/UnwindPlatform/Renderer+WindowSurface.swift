import CSDL2
import Foundation
import Logging

/// Where a software renderer's window pixels go: straight to the X server, not through OpenGL,
/// and without waiting for the server to copy them.
extension Renderer {
    /// Asks SDL to present a software renderer's frames through X11's own shared-memory
    /// image (MIT-SHM) rather than its "texture framebuffer", which on X11 uploads each
    /// whole frame to an OpenGL renderer and draws it again: on a machine without a GPU,
    /// the very machine that needs the software renderer, that is Mesa's llvmpipe redrawing
    /// every 1080p frame on the CPU. Under Xvfb a windowed 1080p show's median frame went
    /// from 131 to 24–30 ms with it (docs/performance.md, "The software renderer's window").
    ///
    /// Only on X11, the driver with a native framebuffer; Wayland and KMSDRM have none and
    /// keep SDL's choice. A user's `SDL_FRAMEBUFFER_ACCELERATION` in the environment still
    /// wins, since SDL lets the environment override a hint set this way.
    static func preferNativeWindowSurface() {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return }
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }

    /// The environment variable that sends a software window's frames through SDL's own
    /// present (`UNWIND_WINDOW_PRESENT=sdl`), to compare the two in one build.
    static let windowPresentVariable = "UNWIND_WINDOW_PRESENT"

    /// Sets up `windowImage` for a software renderer on X11, logging which present is used.
    func openWindowImage(_ window: Window) {
        let logger = Logger(label: "unwind.renderer")
        if ProcessInfo.processInfo.environment[Self.windowPresentVariable] == "sdl" {
            logger.info("window present: SDL's (\(Self.windowPresentVariable)=sdl)")
            return
        }
        switch X11WindowImage.open(for: window.handle) {
        case .success(let image):
            windowImage = image
            let kind = image.sharesSurface ? "SDL's window surface itself" : "a copy of what changed"
            logger.info("window present: X11 shared-memory image on \(image.displayName) (\(kind)), not waited for")
        case .failure(let reason):
            logger.info("window present: SDL's (\(reason))")
        }
    }

    /// True when the render target keeps its pixels from one frame to the next, so a frame
    /// may leave alone what it would write again (`RetainedPixels`): an offscreen surface, or
    /// a window surface that only the renderer writes because `windowImage` presents it, while
    /// it still has the image's size (after a resize SDL makes a new surface with unknown pixels).
    var keepsTargetPixels: Bool {
        isOffscreen || windowImage?.matchingSurface != nil
    }

    /// Forgets what the window shows, so the next frame is drawn and presented whole: the
    /// runner calls it on every window event (an exposed window lost its pixels in the server).
    public func forgetWindowPixels() {
        guard !isOffscreen else { return }
        retained = nil
    }

    /// Presents a software renderer's window frame through `windowImage`: the renderer's
    /// drawing finished into SDL's window surface, then the part it wrote (all of it unless
    /// it kept pixels, `keepsTargetPixels`) copied and put without waiting. False when there
    /// is no image, so the caller presents through SDL. After a resize the image is made
    /// again at the surface's new size; if that fails, SDL presents from then on.
    func presentThroughWindowImage() -> Bool {
        guard let image = windowImage else { return false }
        SDL_RenderFlush(handle)
        guard let surface = image.matchingSurface else {
            windowImage = nil
            retained = nil
            guard case .success(let fresh) = X11WindowImage.open(for: image.sdlWindow), let surface = fresh.matchingSurface else { return false }
            windowImage = fresh
            fresh.put(surface, rect: fresh.size.rect)
            return true
        }
        // Without kept pixels (a turned panel, the first frame, after a window event) the
        // whole frame was drawn again.
        let changed = retained == nil ? image.size.rect : image.written
        if let changed { image.put(surface, rect: changed) }
        return true
    }
}
