import CSDL2

/// Where a software renderer's window pixels go: straight to the X server, not through OpenGL.
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
}
