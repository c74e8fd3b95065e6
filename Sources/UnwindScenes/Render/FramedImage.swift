import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindSlideshow
import UnwindVideo

/// Loads an image and composites it once into a surface of exactly the output size, on
/// black, so its texture maps 1:1 onto screen pixels: every tile then blits its slice
/// unscaled, and the letterbox bars are part of the picture like in the slideshow. The
/// result is opaque (XRGB8888), which SDL's software renderer blends at a uniform opacity
/// several times faster than a texture with per-pixel alpha.
public enum FramedImage {
    /// Decodes `path` the way the slideshow does (sized from its header first, so a
    /// decompression bomb is refused before any decoder allocates; EXIF orientation applied)
    /// and places it in `size`: `fit` letterboxes, `fill` scales to cover and crops the
    /// overflow equally from both sides. Throws `ImageDecoder.Failure` naming the file.
    /// A clip gives its first frame, or with `clipEnd` its last one (where a show's clip ends
    /// and the next transition starts; at most `video-max-seconds`' default, 60 s, in).
    public static func load(
        path: String, size: Size, fit: FitMode, background: Color = .black, limits: PhotoLimits = PhotoLimits(), clipEnd: Bool = false
    ) throws -> Surface {
        let photo = PhotoPath(path)
        if PhotoScanner.looksLikeClip(photo) { return try clipFrame(path: path, size: size, fit: fit, background: background, end: clipEnd) }
        do {
            let header = try ImageHeader.read(path: photo)
            if let refusal = limits.refusal(for: header) { throw DecodeError(.limits, refusal) }
            let decoded = try PhotoDecoder.decode(path: photo, header: header, maxPixels: limits.maxPixels, reader: SDLImageReader()) { stored, orientation in
                DecodedImage.orientedSize(placed(DecodedImage.orientedSize(stored, exif: orientation), in: size, fit: fit), exif: orientation)
            }
            let upright = try decoded.image.oriented(exif: decoded.metadata.orientation)
            return try compose(Surface(pixels: upright.pixels, opaque: upright.opaque), size: size, fit: fit, background: background)
        } catch let problem as ImageHeader.Problem {
            throw ImageDecoder.Failure(path: path, reason: problem.description)
        } catch let error as DecodeError {
            throw ImageDecoder.Failure(path: path, reason: error.description)
        }
    }

    /// A clip's first or last frame, decoded at the size it takes in `size` and composed as a photo.
    static func clipFrame(path: String, size: Size, fit: FitMode, background: Color, end: Bool) throws -> Surface {
        let frame: VideoFrame
        do {
            let decoder = try VideoDecoder(source: VideoSource(path: path)) { placed($0, in: size, fit: fit) }
            frame = try decoder.frame(at: end ? max(0, min(decoder.info.duration, SlideshowConfig().videoMaxSeconds) - 0.001) : 0)
        } catch {
            throw ImageDecoder.Failure(path: path, reason: error.description)
        }
        return try compose(try Surface(pixels: frame.image.pixels()), size: size, fit: fit, background: background)
    }

    /// Composites an already decoded image (see `load`).
    public static func compose(_ image: Surface, size: Size, fit: FitMode, background: Color = .black) throws -> Surface {
        // Opaque from the start: the image is copied in (no blending), so its colours are those
        // an ARGB canvas converted afterwards would hold, without a second 8 MB surface (issue 22).
        let canvas = try Surface(size: size, fill: background, opaque: true)
        let w = Double(size.width), h = Double(size.height)
        let scaledSize = placed(image.size, in: size, fit: fit)
        let scaled = scaledSize == image.size ? image : try image.scaled(to: scaledSize)
        // Centre the scaled image; for `fill` the offsets are negative and crop it.
        let x = ((w - Double(scaledSize.width)) / 2).rounded(), y = ((h - Double(scaledSize.height)) / 2).rounded()
        let visible = Rect(x: Float(x), y: Float(y), width: Float(scaledSize.width), height: Float(scaledSize.height)).intersection(size.rect)
        guard !visible.isEmpty else { return canvas }
        let source = Rect(x: visible.x - Float(x), y: visible.y - Float(y), width: visible.width, height: visible.height)
        try scaled.draw(into: canvas, source: source, destination: visible)
        return canvas
    }

    /// The size an image of `image` size takes in `size`: fitted inside or covering it.
    static func placed(_ image: Size, in size: Size, fit: FitMode) -> Size {
        let iw = Double(image.width), ih = Double(image.height)
        let w = Double(size.width), h = Double(size.height)
        let scale = fit == .fit ? min(w / iw, h / ih) : max(w / iw, h / ih)
        return Size(width: max(1, Int((iw * scale).rounded())), height: max(1, Int((ih * scale).rounded())))
    }
}
