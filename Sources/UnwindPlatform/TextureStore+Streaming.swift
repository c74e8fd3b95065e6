import CSDL2
import UnwindDraw

/// Streaming textures: one texture per playing clip, created once at the frame's size and
/// updated in place with each new picture's YUV planes, so a clip costs no texture churn and
/// no RGB conversion on the CPU where the renderer takes YUV (the GPU renderers do).
///
/// A renderer that takes no YUV (SDL's software renderer) gets an XRGB streaming texture,
/// the format of the frame it draws into, and each picture is converted straight into it
/// (`SDL_ConvertPixels`, the same conversion SDL would make). Left to SDL, an I420 texture
/// there is kept as ARGB, and drawing it converted every pixel to XRGB one at a time: 14 %
/// of a headless 1080p clip show's CPU (`perf record`), where an XRGB texture is copied row
/// by row (docs/performance.md, "Video clips, third pass").
extension TextureStore {
    /// Creates a streaming texture of `size` (even) showing `image`, and returns its id;
    /// released like any other texture. I420 where the renderer takes it, else XRGB.
    public func uploadStreaming(_ image: YUVImage) throws -> TextureID {
        guard image.width <= maxSize.width, image.height <= maxSize.height else {
            throw SDLError("a \(image.width)×\(image.height) video frame is larger than the renderer's textures")
        }
        let format = takesYUV ? SDL_PIXELFORMAT_IYUV : SDL_PIXELFORMAT_RGB888
        guard
            let texture = SDL_CreateTexture(
                renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(image.width), Int32(image.height))
        else {
            throw SDLError("creating a \(image.width)×\(image.height) streaming texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let size = Size(width: image.width, height: image.height)
        largestUploaded = Size(width: max(largestUploaded.width, size.width), height: max(largestUploaded.height, size.height))
        let id = TextureID(rawValue: nextID)
        nextID &+= 1
        entries[id.rawValue] = Entry(handle: texture, size: size)
        clipTextures.insert(id.rawValue)
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
        var format: UInt32 = 0
        SDL_QueryTexture(entry.handle, &format, nil, nil, nil)
        if format != SDL_PIXELFORMAT_IYUV.rawValue {
            try convert(image, into: entry.handle, rect: &rect, format: format)
            contentRevision &+= 1
            return
        }
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

    /// True when the renderer draws I420 textures itself (a GPU renderer converts on the GPU).
    var takesYUV: Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return false }
        let formats = withUnsafeBytes(of: info.texture_formats) { Array($0.bindMemory(to: UInt32.self).prefix(Int(info.num_texture_formats))) }
        return formats.contains(SDL_PIXELFORMAT_IYUV.rawValue)
    }

    /// Converts `image` into the `rect` of a streaming texture of another format, in place,
    /// 16 rows at a time: each band's planes are packed into one small I420 buffer (what
    /// `SDL_ConvertPixels` reads; it stays in the cache) and converted straight into the
    /// texture's locked pixels.
    private func convert(_ image: YUVImage, into texture: OpaquePointer, rect: inout SDL_Rect, format: UInt32) throws {
        let width = image.width, half = width / 2, band = 16
        if packedYUV.count != width * band * 3 / 2 { packedYUV = [UInt8](repeating: 0, count: width * band * 3 / 2) }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, &rect, &pixels, &pitch) == 0, let pixels else { throw SDLError("locking a streaming texture") }
        defer { SDL_UnlockTexture(texture) }
        var failed = false
        image.y.withUnsafeBufferPointer { yp in
            image.u.withUnsafeBufferPointer { up in
                image.v.withUnsafeBufferPointer { vp in
                    packedYUV.withUnsafeMutableBufferPointer { packed in
                        guard let y = yp.baseAddress, let u = up.baseAddress, let v = vp.baseAddress, let base = packed.baseAddress,
                            yp.count >= width * image.height, up.count >= half * image.height / 2, vp.count >= half * image.height / 2
                        else {
                            failed = true
                            return
                        }
                        var row = 0
                        while row < image.height, !failed {
                            let rows = min(band, image.height - row), luma = width * rows, chroma = half * rows / 2
                            base.update(from: y + row * width, count: luma)
                            (base + luma).update(from: u + row / 2 * half, count: chroma)
                            (base + luma + chroma).update(from: v + row / 2 * half, count: chroma)
                            let target = pixels + row * Int(pitch)
                            failed =
                                SDL_ConvertPixels(Int32(width), Int32(rows), SDL_PIXELFORMAT_IYUV.rawValue, base, Int32(width), format, target, pitch) != 0
                            row += rows
                        }
                    }
                }
            }
        }
        if failed { throw SDLError("converting a video frame for the renderer") }
    }
}
