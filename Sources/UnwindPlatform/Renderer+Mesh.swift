import CSDL2
import UnwindDraw

/// Untextured meshes on the software renderer, blended on the CPU by `MeshRaster`.
extension Renderer {
    /// Blends an untextured mesh straight into the software renderer's own pixels (the
    /// offscreen surface, or the window's surface) and returns true; false when this
    /// renderer cannot, and SDL_RenderGeometry must draw it: a GPU renderer, a frame drawn
    /// into a target texture (a turned panel), a surface in another format, or
    /// `rasterizesMeshes` switched off.
    ///
    /// Why: SDL 2's software renderer makes a temporary surface for every blended triangle's
    /// bounding box and divides four times per pixel; the breathing trainer's screen-filling
    /// spiral and large discs took 8–9 of its 11 ms a frame at 1080p that way
    /// (docs/performance.md, "Breathing meshes on the CPU").
    func blendMeshOnCPU(_ vertices: [Vertex], indices: [Int32]) -> Bool {
        guard rasterizesMeshes, let surface = frameSurface() else { return false }
        // What SDL has queued lands first, so the mesh goes over it in order.
        SDL_RenderFlush(handle)
        let format = surface.pointee.format.pointee.format
        guard format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            surface.pointee.format.pointee.BytesPerPixel == 4
        else { return false }
        let locks = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if locks, SDL_LockSurface(surface) != 0 { return false }
        defer { if locks { SDL_UnlockSurface(surface) } }
        guard let pixels = surface.pointee.pixels else { return false }
        var canvas = PixelCanvas(
            base: pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h), pitch: Int(surface.pointee.pitch),
            hasAlpha: format == SDL_PIXELFORMAT_ARGB8888.rawValue)
        let clip = writableRect(of: surface)
        canvas.clip = (Int(clip.x), Int(clip.y), Int(clip.w), Int(clip.h))
        MeshRaster.blend(vertices, indices: indices, into: canvas)
        return true
    }
}
