import CSDL2
import Foundation
import UnwindDraw

/// Writes RGBA pixels to PNG files with SDL_image, for frame exports and screenshots.
public enum PNGWriter {
    /// Writes `pixels` as an RGBA PNG (an RGB one when `opaque`: alpha is dropped) at `path`,
    /// replacing any file there; throws naming the path.
    ///
    /// The file appears whole or not at all: it is written under a hidden temporary name in
    /// the same folder and renamed over `path` (`unwind render --out DIR` stopped by SIGTERM
    /// used to leave every frame in flight truncated).
    public static func write(_ pixels: PixelBuffer, to path: String, opaque: Bool = false) throws {
        let surface = try Surface(pixels: pixels, opaque: opaque)
        let temporary = temporaryPath(for: path)
        if IMG_SavePNG(surface.handle, temporary) != 0 {
            unlink(temporary)
            throw SDLError("writing \(path)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SDLError("writing \(path)", reason: reason)
        }
    }

    /// `DIR/.NAME.tmp` for `DIR/NAME`: in the same folder, so the rename is atomic.
    public static func temporaryPath(for path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return ".\(path).tmp" }
        return String(path[...slash]) + "." + String(path[path.index(after: slash)...]) + ".tmp"
    }
}
