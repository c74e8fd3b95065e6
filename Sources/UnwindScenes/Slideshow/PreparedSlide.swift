import Foundation
import UnwindDraw
import UnwindMedia
import UnwindPhotos

/// Everything the decode thread made for one slide, handed to the render thread as one value
/// (or, instead, one `DecodeFailure`): nothing comes back through stores keyed by path or
/// request, so two decodes of the same photo never collide and nothing needs emptying.
struct PreparedSlide: Sendable {
    /// One blurred copy of the slide and the radius it stands for.
    struct Blur: Sendable {
        let radius: Double
        let image: TexturePixels
    }

    /// The composed frame: one photo, or a pair side by side, in the texture's byte order
    /// (the render thread only copies it).
    let image: TexturePixels
    /// Blurred copies for the blurring transitions; none when the show never blurs.
    let blurs: [Blur]
    /// The EXIF facts of each photo of the slide (dates for captions and the remote).
    let metadata: [PhotoPath: PhotoMetadata]
    /// Where the detail is, as fractions of the texture (`kenburns-smart`); nil otherwise.
    let focus: Vec2?
    /// A small JPEG for the remote control, when it is on.
    let thumbnail: Data?
    /// The clip that plays on the slide (a clip, or a still's motion); never on a pair.
    var clip: ClipStream? = nil
    /// Each photo's id in its source: a network feed's id for its cached files, the path's
    /// local id for any other file; what the status names the photo by.
    var ids: [PhotoPath: MediaID] = [:]
}
