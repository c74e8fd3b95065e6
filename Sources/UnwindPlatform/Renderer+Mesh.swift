import CPixelKernels
import CSDL2
import UnwindDraw

/// Meshes on the software renderer, blended on the CPU by `MeshRaster`.
extension Renderer {
    /// Blends a mesh, untextured or textured with an opaque photo, straight into the software
    /// renderer's own pixels (the offscreen surface, or the window's surface) and returns
    /// true; false when this renderer cannot, and SDL_RenderGeometry must draw it: a GPU
    /// renderer, a frame drawn into a target texture (a turned panel), a surface in another
    /// format, a texture that is not an opaque streaming photo (text, a clip on a GPU), or
    /// `rasterizesMeshes` switched off.
    ///
    /// Why: SDL 2's software renderer makes a temporary surface for every blended triangle's
    /// bounding box and divides four times per pixel; the breathing trainer's screen-filling
    /// spiral and large discs took 8–9 of its 11 ms a frame at 1080p that way
    /// (docs/performance.md, "Breathing meshes on the CPU").
    func blendMeshOnCPU(_ vertices: [Vertex], indices: [Int32], texture: OpaquePointer? = nil) -> Bool {
        guard rasterizesMeshes, let surface = frameSurface() else { return false }
        // A textured mesh samples an opaque photo's pixels, which lock in place.
        var photo: unwind_pixels?
        if let texture {
            guard Self.isStretchable(texture), let pixels = stretchPixels(of: texture) else { return false }
            photo = pixels
        }
        // Locked for this mesh alone: it is drawn now, not with a batch of stretches.
        defer { if photo != nil { unlockStretchPixels() } }
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
        if let photo {
            MeshRaster.blend(
                vertices, indices: indices, texture: photo.pixels, width: Int(photo.width), height: Int(photo.height), pitch: Int(photo.pitch),
                into: canvas)
            cpuTexturedMeshes += 1
        } else {
            MeshRaster.blend(vertices, indices: indices, into: canvas)
        }
        return true
    }
}
