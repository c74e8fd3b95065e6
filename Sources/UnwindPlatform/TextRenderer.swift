import CSDL2
import Logging
import UnwindDraw

/// Turns text runs into textures with SDL2_ttf, caching both fonts (per pixel size) and
/// rendered lines, because guidance text and clocks repeat frame after frame.
public final class TextRenderer {
    struct Rendered {
        let handle: OpaquePointer
        let size: Size
    }

    private struct Key: Hashable {
        let string: String
        let size: Int32
        let color: Color
    }

    private let renderer: OpaquePointer
    private let fontPath: String?
    private var fonts: [Int32: OpaquePointer] = [:]
    private var cache: [Key: Rendered] = [:]
    private var order: [Key] = []
    private var warned = false
    /// The most rendered lines kept; the oldest go first.
    static let cacheLimit = 128

    init(renderer: OpaquePointer, fontPath: String?) {
        self.renderer = renderer
        self.fontPath = fontPath
    }

    /// Whether text can be drawn at all (a font was found and SDL_ttf started).
    public var isAvailable: Bool { fontPath != nil && TTF_WasInit() != 0 }

    /// Lines currently cached as textures.
    public var cachedCount: Int { cache.count }

    /// The width and height a run would take, or nil without a font.
    public func measure(_ string: String, size: Float) -> Size? {
        guard let font = font(size: Int32(size.rounded())) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(font, string, &w, &h) == 0 else { return nil }
        return Size(width: Int(w), height: Int(h))
    }

    func texture(for run: TextRun) -> Rendered? {
        guard !run.string.isEmpty else { return nil }
        let key = Key(string: run.string, size: Int32(run.size.rounded()), color: run.color)
        if let hit = cache[key] { return hit }
        guard let font = font(size: key.size) else { return nil }
        let color = SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a)
        guard let surface = TTF_RenderUTF8_Blended(font, run.string, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let rendered = Rendered(handle: texture, size: Size(width: Int(surface.pointee.w), height: Int(surface.pointee.h)))
        cache[key] = rendered
        order.append(key)
        if order.count > Self.cacheLimit {
            let oldest = order.removeFirst()
            if let gone = cache.removeValue(forKey: oldest) { SDL_DestroyTexture(gone.handle) }
        }
        return rendered
    }

    private func font(size: Int32) -> OpaquePointer? {
        if let font = fonts[size] { return font }
        guard let fontPath, TTF_WasInit() != 0, size > 0 else { return nil }
        guard let font = TTF_OpenFont(fontPath, size) else {
            if !warned {
                warned = true
                Logger(label: "unwind.text").warning("cannot open font \(fontPath): \(SDLError.lastError())")
            }
            return nil
        }
        fonts[size] = font
        return font
    }

    func releaseAll() {
        for rendered in cache.values { SDL_DestroyTexture(rendered.handle) }
        cache.removeAll()
        order.removeAll()
        // After TTF_Quit (the runtime can go before the renderer) the fonts are already freed.
        if TTF_WasInit() != 0 {
            for font in fonts.values { TTF_CloseFont(font) }
        }
        fonts.removeAll()
    }
}
