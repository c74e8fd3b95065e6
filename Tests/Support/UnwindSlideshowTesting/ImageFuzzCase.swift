import UnwindMedia
import UnwindRandom

/// One photo file for the end-to-end fuzz harness (`scripts/fuzz.sh`, family image-header):
/// an intact small image, a decompression bomb, a damaged or half-copied file, or a file of a
/// format the show refuses. Case `index` of `seed` is the same on every machine, whatever
/// the number of cases asked for, so a failure names its seed and index.
public struct ImageFuzzCase: Sendable {
    /// What the show is expected to do with the file.
    public enum Kind: String, Sendable, CaseIterable {
        /// Small and whole: it must be shown.
        case intact
        /// Whole, declaring more pixels than the limit: it must be skipped by the limit, never decoded.
        case bomb
        /// Bytes changed, inserted, removed or cut: shown or skipped, one line at most.
        case damaged
        /// A format the show does not decode (XPM, XCF, TGA, JPEG XL…): skipped with one line.
        case refused
    }

    /// What the show must do with it.
    public var kind: Kind
    /// The format's name: an `ImageHeader.Format` or a `RefusedImageFormat` raw value.
    public var format: String
    /// The width the file was built to declare (before any damage).
    public var declaredWidth: Int
    /// The height the file was built to declare (before any damage).
    public var declaredHeight: Int
    /// The file name's extension; now and then not the format's own (content decides).
    public var fileExtension: String
    /// The file, or empty when `encodeHEIF` is set (the caller encodes it with libheif).
    public var bytes: [UInt8]
    /// Set for HEIC/AVIF: a real encoder must write the blue picture at the declared size
    /// (then, for a damaged case, `damage(_:)` applies this case's damage to the file).
    public var encodeHEIF: ImageHeader.Format?
    /// The seed of this case's damage, for files the caller encodes first.
    public var damageSeed: UInt64 = 0

    /// Case `index` of the stream for `seed`, with bombs sized over `maxMegapixels`.
    public static func make(seed: UInt64, index: Int, maxMegapixels: Double = 100) -> ImageFuzzCase {
        var random = SplitMix64(seed: SplitMix64.value(seed: seed, index: index))
        let formats = ImageHeader.Format.allCases
        let format = formats[Int.random(in: 0..<formats.count, using: &random)]
        let roll = Int.random(in: 0..<100, using: &random)
        var item: ImageFuzzCase
        if roll < 30 {
            item = intact(format, using: &random)
        } else if roll < 50 {
            item = bomb(format, maxMegapixels: maxMegapixels, using: &random)
        } else if roll < 85 {
            let large = Int.random(in: 0..<4, using: &random) == 0
            let (width, height) = large ? bombSize(format, maxMegapixels: maxMegapixels, using: &random) : smallSize(using: &random)
            item = ImageFuzzCase(
                kind: .damaged, format: format.rawValue, declaredWidth: width, declaredHeight: height,
                fileExtension: extensionFor(format), bytes: [], damageSeed: random.next())
            if (format == .heif || format == .avif) && !large {
                // Damage a real encoded file: the box-only stand-in never reaches libheif's decoder.
                item.declaredWidth = max(width, 8)
                item.declaredHeight = max(height, 8)
                item.encodeHEIF = format
            } else {
                item.bytes = item.damage(ImageFileBuilder.file(format, width: width, height: height))
            }
        } else {
            let refused = RefusedImageFormat.allCases[Int.random(in: 0..<RefusedImageFormat.allCases.count, using: &random)]
            let (width, height) =
                Int.random(in: 0..<3, using: &random) == 0
                ? (Int.random(in: 10_001...70_000, using: &random), Int.random(in: 10_001...70_000, using: &random)) : smallSize(using: &random)
            var bytes = ImageFileBuilder.refused(refused, width: width, height: height)
            if Int.random(in: 0..<4, using: &random) == 0 { ImageHeaderCases.damage(&bytes, using: &random) }
            item = ImageFuzzCase(
                kind: .refused, format: refused.rawValue, declaredWidth: width, declaredHeight: height,
                fileExtension: refused.fileExtension, bytes: bytes)
        }
        if Int.random(in: 0..<10, using: &random) == 0 {
            item.fileExtension = ["jpg", "png", "gif", "heic", "tif", "svg", "webp", "bin"][Int.random(in: 0..<8, using: &random)]
        }
        return item
    }

