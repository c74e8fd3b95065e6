import CSDL2
import UnwindDraw

extension Renderer {
    /// The software renderer's quarter turn: SDL_RenderCopyEx makes a rotated copy, a mask
    /// and three blits per frame (64 ms a 1080p frame here, against 7 ms for the whole
    /// unturned frame), so the frame is read back and written turned, in cache-sized tiles,
    /// straight into a streaming texture that is then copied plainly. False when a step
    /// fails, and the frame goes the SDL way.
    func turnOnCPU() -> Bool {
        let layout = outputSize, panel = panelSize
        guard layout.width > 0, layout.height > 0 else { return false }
        if rotationPixels.count != layout.width * layout.height { rotationPixels = [UInt32](repeating: 0, count: layout.width * layout.height) }
        let read = rotationPixels.withUnsafeMutableBytes { out in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_RGB888.rawValue, out.baseAddress, Int32(layout.width * 4))
        }
        SDL_SetRenderTarget(handle, nil)
        guard read == 0, panelSize == panel, let stream = panelStream(panel) else { return false }
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(stream, nil, &raw, &pitch) == 0, let raw else { return false }
        let rowPixels = Int(pitch) / 4
        rotationPixels.withUnsafeBufferPointer { source in
            guard let source = source.baseAddress else { return }
            Self.turn(source, layout: layout, into: raw.assumingMemoryBound(to: UInt32.self), rowPixels: rowPixels, rotation: rotation)
        }
        SDL_UnlockTexture(stream)
        SDL_SetTextureBlendMode(stream, SDL_BLENDMODE_NONE)
        SDL_SetTextureAlphaMod(stream, 255)
        SDL_RenderCopy(handle, stream, nil, nil)
        return true
    }

    private func panelStream(_ panel: Size) -> OpaquePointer? {
        if let stream = rotationStream, stream.size == panel { return stream.texture }
        if let stream = rotationStream { SDL_DestroyTexture(stream.texture) }
        rotationStream = nil
        guard
            let texture = SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(panel.width), Int32(panel.height))
        else { return nil }
        rotationStream = (texture, panel)
        return texture
    }

    /// Writes `source` (the layout, row after row) turned clockwise by `rotation` into
    /// `destination` (the panel, `rowPixels` apart). Quarter turns go in 64×64 tiles, so the
    /// column-wise side of the copy stays in the cache.
    static func turn(
        _ source: UnsafePointer<UInt32>, layout: Size, into destination: UnsafeMutablePointer<UInt32>, rowPixels: Int, rotation: PanelRotation
    ) {
        let w = layout.width, h = layout.height
        switch rotation {
        case .none:
            for y in 0..<h { (destination + y * rowPixels).update(from: source + y * w, count: w) }
        case .half:
            for y in 0..<h {
                let from = source + (h - 1 - y) * w, to = destination + y * rowPixels
                for x in 0..<w { to[x] = from[w - 1 - x] }
            }
        case .quarter, .threeQuarters:
            // The panel is h wide and w tall. A quarter turn puts layout (x, y) at panel
            // (h - 1 - y, x); three quarters at (y, w - 1 - x).
            let tile = 64
            for tileY in stride(from: 0, to: w, by: tile) {
                for tileX in stride(from: 0, to: h, by: tile) {
                    for py in tileY..<min(tileY + tile, w) {
                        let to = destination + py * rowPixels
                        if rotation == .quarter {
                            for px in tileX..<min(tileX + tile, h) { to[px] = source[(h - 1 - px) * w + py] }
                        } else {
                            for px in tileX..<min(tileX + tile, h) { to[px] = source[px * w + (w - 1 - py)] }
                        }
                    }
                }
            }
        }
    }
}
