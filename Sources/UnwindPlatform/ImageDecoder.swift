import CSDL2
import UnwindDraw

/// Decodes image files with SDL_image into surfaces in the renderer's format.
///
/// Safe to call from a background thread: it touches only the file and CPU-side surfaces,
/// never the renderer, so decoding a large photo never stalls a frame.
public enum ImageDecoder {
    /// Why a file could not become an image; the message names the file.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The file as people read it (lossy when its bytes are not UTF-8).
        public let path: String
        /// SDL's or the decoder's explanation, one line.
        public let reason: String
        /// `path: reason`, the line the show logs when it skips a photo.
        public var description: String { "\(path): \(reason)" }

        /// A failure for `path` (as people read it) with a one-line reason.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Decodes a file. The file is opened read-only.
    public static func decode(path: String) throws -> Surface {
        try decode(cPath: path, named: path)
    }

    /// Decodes a file named by a C string (raw bytes, which need not be UTF-8); `name` is
    /// how errors print it. The file is opened read-only.
    public static func decode(cPath: UnsafePointer<CChar>, named path: String) throws -> Surface {
        guard let rw = SDL_RWFromFile(cPath, "rb") else {
            throw Failure(path: path, reason: SDLError.lastError())
        }
        guard let loaded = IMG_Load_RW(rw, 1) else {
            throw Failure(path: path, reason: SDLError.lastError())
        }
        return try convert(loaded, path: path)
    }
}
