import CPixelKernels
import CSDL2
import Foundation
import Logging
import UnwindDraw

/// Draws draw lists with SDL_Renderer, into a window or into an offscreen surface.
///
/// Windowed runs prefer an accelerated renderer with vsync (OpenGL or GLES on real devices),
/// so presenting paces the loop without busy-waiting, and fall back to software. Headless
/// runs always use the software renderer on an offscreen surface, which is what tests and
/// benchmarks read back.
public final class Renderer {
    /// Which kind of renderer SDL gave us.
    public struct Info: Sendable, Equatable, CustomStringConvertible {
        /// SDL's name for the driver ("opengl", "opengles2", "software"), for logs and reports.
        public let name: String
        /// Whether drawing happens on the CPU, where scenes choose cheaper effects.
        public let isSoftware: Bool
        /// Whether presenting waits for the display; without it the runner paces frames by sleeping.
        public let hasVSync: Bool
        /// The largest texture the driver accepts (or a lower limit set with `limitTextures`);
        /// photos are scaled below it before upload.
        public internal(set) var maxTextureSize: Size
        /// One log line: name, software or not, vsync, texture limit.
        public var description: String {
            "\(name)\(isSoftware ? " (software)" : "")\(hasVSync ? ", vsync" : ""), max texture \(maxTextureSize)"
        }
    }

    let handle: OpaquePointer
    /// The offscreen target in headless mode; `nil` when drawing to a window.
    let offscreen: Surface?
    /// Keeps the window alive at least as long as its renderer.
    let window: Window?
    /// The textures this renderer owns; freed with it.
    public let textures: TextureStore
    /// Text drawn to textures of this renderer, cached per font size and line.
    public let text: TextRenderer
    /// What SDL gave us, read once at creation (the texture limit may be lowered since).
    public private(set) var info: Info
    private let logger = Logger(label: "unwind.renderer")

