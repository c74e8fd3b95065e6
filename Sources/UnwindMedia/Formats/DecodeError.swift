/// Why a photo could not be prepared for the screen: the one typed failure from the part that
/// failed to the log. The header reader, a limit, a codec, the composer or the upload throws
/// it once, in its own words; the show carries it unchanged (a slide's failure, the failure
/// book) and turns it into text once, in the line that is logged and reported.
public struct DecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which step failed: a damaged header and a refused size are skipped alike, but a
    /// failed upload is said to be one.
    public enum Stage: String, Sendable, Equatable {
        /// Reading the header: not an image, damaged, a decompression bomb.
        case header
        /// A limit refused it before decoding: megapixels, memory.
        case limits
        /// The codec failed on the pixels.
        case decode
        /// A clip (or a Live or Motion Photo's motion) could not be opened or decoded.
        case clip
        /// Turning, scaling or blurring the decoded pixels failed.
        case compose
        /// The render thread could not make a texture of it.
        case upload
    }

    /// The step that failed.
    public var stage: Stage
    /// The failing part's own words (a codec's message, the limit crossed).
    public var detail: String

    /// A failure at `stage`, saying `detail`.
    public init(_ stage: Stage, _ detail: String) {
        self.stage = stage
        self.detail = detail
    }

    /// The line's reason, as it follows `skipped PATH: `.
    public var description: String {
        stage == .upload ? "could not upload: \(detail)" : detail
    }
}
