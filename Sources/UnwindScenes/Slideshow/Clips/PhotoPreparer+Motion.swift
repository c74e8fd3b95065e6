import Logging
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow
import UnwindVideo

/// Live Photos and Motion Photos: a still whose motion plays when it comes on screen. The
/// still is prepared as any photo; its motion (the MOV beside it, or the MP4 inside the JPEG)
/// is opened at the size the photo takes in the slide and plays over it, once (then the still
/// comes back) or in a loop.
extension PhotoPreparer {
    /// Where a still's motion is: the Live Photo's MOV, or a Motion Photo's embedded MP4.
    static func motion(for path: PhotoPath, header: ImageHeader) -> VideoSource? {
        if let mov = LivePhotos.motion(for: path) { return VideoSource(path: mov.bytes) }
        if header.format == .jpeg, let range = MotionPhoto.videoRange(of: path) { return VideoSource(path: path.bytes, range: range) }
        return nil
    }

    /// Opens the motion of the still at `path`, if it has one, with the composed still as the
    /// picture it rests on. A motion that cannot be played is logged once and the photo is
    /// shown still (nil).
    func attachMotion(to path: PhotoPath, header: ImageHeader, orientation: Int, composed: DecodedImage) -> ClipStream? {
        guard let source = Self.motion(for: path, header: header) else { return nil }
        do {
            let still = YUVImage(pixels: composed.pixels)
            let photo = photoRect(header: header, orientation: orientation, composed: Size(width: still.width, height: still.height))
            let decoder = try VideoDecoder(source: source, limits: VideoLimits(maxPixels: min(VideoLimits().maxPixels, limits.maxPixels))) { coded in
                let scale =
                    fit == .fill
                    ? max(Double(photo.width) / Double(coded.width), Double(photo.height) / Double(coded.height))
                    : min(Double(photo.width) / Double(coded.width), Double(photo.height) / Double(coded.height))
                return Size(width: Int(Double(coded.width) * scale), height: Int(Double(coded.height) * scale))
            }
            let first = try decoder.frame(at: 0).image
            let width = min(first.width, photo.width & ~1), height = min(first.height, photo.height & ~1)
            let crop = (x: (first.width - width) / 2, y: (first.height - height) / 2, width: width, height: height)
            let origin = (x: (photo.x + (photo.width - width) / 2) & ~1, y: (photo.y + (photo.height - height) / 2) & ~1)
            var canvas = still
            canvas.paste(first.cropped(x: crop.x, y: crop.y, width: width, height: height), x: origin.x, y: origin.y)
            let duration = decoder.info.duration > 0 ? decoder.info.duration : videoMaxSeconds
            let mode: ClipStream.Mode = livePhotos == .loop ? .loop : .once(rest: still)
            return ClipStream(decoder: decoder, canvas: canvas, origin: origin, crop: crop, length: min(duration, videoMaxSeconds), mode: mode)
        } catch {
            Logger(label: "unwind.slideshow").warning("\(path): its motion cannot be played (\(error)); showing the still")
            return nil
        }
    }

    /// Where the photo lies in its composed slide: the middle of the frame on a backdrop, else
    /// the whole texture (fitted on black, the texture is the photo; filled, it covers the frame).
    func photoRect(header: ImageHeader, orientation: Int, composed: Size) -> (x: Int, y: Int, width: Int, height: Int) {
        guard fit == .fit, background == .blur else { return (0, 0, composed.width, composed.height) }
        let upright = DecodedImage.orientedSize(Size(width: header.width, height: header.height), exif: orientation)
        let size = clamp(targetSize(for: upright))
        let place = FitMode.fit.placement(of: size, in: composed.rect).destination
        return (Int(place.x), Int(place.y), min(composed.width, Int(place.width)), min(composed.height, Int(place.height)))
    }
}