    /// A renderer for a window: accelerated with vsync when possible, software otherwise.
    public init(window: Window, forceSoftware: Bool = false, fontPath: String? = nil) throws {
        var created: OpaquePointer?
        var failures = ""
        if !forceSoftware {
            let choice = Renderer.createAccelerated(
                on: window.handle, flags: SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue, logger: logger)
            created = choice.renderer
            failures = choice.failureSummary
            if created == nil {
                logger.warning("no accelerated renderer (\(failures.isEmpty ? "SDL has none" : failures)); using software")
            }
        }
        if created == nil {
            Renderer.preferNativeWindowSurface()
            created = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer = created else {
            let reason = SDLError.lastError() + (failures.isEmpty ? "" : " (before it: \(failures))")
            throw SDLError("creating a renderer", reason: reason, hint: "try --software-renderer, or --headless")
        }
        self.handle = renderer
        self.window = window
        self.offscreen = nil
        self.textures = TextureStore(renderer: renderer)
        self.text = TextRenderer(renderer: renderer, fontPath: fontPath)
        self.info = Renderer.readInfo(renderer)
        textures.maxSize = info.maxTextureSize
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        logger.info("renderer: \(info)")
        if info.isSoftware { openWindowImage(window) }
    }

    /// A software renderer drawing into an offscreen surface of `size`: no window, no display.
    public init(offscreen size: Size, fontPath: String? = nil) throws {
        guard size.width > 0, size.height > 0, size.width <= 16384, size.height <= 16384 else {
            throw SDLError("creating a \(size) offscreen target", reason: "sizes run from 1x1 to 16384x16384")
        }
        // Opaque (XRGB8888), the format photos and tiles are uploaded in: an opaque copy is
        // then a plain memcpy (SDL_BlitCopy) instead of a per-pixel loop setting alpha, which
        // took a quarter of a blocks render at 1080p (issue 22). Blending never reads the
        // target's alpha, so every frame's colours are the same as on an ARGB target.
        let target = try Surface(size: size, fill: .black, opaque: true)
        guard let renderer = SDL_CreateSoftwareRenderer(target.handle) else {
            throw SDLError("creating the software renderer")
        }
        self.handle = renderer
        self.window = nil
        self.offscreen = target
        self.textures = TextureStore(renderer: renderer)
        self.text = TextRenderer(renderer: renderer, fontPath: fontPath)
        self.info = Renderer.readInfo(renderer)
        textures.maxSize = info.maxTextureSize
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        logger.info("renderer: \(info), offscreen \(size)")
    }

    /// Lowers the largest texture this renderer accepts, as a board's GPU would (2048 on a
    /// Pi 3's VC4, 4096 on a Pi 4's V3D), so tests check on any machine that nothing larger
    /// is ever uploaded.
    public func limitTextures(to limit: Size) {
        info.maxTextureSize = Size(width: max(1, min(limit.width, info.maxTextureSize.width)), height: max(1, min(limit.height, info.maxTextureSize.height)))
        textures.maxSize = info.maxTextureSize
    }

    /// How the panel is mounted: frames are drawn at `outputSize` (width and height traded
    /// for a quarter turn) into a target texture, then turned onto the screen (`--rotate`).
    public var rotation: PanelRotation = .none {
        didSet { if rotation != oldValue { releaseRotationTarget() } }
    }
    /// A software renderer turns frames with its own copy loop (`turnOnCPU`) rather than
    /// SDL_RenderCopyEx, which is ~9× slower there; tests switch it off to check the SDL
    /// path that GPU renderers take.
    public var turnsFramesOnCPU = true
    /// A software renderer skips the pixels later opaque copies overwrite (`DrawList.occluded`):
    /// the same frame with less memory traffic. Tests switch it off to compare the two.
    public var skipsHiddenPixels = true
    /// An offscreen software target leaves pixels alone that already hold what the frame
    /// would write there (`RetainedPixels`). Tests switch it off to compare the two.
    public var keepsPixels = true
    /// A software renderer blends untextured meshes itself (`MeshRaster`) instead of through
    /// SDL's triangle path, several times slower. Tests switch it off to compare the two.
    public var rasterizesMeshes = true
    /// Textured meshes (a radial transition's rim) blended on the CPU so far, for tests.
    public internal(set) var cpuTexturedMeshes = 0
    /// A whole-frame `multiply` (the evening tint) is folded into the colours of what it
    /// covers (`DrawList.foldingTint`): the same pixels, within SDL's rounding, with no second
    /// pass over the frame. Tests switch it off to compare the two.
    public var foldsTint = true
    /// A software renderer draws scaled quads of opaque photos with its own bilinear stretch
    /// and blend in one pass (`Renderer+Stretch`), not SDL's, which makes and frees a frame-sized
    /// surface for every translucent one. Tests and benchmarks switch it off to compare the two.
    public var stretchesOnCPU = true
    /// An opaque scaled photo under a translucent one over the same pixels is drawn in one
    /// pass (`crossfadeOnCPU`); tests switch it off to compare with the two passes.
    var pairsCrossfades = true
    /// Crossfades drawn in one pass by `crossfadeOnCPU` so far (each also counts two quads in
    /// `cpuStretchedQuads`), for tests.
    var cpuCrossfades = 0
    /// Scaled quads drawn by `stretchOnCPU` so far, for tests.
    var cpuStretchedQuads = 0
    /// Pixels written by `stretchOnCPU` so far, for tests: what hidden work skipped shows in.
    var cpuStretchedPixels = 0
    /// How many bands of rows a batch of stretched photos is drawn in at once
    /// (`Renderer+StretchBands`): one per core, up to four. Any number draws the same bytes;
    /// tests and benchmarks set 1 to compare.
    public var stretchBands = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// Stretch jobs of this frame not drawn yet, and the pixels they may write.
    var stretchJobs: [StretchJob] = []
    var stretchBatchPixels = 0
    /// Textures locked for the jobs waiting in `stretchJobs`.
    var stretchLocks: [(texture: OpaquePointer, pixels: unwind_pixels)] = []
    /// Batches drawn in bands on several threads so far, for tests.
    var stretchBandedBatches = 0
    /// Opaque tiles of one photo side by side are stretched as one run (`StretchJob.joining`);
    /// tests switch it off to compare.
    var joinsStretches = true
    /// Stretch jobs joined to the one before them so far, for tests.
    var stretchJoinedJobs = 0
    /// What the offscreen target holds from the last frame; nil when unknown.
    var retained: RetainedPixels?
    /// True for a renderer drawing into its own offscreen surface.
    var isOffscreen: Bool { offscreen != nil }
    /// The surface the frame is being drawn into, when Unwind may write it directly (the
    /// mesh and stretch loops): the offscreen target, or a software window's surface of the
    /// panel's size; nil while a render target (a rotated frame's) is set.
    func frameSurface() -> UnsafeMutablePointer<SDL_Surface>? {
        guard info.isSoftware, SDL_GetRenderTarget(handle) == nil else { return nil }
        if let offscreen { return offscreen.handle }
        guard let window, let surface = SDL_GetWindowSurface(window.handle) else { return nil }
        let size = panelSize
        return Int(surface.pointee.w) == size.width && Int(surface.pointee.h) == size.height ? surface : nil
    }
    /// What a direct write into `surface` must stay inside: SDL's clip rectangle while one is
    /// set, else the whole surface.
    func writableRect(of surface: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect {
        var clip = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        if SDL_RenderIsClipEnabled(handle) == SDL_TRUE { SDL_RenderGetClipRect(handle, &clip) }
        return clip
    }
    /// The texture a rotated frame is drawn into before it is turned; made at first use.
    var rotationTarget: (texture: OpaquePointer, size: Size)?
    /// The software renderer turns frames itself: the drawn frame read back here, then
    /// written turned into `rotationStream` (a streaming texture of the panel's size).
    var rotationPixels: [UInt32] = []
    var rotationStream: (texture: OpaquePointer, size: Size)?
    /// A window's frame read back for `withFrameBytes`, kept between frames.
    var frameBytes: [UInt32] = []
    /// How a software renderer's window frames reach an X server without waiting for it
    /// (`Renderer+WindowSurface`); nil: through SDL's present.
    var windowImage: X11WindowImage?

    /// The size the UI is laid out at, in pixels: the panel's, turned by `rotation`.
    public var outputSize: Size { rotation.logicalSize(panelSize) }

    /// The size of the screen or offscreen surface itself, in pixels; what a capture holds.
    public var panelSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        let size = Size(width: Int(w), height: Int(h))
        // While a turned frame is drawn, SDL reports its target's size: the layout's, which
        // turned back is the panel's.
        return SDL_GetRenderTarget(handle) == nil ? size : rotation.logicalSize(size)
    }

    func releaseRotationTarget() {
        if let target = rotationTarget { SDL_DestroyTexture(target.texture) }
        if let stream = rotationStream { SDL_DestroyTexture(stream.texture) }
        rotationTarget = nil
        rotationStream = nil
        rotationPixels = []
    }

    /// Frames presented so far; lets tests check that captures happen before presenting.
    public private(set) var presentedFrames = 0

    /// Shows the frame: waits for vsync on a window, does nothing offscreen.
    public func present() {
        if !presentThroughWindowImage() { SDL_RenderPresent(handle) }
        presentedFrames += 1
    }

    /// Reads the last drawn frame back as RGBA pixels.
    public func readPixels() throws -> PixelBuffer {
        var buffer = PixelBuffer(width: 0, height: 0, bytes: [])
        try readPixels(into: &buffer)
        return buffer
    }

    /// Reads the last drawn frame into `buffer`, reusing its memory when the size is the
    /// same: runs that read every frame (`unwind render`, replays) then allocate nothing per
    /// frame. A fresh 8 MB buffer a frame at 1080p cost a tenth of a render in the kernel
    /// zeroing new pages (issue 22).
    public func readPixels(into buffer: inout PixelBuffer) throws {
        let size = panelSize
        if buffer.width != size.width || buffer.height != size.height {
            buffer = PixelBuffer(width: size.width, height: size.height, bytes: [UInt8](repeating: 0, count: size.width * size.height * 4))
        }
        let status = buffer.bytes.withUnsafeMutableBytes { out in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, out.baseAddress, Int32(size.width * 4))
        }
        if status != 0 { throw SDLError("reading back the frame") }
    }

