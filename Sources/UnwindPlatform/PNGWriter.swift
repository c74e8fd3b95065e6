import CSDL2
import UnwindDraw

/// Writes RGBA pixels to PNG files with SDL_image, for frame exports and screenshots.
public enum PNGWriter {
    /// Writes `pixels` as an RGBA PNG at `path`, replacing any file there; throws naming the path.
    public static func write(_ pixels: PixelBuffer, to path: String) throws {
        let surface = try Surface(pixels: pixels)
        if IMG_SavePNG(surface.handle, path) != 0 {
            throw SDLError("writing \(path)")
        }
    }
}
