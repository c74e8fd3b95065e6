import CSDL2
import UnwindDraw

extension TextureStore {
    /// Uploads pixels a decode thread prepared in texture order (on the render thread) and
    /// returns the texture's id: XRGB8888 when opaque, ARGB8888 otherwise, the formats
    /// `Surface` keeps, so the software renderer blends them on the same fast paths.
    /// - Complexity: O(pixels): one copy, no conversion.
    public func upload(_ pixels: TexturePixels) throws -> TextureID {
        guard pixels.width <= maxSize.width, pixels.height <= maxSize.height else {
            // Larger than the GPU takes: shrunk, keeping its shape, like a surface.
            return try upload(Surface(pixels: pixels.pixelBuffer, opaque: pixels.opaque))
        }
        let format = pixels.opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888
        guard
            let texture = SDL_CreateTexture(
                renderer, format.rawValue, Int32(access(for: format.rawValue).rawValue), Int32(pixels.width), Int32(pixels.height))
        else {
            throw SDLError("uploading a \(pixels.size) texture")
        }
        let copied = pixels.bytes.withUnsafeBytes { raw in SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(pixels.width * 4)) }
        guard copied == 0 else {
            let error = SDLError("uploading a \(pixels.size) texture")
            SDL_DestroyTexture(texture)
            throw error
        }
        largestUploaded = Size(width: max(largestUploaded.width, pixels.width), height: max(largestUploaded.height, pixels.height))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let id = TextureID(rawValue: nextID)
        nextID &+= 1
        entries[id.rawValue] = Entry(handle: texture, size: pixels.size)
        return id
    }
}
