import UnwindDraw
import UnwindVideo

/// A clip prepared for its slide: the decoder, opened at the size the clip takes on screen,
/// and where its pictures go in the slide's texture (fitted on its backdrop, or cut to fill).
///
/// Made on the decode thread with the first picture already in the slide; after that it is
/// used by one `ClipPlayer`'s queue at a time, hence `@unchecked Sendable`.
final class ClipStream: @unchecked Sendable {
    /// The clip's decoder.
    let decoder: VideoDecoder
    /// The slide's first picture: the backdrop (or black) with the clip's first frame on it.
    let canvas: YUVImage
    /// Where each frame goes in the texture (even).
    let origin: (x: Int, y: Int)
    /// The part of each decoded frame that is shown (all of it when fitted; the middle when
    /// the clip fills a frame of another shape).
    let crop: (x: Int, y: Int, width: Int, height: Int)
    /// Seconds the clip plays: its duration, capped by `video-max-seconds`.
    let length: Double

    init(decoder: VideoDecoder, canvas: YUVImage, origin: (x: Int, y: Int), crop: (x: Int, y: Int, width: Int, height: Int), length: Double) {
        self.decoder = decoder
        self.canvas = canvas
        self.origin = origin
        self.crop = crop
        self.length = length
    }

    /// The picture at `seconds`, cut to what is shown.
    func frame(at seconds: Double) throws(VideoError) -> VideoFrame {
        var frame = try decoder.frame(at: seconds)
        frame.image = shown(frame.image)
        return frame
    }

    /// The shown part of a decoded picture.
    func shown(_ image: YUVImage) -> YUVImage {
        guard crop.x != 0 || crop.y != 0 || crop.width != image.width || crop.height != image.height else { return image }
        return image.cropped(x: crop.x, y: crop.y, width: crop.width, height: crop.height)
    }
}
