import Logging
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow
import UnwindVideo

/// Preparing a clip's slide on the decode thread: open it at the size it takes on screen,
/// decode its first picture, and compose the slide's first texture as a photo's would be
/// (fitted on a blurred backdrop made from that first picture, or cut to fill the frame).
extension PhotoPreparer {
    /// Prepares the clip at `path` (or at `range` inside it: a Motion Photo's MP4): the opened
    /// stream the render thread plays, and the slide's first picture as RGB (for thumbnails
    /// and blurred copies; the texture itself is uploaded from YUV).
    func prepareClip(path: PhotoPath, range: Range<Int64>? = nil, maxSeconds: Double) throws -> (image: DecodedImage, stream: ClipStream) {
        yieldToRenderThread()
        let frame = clamp(display)
        let decoder: VideoDecoder
        let first: VideoFrame
        do {
            // Two decoder threads: a 1080p30 clip keeps up on a two-core board with a core
            // to spare for the renderer, for two frames' more memory.
            let limits = VideoLimits(maxPixels: min(VideoLimits().maxPixels, limits.maxPixels), threads: 2)
            decoder = try VideoDecoder(source: VideoSource(path: path.bytes, range: range), limits: limits) { coded in
                let wanted = targetSize(for: coded)
                // Never decode larger than the frame on either axis by more than the cut needs.
                return Size(width: min(wanted.width, max(frame.width, 2) + 1), height: min(wanted.height, max(frame.height, 2) + 1))
            }
            first = try decoder.frame(at: 0)
        } catch {
            throw DecodeError(.clip, error.description)
        }
        let duration = decoder.info.duration > 0 ? decoder.info.duration : maxSeconds
        let length = min(duration, maxSeconds)
        if duration > maxSeconds {
            Logger(label: "unwind.slideshow").info("\(path): the clip lasts \(Int(duration.rounded())) s; playing the first \(Int(maxSeconds.rounded())) s")
        }
        let picture = first.image
        let cropWidth = min(picture.width, frame.width & ~1), cropHeight = min(picture.height, frame.height & ~1)
        let crop = (x: (picture.width - cropWidth) / 2, y: (picture.height - cropHeight) / 2, width: cropWidth, height: cropHeight)
        let stream: ClipStream
        switch (fit, background) {
        case (.fit, .black):
            stream = ClipStream(decoder: decoder, canvas: picture, origin: (0, 0), crop: (0, 0, picture.width, picture.height), length: length)
        case (.fill, _), (.fit, .blur):
            var canvas: YUVImage
            if fit == .fit {
                let backdrop = try Backdrop.covering(frame, from: DecodedImage(pixels: picture.pixels(), opaque: true))
                canvas = YUVImage(pixels: backdrop.pixels)
            } else {
                canvas = YUVImage(width: max(2, frame.width & ~1), height: max(2, frame.height & ~1))
            }
            let shown =
                crop.width == picture.width && crop.height == picture.height
                ? picture : picture.cropped(x: crop.x, y: crop.y, width: crop.width, height: crop.height)
            let origin = (x: ((canvas.width - shown.width) / 2) & ~1, y: ((canvas.height - shown.height) / 2) & ~1)
            canvas.paste(shown, x: origin.x, y: origin.y)
            stream = ClipStream(decoder: decoder, canvas: canvas, origin: origin, crop: crop, length: length)
        }
        if videoSound, decoder.info.hasAudio {
            // A clip without an audio stream plays silent without a word; one whose sound
            // cannot be decoded says so once, here, and plays silent.
            do {
                stream.audio = try AudioDecoder(source: VideoSource(path: path.bytes, range: range), sampleRate: ClipSound.sampleRate)
            } catch {
                Logger(label: "unwind.slideshow").warning("\(path): its sound cannot be played (\(error)); the clip plays silent")
            }
        }
        return (DecodedImage(pixels: stream.canvas.pixels(), opaque: true), stream)
    }
}