    /// This case's damage applied to `bytes`: a quarter of the time the tail is cut off (a
    /// half-copied file), otherwise bytes are changed, inserted or removed.
    public func damage(_ bytes: [UInt8]) -> [UInt8] {
        var random = SplitMix64(seed: damageSeed)
        var bytes = bytes
        guard !bytes.isEmpty else { return bytes }
        if Int.random(in: 0..<4, using: &random) == 0 {
            bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &random)...)
        } else {
            ImageHeaderCases.damage(&bytes, using: &random)
        }
        return bytes
    }

    /// The usual extension of a format's files.
    public static func extensionFor(_ format: ImageHeader.Format) -> String {
        switch format {
        case .jpeg: "jpg"
        case .tiff: "tif"
        case .pnm: "ppm"
        case .heif: "heic"
        default: format.rawValue
        }
    }

    private static func intact(_ format: ImageHeader.Format, using random: inout SplitMix64) -> ImageFuzzCase {
        let (width, height) = smallSize(using: &random)
        let heif = format == .heif || format == .avif
        // HEVC and AV1 work in blocks of 8: libheif pads smaller pictures, but keep them sane.
        // The WebP builder re-labels one encoded 24×16 picture: larger labels run out of data.
        let (w, h) = heif ? (max(width, 8), max(height, 8)) : format == .webp ? (min(width, 24), min(height, 16)) : (width, height)
        return ImageFuzzCase(
            kind: .intact, format: format.rawValue, declaredWidth: w, declaredHeight: h, fileExtension: extensionFor(format),
            bytes: heif ? [] : ImageFileBuilder.file(format, width: w, height: h), encodeHEIF: heif ? format : nil)
    }

    private static func bomb(_ format: ImageHeader.Format, maxMegapixels: Double, using random: inout SplitMix64) -> ImageFuzzCase {
        let (width, height) = bombSize(format, maxMegapixels: maxMegapixels, using: &random)
        return ImageFuzzCase(
            kind: .bomb, format: format.rawValue, declaredWidth: width, declaredHeight: height, fileExtension: extensionFor(format),
            bytes: ImageFileBuilder.file(format, width: width, height: height))
    }

    /// Sides every builder writes whole (its pixel data is complete up to 2^14 pixels or more).
    private static func smallSize(using random: inout SplitMix64) -> (Int, Int) {
        Int.random(in: 0..<4, using: &random) == 0
            ? (Int.random(in: 1...4, using: &random), Int.random(in: 1...4, using: &random))
            : (Int.random(in: 1...128, using: &random), Int.random(in: 1...128, using: &random))
    }

    /// A size the format can express with more pixels than the limit: sometimes just over it,
    /// sometimes a side as long as the format allows.
    private static func bombSize(_ format: ImageHeader.Format, maxMegapixels: Double, using random: inout SplitMix64) -> (Int, Int) {
        let limit = Int(maxMegapixels * 1_000_000)
        let cap = ImageFileBuilder.expressible(format, width: Int.max, height: Int.max)
        for _ in 0..<100 {
            let width: Int
            switch Int.random(in: 0..<3, using: &random) {
            case 0: width = Int.random(in: 10_001...min(cap.width, 20_000), using: &random)
            case 1: width = Int.random(in: 1...min(cap.width, 40_000), using: &random)
            default: width = cap.width
            }
            let least = limit / width + 1
            guard least <= cap.height else { continue }
            let height = Int.random(in: 0..<2, using: &random) == 0 ? least : Int.random(in: least...cap.height, using: &random)
            return ImageFileBuilder.expressible(format, width: width, height: height)
        }
        return cap
    }
}
