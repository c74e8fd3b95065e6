import UnwindDraw
import UnwindVideo

/// A clip prepared for its slide: the decoder, opened at the size the clip takes on screen,
/// where its pictures go in the slide's texture (fitted on its backdrop, or cut to fill), and
/// how it plays: a clip to its end, or a Live or Motion Photo's motion once (then the still)
/// or in a loop.
///
/// Made on the decode thread with the first picture already in the slide; after that it is
/// used by one `ClipPlayer`'s queue at a time, hence `@unchecked Sendable`.
final class ClipStream: @unchecked Sendable {
    /// How the clip plays over the show's clip clock.
    enum Mode {
        /// A clip of its own: to its end (capped), then its last picture stays.
        case clip
        /// A photo's motion, once: then the still (`rest`, the whole texture) comes back.
        case once(rest: YUVImage)
        /// A photo's motion, over and over.
        case loop
    }

    /// The clip's decoder.
    let decoder: VideoDecoder
    /// The slide's first picture: the backdrop (or black, or the still) with the clip's first frame on it.
    let canvas: YUVImage
    /// Where each frame goes in the texture (even).
    let origin: (x: Int, y: Int)
    /// The part of each decoded frame that is shown (all of it when fitted; the middle when
    /// the clip fills a frame of another shape).
    let crop: (x: Int, y: Int, width: Int, height: Int)
    /// Seconds the clip plays: its duration, capped by `video-max-seconds`.
    let length: Double
    /// Clip, or a photo's motion once or in a loop.
    let mode: Mode
    /// The clip's sound when `video-sound` is on and it has any (a photo's motion plays silent).
    var audio: AudioDecoder?

    init(
        decoder: VideoDecoder, canvas: YUVImage, origin: (x: Int, y: Int), crop: (x: Int, y: Int, width: Int, height: Int), length: Double,
        mode: Mode = .clip
    ) {
        self.decoder = decoder
        self.canvas = canvas
        self.origin = origin
        self.crop = crop
        self.length = length
        self.mode = mode
    }

    /// True for a clip of its own (it holds the show until it ends).
    var holdsShow: Bool {
        if case .clip = mode { return true }
        return false
    }

    /// The picture for show time `seconds` since the slide came on stage, and where it goes
    /// in the texture. A still that comes back after a photo's motion has the index `Int.max`.
    func picture(at seconds: Double) throws(VideoError) -> (frame: VideoFrame, origin: (x: Int, y: Int)) {
        var time = min(max(0, seconds), length)
        switch mode {
        case .clip: break
        case .once(let rest):
            if seconds >= length { return (VideoFrame(image: rest, time: length, index: .max), (0, 0)) }
        case .loop:
            if length > 0 { time = seconds.truncatingRemainder(dividingBy: length) }
        }
        var frame = try decoder.frame(at: time)
        frame.image = shown(frame.image)
        return (frame, origin)
    }

    /// The shown part of a decoded picture.
    func shown(_ image: YUVImage) -> YUVImage {
        guard crop.x != 0 || crop.y != 0 || crop.width != image.width || crop.height != image.height else { return image }
        return image.cropped(x: crop.x, y: crop.y, width: crop.width, height: crop.height)
    }
}
