import CSDL2
import UnwindDraw

/// Streaming textures: one texture per playing clip, created once at the frame's size and
/// updated in place with each new picture's YUV planes, so a clip costs no texture churn and
/// no RGB conversion on the CPU where the renderer takes YUV (the GPU renderers do; SDL's
/// software renderer converts into its own copy as part of the update).
extension TextureStore {
    /// Creates a streaming I420 texture of `size` (even) showing `image`, and returns its id;
    /// released like any other texture.
    public func uploadStreaming(_ image: YUVImage) throws -> TextureID {
        guard image.width <= maxSize.width, image.height <= maxSize.height else {
            throw SDLError("a \(image.width)×\(image.height) video frame is larger than the renderer's textures")
        }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_IYUV.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(image.width), Int32(image.height))
        else {
            throw SDLError("creating a \(image.width)×\(image.height) streaming texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let size = Size(width: image.width, height: image.height)
        largestUploaded = Size(width: max(largestUploaded.width, size.width), height: max(largestUploaded.height, size.height))
        let id = TextureID(rawValue: nextID)
        nextID &+= 1
        entries[id.rawValue] = Entry(handle: texture, size: size)
        try update(id, with: image)
        return id
    }

    /// Writes `image` into a streaming texture with its top-left corner at `origin` (even; the
    /// texture's whole area by default): a clip's frame on an unchanging backdrop sends only
    /// the picture's rectangle. Counts as a change of content.
    public func update(_ id: TextureID, with image: YUVImage, at origin: (x: Int, y: Int) = (0, 0)) throws {
        guard let entry = entries[id.rawValue] else { return }
        let x = origin.x & ~1, y = origin.y & ~1
        guard x >= 0, y >= 0, x + image.width <= entry.size.width, y + image.height <= entry.size.height else {
            throw SDLError("a \(image.width)×\(image.height) frame at (\(x), \(y)) does not fit a \(entry.size.width)×\(entry.size.height) texture")
        }
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(image.width), h: Int32(image.height))
        let half = image.width / 2
        let status = image.y.withUnsafeBufferPointer { yp in
            image.u.withUnsafeBufferPointer { up in
                image.v.withUnsafeBufferPointer { vp -> Int32 in
                    guard let yb = yp.baseAddress, let ub = up.baseAddress, let vb = vp.baseAddress else { return -1 }
                    return SDL_UpdateYUVTexture(entry.handle, &rect, yb, Int32(image.width), ub, Int32(half), vb, Int32(half))
                }
            }
        }
        guard status == 0 else { throw SDLError("updating a streaming texture") }
        contentRevision &+= 1
    }
}