    /// Hands `body` the last drawn frame's bytes: offscreen, where they lie in the target
    /// surface (XRGB8888, no conversion and no copy); in a window, read back as XRGB8888 into
    /// a buffer reused between calls. For per-frame fingerprints: a replay hashed a 1280×720
    /// frame after converting it to RGBA into a second buffer, three passes over the frame
    /// where one does (issue 22).
    public func withFrameBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        SDL_RenderFlush(handle)
        if let surface = offscreen?.handle, surface.pointee.pitch == surface.pointee.w * 4, let pixels = surface.pointee.pixels {
            return try body(UnsafeRawBufferPointer(start: pixels, count: Int(surface.pointee.pitch) * Int(surface.pointee.h)))
        }
        let size = panelSize
        let count = size.width * size.height
        if frameBytes.count != count { frameBytes = [UInt32](repeating: 0, count: count) }
        let status = frameBytes.withUnsafeMutableBytes { out in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_RGB888.rawValue, out.baseAddress, Int32(size.width * 4))
        }
        if status != 0 { throw SDLError("reading back the frame") }
        return try frameBytes.withUnsafeBytes(body)
    }

    /// Writes the last drawn frame to a PNG file.
    public func savePNG(to path: String) throws {
        if let offscreen {
            if IMG_SavePNG(offscreen.handle, path) != 0 { throw SDLError("writing \(path)") }
            return
        }
        try PNGWriter.write(readPixels(), to: path)
    }

    static func readInfo(_ renderer: OpaquePointer) -> Info {
        var raw = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &raw)
        let name = raw.name.map { String(cString: $0) } ?? "unknown"
        let flags = raw.flags
        let software = flags & SDL_RENDERER_SOFTWARE.rawValue != 0 || name == "software"
        var maxSize = Size(width: Int(raw.max_texture_width), height: Int(raw.max_texture_height))
        // The software renderer reports 0: it is bounded by memory only; 16384 keeps surfaces sane.
        if maxSize.width == 0 || maxSize.height == 0 { maxSize = Size(width: 16384, height: 16384) }
        return Info(name: name, isSoftware: software, hasVSync: flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0, maxTextureSize: maxSize)
    }

    deinit {
        // The runtime can go first: SDL_Quit has then destroyed the window's renderer with its
        // textures, and destroying them again reads freed memory (under Wayland, with EGL,
        // that crashed the show on SIGTERM). A window-less renderer is left to the exit.
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return }
        releaseRotationTarget()
        text.releaseAll()
        textures.releaseAll()
        SDL_DestroyRenderer(handle)
    }
}
