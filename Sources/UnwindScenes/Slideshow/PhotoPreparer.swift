import Foundation
import Logging
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindSlideshow

/// The work done for one photo on the decode thread: refuse decompression bombs from the
/// header, decode, read EXIF, scale to the display (never beyond the max texture size),
/// turn upright, and compose the frame (crop for `fill`, blurred backdrop for `fit`).
/// All of it on CPU pixels (`DecodedImage`, composed by `UnwindMedia`): nothing here
/// reaches the platform, which only uploads the result (`scripts/check-modules.py` keeps
/// `UnwindPlatform` out of the preparation's files).
struct PhotoPreparer: Sendable {
    /// The frame a photo is prepared for: the view, larger by the zoom amount with Ken Burns on.
    var display: Size
    let maxTexture: Size
    let fit: FitMode
    private(set) var background: SlideshowConfig.Background
    let limits: PhotoLimits
    /// Radii of the blurred copies a blurring transition needs; empty when the show never blurs.
    var blurRadii: [Double] = []
    /// True when each prepared slide carries a JPEG thumbnail (the remote control is on).
    var makesThumbnails = false
    /// The memory the show may use; a photo whose decode cannot fit in what it leaves is refused.
    var memory: MemoryBudget?
    /// Names the place a photo was taken when captions show places; nil: they do not.
    var places: PlaceLookup?
    /// The longest a clip plays (`video-max-seconds`).
    var videoMaxSeconds = 60.0
    /// What a Live or Motion Photo's motion does (`live-photos`).
    var livePhotos = SlideshowConfig.LivePhotoMode.once
    /// Opens each clip's sound too (`video-sound`).
    var videoSound = false
    /// Network caches that keep a downloaded photo at display size once it is prepared, and
    /// download again a photo they evicted when its turn comes.
    var displayCopies: [any PhotoFeed] = []
    /// The platform's reader for the formats the registry gives it (BMP, WebP, TIFF…); nil:
    /// those formats are refused with a decode error.
    var reader: (any SystemImageReader)? = nil
    /// Decodes a JPEG on two cores (`JPEGDecoder.decode(parallel:)`): set for a headless show,
    /// which has no frame deadline and waits for each slide it needs; a window's render
    /// thread keeps the second core for its frames.
    var decodesInParallel = false
    /// What the decodes running at once have claimed of the memory budget: shared by the
    /// lanes of a headless show's decode queue, so together they stay within one decode's room.
    var reservations: DecodeReservations? = nil

    /// This preparer with another background (a pair's photos are prepared bare).
    func with(background: SlideshowConfig.Background) -> PhotoPreparer {
        var copy = self
        copy.background = background
        return copy
    }

    /// One photo of a slide, decoded and composed, with what its decode read on the way: the
    /// header (read once per photo) and the EXIF facts.
    struct PreparedPhoto {
        let image: DecodedImage
        /// Nil for a clip, which has no image header.
        let header: ImageHeader?
        let metadata: PhotoMetadata
        /// The clip that plays on this slide: a clip's own stream, or a Live or Motion
        /// Photo's motion over its still; nil for a still photo.
        var clip: ClipStream? = nil
    }

    /// Prepares one photo; `known` is its header when the prober already read it from the
    /// same file, so the header is read once per photo.
    /// - Throws: the one `DecodeError` saying which step failed, in that step's words.
    func prepare(path: PhotoPath, header known: ImageHeader? = nil) throws(DecodeError) -> PreparedPhoto {
        if PhotoScanner.looksLikeClip(path) {
            let clip: (image: DecodedImage, stream: ClipStream)
            do {
                clip = try prepareClip(path: path, maxSeconds: videoMaxSeconds)
            } catch let error as DecodeError {
                throw error
            } catch {
                throw DecodeError(.clip, "\(error)")
            }
            return PreparedPhoto(image: clip.image, header: nil, metadata: PhotoMetadata(), clip: clip.stream)
        }
        yieldToRenderThread()
        let header: ImageHeader
        if let known {
            header = known
        } else {
            do {
                header = try ImageHeader.read(path: path)
            } catch {
                throw DecodeError(.header, error.description)
            }
        }
        if let refusal = limits.refusal(for: header) { throw DecodeError(.limits, refusal) }
        let cost = decodeCost(header)
        if let memory, let refusal = memory.refusal(decodeBytes: cost, frame: clamp(display)) {
            throw DecodeError(.limits, refusal)
        }
        let claimed = memory != nil && reservations != nil ? cost : 0
        if claimed > 0, let memory { reservations?.claim(claimed, of: memory.decodeAllowance(frame: clamp(display))) }
        defer { if claimed > 0 { reservations?.end(claimed) } }
        let cache = displayCopies.first { $0.wantsDisplayCopy(of: path) }
        let downloaded = cache != nil ? FileIdentity.of(path) : nil
        let decoded = try PhotoDecoder.decode(
            path: path, header: header, maxPixels: limits.maxPixels, reader: reader, parallel: decodesInParallel, target: decodeSize)
        if cache == nil { askForOriginal(of: path, header: header, orientation: decoded.metadata.orientation) }
        if let cache, let downloaded {
            keepDisplayCopy(decoded.image, of: path, header: header, orientation: decoded.metadata.orientation, in: cache, downloaded: downloaded)
        }
        if let warning = decoded.warning { Logger(label: "unwind.slideshow").warning("\(path): \(warning)") }
        var info = decoded.metadata
        if let places, let location = info.location { info.place = places.name(at: location) }
        let composed: DecodedImage
        do {
            composed = try compose(decoded.image, orientation: info.orientation)
        } catch {
            throw DecodeError(.compose, "\(error)")
        }
        let motion = livePhotos != .off ? attachMotion(to: path, header: header, orientation: info.orientation, composed: composed) : nil
        return PreparedPhoto(image: composed, header: header, metadata: info, clip: motion)
    }

