import Foundation
import UnwindDraw
import UnwindPhotos
import UnwindPlatform
import UnwindSlideshow

#if canImport(Glibc)
import Glibc
#endif

/// Preparing whole slides: a single photo, or two portrait photos composed side by side
/// into one frame (each fitted or filled into its half, the gutter black), so every
/// transition treats the pair as one image.
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
                    var preparer = self
                    preparer.display = half
                    preparer.blurRadii = []
                    halves.append(try preparer.prepare(path: photo))
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

    /// Two prepared halves side by side on black, each centred in its half.
    func pair(_ left: Surface, _ right: Surface) throws -> Surface {
        let frame = frameSize, half = pairHalfSize
        let out = try Surface(size: frame, fill: .black, opaque: !left.hasAlphaChannel && !right.hasAlphaChannel)
        for (index, surface) in [left, right].enumerated() {
            let x0 = index == 0 ? 0 : frame.width - half.width
            let x = x0 + (half.width - surface.size.width) / 2, y = (frame.height - surface.size.height) / 2
            try surface.draw(into: out, destination: Rect(x: Float(x), y: Float(y), width: Float(surface.size.width), height: Float(surface.size.height)))
        }
        return out
    }

    /// True when a file (or its folder) is not there: a photo that vanished, not a broken one.
    static func isGone(_ path: PhotoPath) -> Bool {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) != 0 else { return false }
        return errno == ENOENT || errno == ENOTDIR
    }
}
