import CSDL2
import UnwindDraw

/// The evening tint on a software renderer: a copy of each photo texture with the tint
/// multiplied in, made once per texture and tint. SDL's software blitter has no fast path for
/// a colour-modulated copy: a 1080p photo drawn with `SDL_SetTextureColorMod` took longer than
/// the plain copy and the whole-frame MOD fill together, while a copy of a tinted texture is
/// the plain copy again, so a transition's frames cost what they cost without the tint.
extension TextureStore {
    /// A texture's tinted copy and the tint it holds.
    struct TintedCopy {
        let handle: OpaquePointer
        let tint: Color
    }

    /// Tinted copies alive (at most one per texture), for tests.
    public var tintedCopyCount: Int { tintedCopies.count }

    /// The copy of `id` with `tint` multiplied into its colours (alpha kept): made here on
    /// first use by drawing the texture with that colour modulation into a target of its
    /// size, the same rounding as drawing it modulated, and kept until the texture is released
    /// or another tint is asked for. Nil for a clip's texture (it changes every frame;
    /// it is drawn modulated instead) and where the renderer has no render targets. Changes
    /// the render target: call it before a frame is drawn.
    func tintedCopy(of id: TextureID, tint: Color) -> OpaquePointer? {
        guard let entry = entries[id.rawValue] else { return nil }
        if let copy = tintedCopies[id.rawValue] {
            if copy.tint == tint { return copy.handle }
            SDL_DestroyTexture(copy.handle)
            tintedCopies[id.rawValue] = nil
        }
        guard !clipTextures.contains(id.rawValue) else { return nil }
        var format: UInt32 = 0
        SDL_QueryTexture(entry.handle, &format, nil, nil, nil)
        let opaque = format == SDL_PIXELFORMAT_RGB888.rawValue
        guard
            let copy = SDL_CreateTexture(
                renderer, opaque ? SDL_PIXELFORMAT_RGB888.rawValue : SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(entry.size.width), Int32(entry.size.height))
        else { return nil }
        let previous = SDL_GetRenderTarget(renderer)
        defer { SDL_SetRenderTarget(renderer, previous) }
        guard SDL_SetRenderTarget(renderer, copy) == 0 else {
            SDL_DestroyTexture(copy)
            return nil
        }
        SDL_SetTextureColorMod(entry.handle, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(entry.handle, 255)
        SDL_SetTextureBlendMode(entry.handle, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, entry.handle, nil, nil)
        SDL_SetTextureColorMod(entry.handle, 255, 255, 255)
        SDL_SetTextureBlendMode(copy, SDL_BLENDMODE_BLEND)
        tintedCopies[id.rawValue] = TintedCopy(handle: copy, tint: tint)
        return copy
    }

    /// Frees the tinted copies of every texture but those in `kept` (raw texture ids).
    func releaseTintedCopies(except kept: Set<UInt32>) {
        for (id, copy) in tintedCopies where !kept.contains(id) {
            SDL_DestroyTexture(copy.handle)
            tintedCopies[id] = nil
        }
    }

    /// The tinted copy made for `id` and `tint`, if there is one.
    func existingTintedCopy(of id: TextureID, tint: Color) -> OpaquePointer? {
        guard let copy = tintedCopies[id.rawValue], copy.tint == tint else { return nil }
        return copy.handle
    }
}