    /// Decoding is batch work: on a small board with two cores it must never take the
    /// core the render thread needs, so the decode thread runs at a lower priority (nice 10;
    /// on Linux the nice value of `PRIO_PROCESS, 0` is the calling thread's own). The pool
    /// thread keeps it afterwards (raising it back needs privileges), which is fine: what
    /// Unwind runs on the pool (decoding, rescans) is background work; frames are drawn on
    /// the main thread.
    func yieldToRenderThread() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }

    /// The size a photo of `stored` size must be decoded at (in its stored orientation) to
    /// fill its place on screen: what `compose` scales it to, so a decoder that shrinks while
    /// decoding leaves nothing to scale.
    func decodeSize(stored: Size, orientation: Int) -> Size {
        let target = clamp(targetSize(for: DecodedImage.orientedSize(stored, exif: orientation)))
        return DecodedImage.orientedSize(target, exif: orientation)
    }

    /// The most memory decoding a photo takes, from its header: a JPEG streams its rows into
    /// the resampler, so its result, the resampler's ring, libjpeg's buffers (a megabyte) and,
    /// for a progressive file, libjpeg's coefficients (decoded on two cores, two chunks of rows
    /// and a longer ring besides); a PNG that is not interlaced streams
    /// too, so its result, the ring, libpng's and our row buffers (at most 8 bytes a stored
    /// pixel each, 16-bit RGBA) and a megabyte for zlib and stdio; any other format (and an
    /// interlaced PNG) whole, twice (the decoder's own planes or stream buffers beside its
    /// pixels), plus the row pass. Either orientation is assumed.
    func decodeCost(_ header: ImageHeader) -> Int {
        let stored = Size(width: header.width, height: header.height)
        let target = [1, 6].map { decodeSize(stored: stored, orientation: $0) }.max { $0.width * $0.height < $1.width * $1.height } ?? stored
        let rows = target.width * 4
        let streamed = target.width * target.height * 4 + rows * 16 + (1 << 20)
        switch header.format {
        case .jpeg:
            // On two cores: two chunks of decoded rows (at most the stored width) and a chunk more of ring rows.
            let chunk = Resampler.pipelineChunk
            let pipeline = decodesInParallel ? stored.width * 4 * 2 * chunk + rows * chunk : 0
            return streamed + header.progressiveCoefficientBytes + pipeline
        case .png where !header.interlaced: return streamed + stored.width * 8 * 3
        default: return stored.width * stored.height * 8 + rows * stored.height
        }
    }

    /// Scales (enlarging a small photo; a decoder already shrank a large one), orients, composes.
    func compose(_ decoded: DecodedImage, orientation: Int) throws -> DecodedImage {
        let needed = decodeSize(stored: decoded.size, orientation: orientation)
        let scaled = needed == decoded.size ? decoded : try decoded.scaled(to: needed)
        let photo = try scaled.oriented(exif: orientation)
        let frame = clamp(display)
        switch (fit, background) {
        case (.fill, _):
            var out = try DecodedImage.canvas(size: frame, fill: .black, opaque: photo.opaque)
            let crop = FitMode.fill.placement(of: photo.size, in: frame.rect).source
            out.draw(photo, source: crop, destination: frame.rect)
            return out
        case (.fit, .black):
            return photo
        case (.fit, .blur):
            var out = try Backdrop.covering(frame, from: photo)
            let place = FitMode.fit.placement(of: photo.size, in: frame.rect).destination
            out.draw(photo, destination: Rect(x: place.x, y: place.y, width: Float(photo.size.width), height: Float(photo.size.height)))
            return out
        }
    }

    /// The pixel size the photo is scaled to: fitted inside or covering the display.
    func targetSize(for image: Size) -> Size {
        let iw = Double(image.width), ih = Double(image.height)
        let bw = Double(display.width), bh = Double(display.height)
        let scale = fit == .fit ? min(bw / iw, bh / ih) : max(bw / iw, bh / ih)
        return Size(width: max(1, Int((iw * scale).rounded())), height: max(1, Int((ih * scale).rounded())))
    }

    /// Shrinks a size, keeping its shape, until it fits the largest texture the GPU holds.
    func clamp(_ size: Size) -> Size {
        let scale = min(1, Double(maxTexture.width) / Double(size.width), Double(maxTexture.height) / Double(size.height))
        guard scale < 1 else { return size }
        return Size(width: max(1, Int(Double(size.width) * scale)), height: max(1, Int(Double(size.height) * scale)))
    }
}
