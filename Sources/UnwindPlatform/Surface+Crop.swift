import CSDL2
import UnwindDraw

extension Surface {
    /// A copy of the top-left `size` pixels, in the same format.
    ///
    /// Why: some readers decode wider than the image (SDL_image pads ILBM rows to 16 pixels
    /// and returns the padding as pixels); cutting back to the size the header gave keeps
    /// the padding off the screen and the decoded image within its header's bound.
    public func cropped(to size: Size) throws -> Surface {
        guard size.width > 0, size.height > 0, size.width <= self.size.width, size.height <= self.size.height else {
            throw SDLError("cropping a \(self.size) surface to \(size)", reason: "the size is empty or larger than the surface")
        }
        let out = try Surface(size: size, fill: .clear, format: handle.pointee.format.pointee.format)
        var area = SDL_Rect(x: 0, y: 0, w: Int32(size.width), h: Int32(size.height))
        SDL_SetSurfaceBlendMode(handle, SDL_BLENDMODE_NONE)
        if SDL_UpperBlit(handle, &area, out.handle, nil) != 0 {
            throw SDLError("cropping a surface to \(size)")
        }
        return out
    }
}
