import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
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
    /// Prepares a slide for request `request`: the composed frame with its blurred copies,
    /// metadata, focus (for `kenburns-smart`) and thumbnail, or the one failure naming the
    /// photo that failed (and whether it was gone rather than broken).
    /// `known` holds headers the prober read, used while their file is unchanged.
    func prepare(_ slide: Slide, request: Int, findsFocus: Bool, known: [PhotoPath: KnownHeader] = [:]) -> Result<PreparedSlide, DecodeFailure> {
        var photos: [PreparedPhoto] = []
        let half = pairHalfSize
        for photo in slide.photos {
            for feed in displayCopies { feed.fetchIfEvicted(photo) }
            let stamp = FileIdentity.of(photo)
            do throws(DecodeError) {
                let header = known[photo].flatMap { $0.identity == stamp ? $0.header : nil }
                let preparer = slide.isPair ? pairPreparer(half: half) : self
                photos.append(try preparer.prepare(path: photo, header: header))
            } catch {
                return .failure(DecodeFailure(request: request, path: photo, error: error, gone: Self.isGone(photo), stamp: stamp))
            }
        }
        do {
            let composed = slide.isPair ? try pair(photos[0].image, photos[1].image) : photos[0].image
            let blurs = try blurRadii.map { PreparedSlide.Blur(radius: $0, image: TexturePixels(try composed.blurred(sigma: $0))) }
            let focus = findsFocus && !slide.isPair ? try focus(of: photos[0], in: composed) : nil
            // A thumbnail that fails to encode only leaves the remote without a picture.
            let thumbnail = makesThumbnails ? try? composed.jpegThumbnail() : nil
            let metadata = Dictionary(zip(slide.photos, photos.map(\.metadata)), uniquingKeysWith: { first, _ in first })
            let clip = slide.isPair ? nil : photos[0].clip
            // The frame goes into texture order in its own buffer: the photos let go of it first.
            photos.removeAll()
            var prepared = PreparedSlide(
                image: TexturePixels(consume composed), blurs: blurs, metadata: metadata, focus: focus, thumbnail: thumbnail, clip: clip)
            prepared.ids = Dictionary(slide.photos.map { ($0, mediaID(of: $0)) }, uniquingKeysWith: { first, _ in first })
            return .success(prepared)
        } catch {
            return .failure(DecodeFailure(request: request, path: slide.first, error: DecodeError(.compose, "\(error)")))
        }
    }

    /// What matters in a prepared photo, as fractions of its texture: the EXIF subject area
    /// where the camera wrote one (placed with the header its decode read), else the most
    /// detailed region (an edge-energy map of a 64-pixel copy).
    func focus(of photo: PreparedPhoto, in composed: DecodedImage) throws -> Vec2? {
        let info = photo.metadata
        if let header = photo.header, let area = info.subjectArea,
            let point = SubjectFocus.upright(area, stored: Size(width: header.width, height: header.height), orientation: info.orientation)
        {
            let stored = Size(width: header.width, height: header.height)
            let picture = DecodedImage.orientedSize(stored, exif: info.orientation)
            return SubjectFocus.inFrame(point, picture: picture, frame: composed.size, fit: fit, composed: !(fit == .fit && background == .black))
        }
        return DetailFocus.find(in: try composed.scaled(to: DetailFocus.mapSize(for: composed.size)).pixels)
    }

    /// A photo's id in its source: the network feed's whose cache holds the file, else local.
    func mediaID(of path: PhotoPath) -> MediaID {
        displayCopies.lazy.compactMap { $0.mediaID(of: path) }.first ?? MediaID(local: path)
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
        // A pair's half is smaller than the photo shown alone: no display copy from it.
        preparer.displayCopies = []
        if fit == .fit { preparer = preparer.with(background: .black) }
        return preparer
    }

    /// The two photos side by side. Fitted, they sit next to each other with the gutter
    /// between them, the pair centred on the frame over one backdrop made from both; filled,
    /// each covers its half.
    func pair(_ left: DecodedImage, _ right: DecodedImage) throws -> DecodedImage {
        let frame = frameSize, half = pairHalfSize
        guard fit == .fit else {
            var out = try DecodedImage.canvas(size: frame, fill: .black, opaque: left.opaque && right.opaque)
            out.draw(left, destination: Rect(x: 0, y: 0, width: Float(half.width), height: Float(half.height)))
            let x = Float(frame.width - half.width)
            out.draw(right, destination: Rect(x: x, y: 0, width: Float(half.width), height: Float(half.height)))
            return out
        }
        let gutter = frame.width - 2 * half.width
        let width = left.size.width + gutter + right.size.width, height = max(left.size.height, right.size.height)
        var together = try DecodedImage.canvas(size: Size(width: width, height: height), fill: .black, opaque: true)
        together.draw(
            left, destination: Rect(x: 0, y: Float((height - left.size.height) / 2), width: Float(left.size.width), height: Float(left.size.height)))
        let rightX = Float(left.size.width + gutter)
        together.draw(
            right,
            destination: Rect(x: rightX, y: Float((height - right.size.height) / 2), width: Float(right.size.width), height: Float(right.size.height)))
        var out = background == .blur ? try Backdrop.covering(frame, from: together) : try DecodedImage.canvas(size: frame, fill: .black, opaque: true)
        let x = Float((frame.width - width) / 2), y = Float((frame.height - height) / 2)
        // The gutter is black on the backdrop too: two photos, one picture.
        out.draw(together, destination: Rect(x: x, y: y, width: Float(width), height: Float(height)))
        return out
    }

    /// True when a file (or its folder) is not there: a photo that vanished, not a broken one.
    static func isGone(_ path: PhotoPath) -> Bool {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) != 0 else { return false }
        return errno == ENOENT || errno == ENOTDIR
    }
}
