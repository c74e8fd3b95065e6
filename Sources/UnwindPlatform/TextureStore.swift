import CSDL2
import UnwindDraw

/// The textures of one renderer: each image is uploaded once and then sampled by id and
/// source rectangle, so a 1,000-tile transition costs one upload, not 1,000.
///
/// Lifetimes are explicit: whoever uploads releases, and `liveCount` lets tests and reports
/// prove that a long slideshow does not leak textures.
public final class TextureStore {
    struct Entry {
        let handle: OpaquePointer
        let size: Size
    }

    let renderer: OpaquePointer
    var entries: [UInt32: Entry] = [:]
    var nextID: UInt32 = 1
    /// Counts changes made to textures in place (a clip's next frame into its streaming
    /// texture). A draw list names textures by id, so an equal list can still show new
    /// pixels; the runner compares this too before it skips an unchanged frame.
    public internal(set) var contentRevision: UInt64 = 0
    /// The largest texture the renderer takes; a larger surface is shrunk (keeping its
    /// shape) before upload rather than handed to a driver that would fail or crash on it.
    var maxSize = Size(width: 16384, height: 16384)
    /// The widest and the tallest texture uploaded so far, for tests and reports.
    public internal(set) var largestUploaded = Size(width: 0, height: 0)
    /// Copies of textures with the evening tint multiplied in, by texture id (`tintedCopy`).
    var tintedCopies: [UInt32: TintedCopy] = [:]
    /// A clip's picture as one I420 buffer, reused from frame to frame, for a renderer that
    /// takes no YUV (`TextureStore+Streaming`).
    var packedYUV: [UInt8] = []

    /// On the software renderer opaque images become streaming textures, whose pixels lock
    /// in place, so `Renderer.stretchOnCPU` can read them; elsewhere they stay static.
    let streamsOpaque: Bool
    /// The clips' textures (`uploadStreaming`), changed in place every frame; a photo's
    /// streaming texture on the software renderer never changes after its upload.
    var clipTextures: Set<UInt32> = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        self.streamsOpaque = Renderer.readInfo(renderer).isSoftware
    }

    /// The access an image of `format` is uploaded with (see `streamsOpaque`).
    func access(for format: UInt32) -> SDL_TextureAccess {
        streamsOpaque && format == SDL_PIXELFORMAT_RGB888.rawValue ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC
    }

    /// Textures currently alive.
    public var liveCount: Int { entries.count }

    /// Uploads a surface (on the render thread) and returns its id.
    /// - Complexity: O(pixels) for the copy to the GPU or software texture.
    public func upload(_ surface: Surface) throws -> TextureID {
        let fitting = try surface.fitting(within: maxSize)
        guard let texture = createTexture(from: fitting) else {
            throw SDLError("uploading a \(fitting.size) texture")
        }
        largestUploaded = Size(width: max(largestUploaded.width, fitting.size.width), height: max(largestUploaded.height, fitting.size.height))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let id = TextureID(rawValue: nextID)
        nextID &+= 1
        entries[id.rawValue] = Entry(handle: texture, size: fitting.size)
        return id
    }

    /// SDL's texture of a surface; an opaque one on the software renderer as a streaming
    /// texture of the same format and pixels (`streamsOpaque`).
    private func createTexture(from surface: Surface) -> OpaquePointer? {
        let format = surface.handle.pointee.format.pointee.format
        guard access(for: format) == SDL_TEXTUREACCESS_STREAMING else { return SDL_CreateTextureFromSurface(renderer, surface.handle) }
        let w = surface.handle.pointee.w, h = surface.handle.pointee.h
        guard let texture = SDL_CreateTexture(renderer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h) else { return nil }
        guard SDL_UpdateTexture(texture, nil, surface.handle.pointee.pixels, surface.handle.pointee.pitch) == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        return texture
    }

    /// True when a live texture is a streaming one (its pixels lock in place on the software renderer).
    func isStreaming(_ id: TextureID) -> Bool {
        guard let texture = handle(for: id) else { return false }
        var access: Int32 = 0
        SDL_QueryTexture(texture, nil, &access, nil, nil)
        return access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
    }

    /// Uploads RGBA pixels.
    public func upload(_ pixels: PixelBuffer) throws -> TextureID {
        try upload(Surface(pixels: pixels))
    }

    /// Frees a texture; releasing an unknown or already released id does nothing.
    public func release(_ id: TextureID) {
        guard let entry = entries.removeValue(forKey: id.rawValue) else { return }
        clipTextures.remove(id.rawValue)
        SDL_DestroyTexture(entry.handle)
        if let copy = tintedCopies.removeValue(forKey: id.rawValue) { SDL_DestroyTexture(copy.handle) }
    }

    /// The pixel size of a live texture.
    /// Written with `guard let`, not `entries[id]?.size`: Swift 6.3.1 debug builds miscompile
    /// optional chaining into a struct whose first field is a non-optional `OpaquePointer`
    /// and return garbage instead of nil (see docs/architecture.md).
    public func size(of id: TextureID) -> Size? {
        guard let entry = entries[id.rawValue] else { return nil }
        return entry.size
    }

    func handle(for id: TextureID) -> OpaquePointer? {
        guard let entry = entries[id.rawValue] else { return nil }
        return entry.handle
    }

    /// Frees every texture; the renderer calls this before it goes.
    func releaseAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.handle) }
        entries.removeAll()
        clipTextures.removeAll()
        for copy in tintedCopies.values { SDL_DestroyTexture(copy.handle) }
        tintedCopies.removeAll()
    }
}
