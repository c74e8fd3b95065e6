import Foundation
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindSlideshow

#if canImport(Glibc)
import Glibc
#endif

/// Preparing whole slides: a single photo, or two portrait photos composed side by side
/// into one frame, so every transition treats the pair as one image. A fitted pair is one
/// picture: the two photos next to each other, centred, a thin gutter between them, on one
/// shared backdrop (not two small screens each with its own bars); a filled pair fills the
/// two halves.
extension PhotoPreparer {
    /// Prepares a slide for request `request`, noting which photo failed (and whether it was
    /// gone rather than broken) and, for `kenburns-smart`, where the detail is.
    func prepare(_ slide: Slide, request: Int, notes: PreparationNotes, findsFocus: Bool) throws -> Surface {
        var halves: [Surface] = []
        let half = pairHalfSize
        for photo in slide.photos {
            let stamp = FileIdentity.of(photo)
            do {
                if slide.isPair {
                    halves.append(try pairPreparer(half: half).prepare(path: photo))
                } else {
                    halves.append(try prepare(path: photo))
                }
            } catch {
                notes.failed(request, .init(path: photo, gone: Self.isGone(photo), stamp: stamp))
                throw error
            }
        }
        let composed = slide.isPair ? try pair(halves[0], halves[1]) : halves[0]
        if slide.isPair, !blurRadii.isEmpty {
            blurs.set(try blurRadii.map { .init(radius: $0, surface: try composed.blurred(sigma: $0).surface) }, for: slide.first)
        }
        if findsFocus, !slide.isPair, let focus = try focus(of: slide.first, in: composed) {
            notes.setFocus(focus, for: request)
        }
        // A thumbnail that fails to encode only leaves the remote without a picture.
        if let thumbnails, let jpeg = try? composed.jpegThumbnail() { thumbnails.set(jpeg, for: slide.first) }
        return composed
    }

    /// What matters in a prepared photo, as fractions of its texture: the EXIF subject area
    /// where the camera wrote one, else the most detailed region (an edge-energy map of a
    /// 64-pixel copy).
    func focus(of photo: PhotoPath, in composed: Surface) throws -> Vec2? {
        if let info = metadata.get(photo), let area = info.subjectArea, let header = try? ImageHeader.read(path: photo),
            let point = SubjectFocus.upright(area, stored: Size(width: header.width, height: header.height), orientation: info.orientation)
        {
            let picture = Surface.orientedSize(Size(width: header.width, height: header.height), exif: info.orientation)
            return SubjectFocus.inFrame(point, picture: picture, frame: composed.size, fit: fit, composed: !(fit == .fit && background == .black))
        }
        return DetailFocus.find(in: try composed.scaled(to: DetailFocus.mapSize(for: composed.size)).pixelBuffer())
    }

    /// The frame a slide fills, within the largest texture.
    var frameSize: Size { clamp(display) }

    /// Each half of a pair: the frame less the gutter, split in two.
    var pairHalfSize: Size {
        let frame = frameSize
        let gutter = ShowOverlay.gutter(forWidth: frame.width)
        return Size(width: max(1, (frame.width - gutter) / 2), height: frame.height)
    }

    /// The preparer for one photo of a pair: fitted bare into its half (the backdrop is made
    /// once for both), or filling its half.
    func pairPreparer(half: Size) -> PhotoPreparer {
        var preparer = self
        preparer.display = half
        preparer.blurRadii = []
        if fit == .fit { preparer = preparer.with(background: .black) }
        return preparer
    }

    /// The two photos side by side. Fitted, they sit next to each other with the gutter
    /// between them, the pair centred on the frame over one backdrop made from both; filled,
    /// each covers its half.
    func pair(_ left: Surface, _ right: Surface) throws -> Surface {
        let frame = frameSize, half = pairHalfSize
        guard fit == .fit else {
            let out = try Surface(size: frame, fill: .black, opaque: !left.hasAlphaChannel && !right.hasAlphaChannel)
            try left.draw(into: out, destination: Rect(x: 0, y: 0, width: Float(half.width), height: Float(half.height)))
            let x = Float(frame.width - half.width)
            try right.draw(into: out, destination: Rect(x: x, y: 0, width: Float(half.width), height: Float(half.height)))
            return out
        }
        let gutter = frame.width - 2 * half.width
        let width = left.size.width + gutter + right.size.width, height = max(left.size.height, right.size.height)
        let together = try Surface(size: Size(width: width, height: height), fill: .black, opaque: true)
        try left.draw(
            into: together, destination: Rect(x: 0, y: Float((height - left.size.height) / 2), width: Float(left.size.width), height: Float(left.size.height)))
        let rightX = Float(left.size.width + gutter)
        try right.draw(
            into: together,
            destination: Rect(x: rightX, y: Float((height - right.size.height) / 2), width: Float(right.size.width), height: Float(right.size.height)))
        let out = background == .blur ? try backdrop(of: together, size: frame) : try Surface(size: frame, fill: .black, opaque: true)
        let x = Float((frame.width - width) / 2), y = Float((frame.height - height) / 2)
        // The gutter is black on the backdrop too: two photos, one picture.
        try together.draw(into: out, destination: Rect(x: x, y: y, width: Float(width), height: Float(height)))
        return out
    }

    /// True when a file (or its folder) is not there: a photo that vanished, not a broken one.
    static func isGone(_ path: PhotoPath) -> Bool {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) != 0 else { return false }
        return errno == ENOENT || errno == ENOTDIR
    }
}
