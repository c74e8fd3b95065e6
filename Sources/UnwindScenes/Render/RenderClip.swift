import UnwindDraw
import UnwindPlatform
import UnwindSlideshow
import UnwindTransitions
import UnwindVideo

/// A clip on one side of a rendered transition, playing while the transition runs: the clip
/// arriving plays from its start, the clip leaving plays its last seconds and reaches its end
/// (its `video-max-seconds` cap) as the transition does, the way an editor overlaps two shots.
///
/// Its pictures go into one streaming texture at the size the clip takes in the frame (the
/// decoder shrinks, the renderer scales); frame k of a render shows the clip's picture at
/// its time `start + k/fps` exactly, so two renders write the same frames.
final class RenderClip {
    /// The clip's decoder.
    let decoder: VideoDecoder
    /// Clip seconds at the transition's start.
    let start: Double
    /// Seconds of the clip that may play (its duration, capped as in the show).
    let length: Double
    /// The streaming texture the pictures go into.
    let texture: TextureID
    /// The layer the transition draws: the texture, cut to the frame's shape when the clip
    /// fills it, placed where a photo of its shape would be.
    let layer: ImageLayer
    /// The first picture as RGB (what blur transitions blur).
    let firstPicture: Surface
    /// The clip's file, for the error line.
    let path: String
    private var shownIndex: Int

    /// Opens the clip at `path` for a `size` frame and uploads its picture at `start`; `leaving`
    /// starts it `transitionDuration` before its end. Throws `ImageDecoder.Failure` naming the file.
    init(path: String, size: Size, fit: FitMode, leaving: Bool, transitionDuration: Double, textures: TextureStore) throws {
        self.path = path
        let first: VideoFrame
        do {
            decoder = try VideoDecoder(source: VideoSource(path: path)) { FramedImage.placed($0, in: size, fit: fit) }
            let maxSeconds = SlideshowConfig().videoMaxSeconds
            length = decoder.info.duration > 0 ? min(decoder.info.duration, maxSeconds) : maxSeconds
            start = leaving ? max(0, length - transitionDuration) : 0
            first = try decoder.frame(at: start)
        } catch {
            throw ImageDecoder.Failure(path: path, reason: error.description)
        }
        shownIndex = first.index
        firstPicture = try Surface(pixels: first.image.pixels())
        texture = try textures.uploadStreaming(first.image)
        layer = Self.layer(texture, picture: Size(width: first.image.width, height: first.image.height), size: size, fit: fit)
    }

    /// Where a picture of `picture` size lands in a `size` frame, as `FramedImage` places a
    /// photo: centred and fitted inside, or covering it with the overflow cut from both sides.
    static func layer(_ texture: TextureID, picture: Size, size: Size, fit: FitMode) -> ImageLayer {
        let placed = FramedImage.placed(picture, in: size, fit: fit)
        let x = ((Double(size.width) - Double(placed.width)) / 2).rounded(), y = ((Double(size.height) - Double(placed.height)) / 2).rounded()
        let onScreen = Rect(x: Float(x), y: Float(y), width: Float(placed.width), height: Float(placed.height))
        let visible = onScreen.intersection(size.rect)
        let scaleX = Float(picture.width) / Float(placed.width), scaleY = Float(picture.height) / Float(placed.height)
        let source = Rect(
            x: (visible.x - onScreen.x) * scaleX, y: (visible.y - onScreen.y) * scaleY, width: visible.width * scaleX,
            height: visible.height * scaleY)
        return ImageLayer(texture: texture, source: source, destination: visible, textureSize: picture)
    }

    /// Puts the picture for `seconds` since the transition started into the texture (nothing
    /// when it is the one there already).
    func show(at seconds: Double, textures: TextureStore) throws {
        let frame: VideoFrame
        do {
            frame = try decoder.frame(at: min(start + max(0, seconds), length))
        } catch {
            throw ImageDecoder.Failure(path: path, reason: error.description)
        }
        guard frame.index != shownIndex else { return }
        shownIndex = frame.index
        try textures.update(texture, with: frame.image)
    }
}
