/// PNG files of every colour type and bit depth, written sample by sample here (stored deflate
/// blocks like `ImageFileBuilder.png`), with palettes, tRNS, gAMA and Adam7 interlacing: what
/// cameras, scanners, editors and screenshot tools write, so a decoder's conversions can be
/// checked against libpng's simplified API without committing fixtures.
public struct PNGFileBuilder: Sendable {
    /// IHDR's colour type.
    public enum Kind: UInt8, Sendable, CaseIterable {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        /// Samples per pixel.
        public var channels: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    /// Colour type.
    public var kind: Kind
    /// Bits per sample: 1, 2, 4, 8 or 16, as the colour type allows.
    public var bitDepth: Int
    /// Size in pixels.
    public var width: Int, height: Int
    /// PLTE entries as R, G, B bytes (palette images).
    public var palette: [UInt8] = []
    /// The tRNS chunk's data, written as given; nil writes none.
    public var transparency: [UInt8]?
    /// The gAMA chunk's value (gamma × 100000); nil writes none.
    public var gamma: Int?
    /// Adam7 interlacing.
    public var interlaced = false
    /// The value of channel `c` of pixel (`x`, `y`), below 2^bitDepth.
    public var sample: @Sendable (_ x: Int, _ y: Int, _ c: Int) -> Int

    /// A builder for a `kind` image of `bitDepth` bits at `width`×`height`.
    public init(kind: Kind, bitDepth: Int, width: Int, height: Int, sample: @escaping @Sendable (_ x: Int, _ y: Int, _ c: Int) -> Int) {
        self.kind = kind
        self.bitDepth = bitDepth
        self.width = width
        self.height = height
        self.sample = sample
    }

    /// The whole file.
    public func bytes() -> [UInt8] {
        var ihdr = ImageFileBuilder.be32(width) + ImageFileBuilder.be32(height)
        ihdr += [UInt8(bitDepth), kind.rawValue, 0, 0, interlaced ? 1 : 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ImageFileBuilder.chunk("IHDR", ihdr)
        if let gamma { file += ImageFileBuilder.chunk("gAMA", ImageFileBuilder.be32(gamma)) }
        if kind == .palette { file += ImageFileBuilder.chunk("PLTE", palette) }
        if let transparency { file += ImageFileBuilder.chunk("tRNS", transparency) }
        return file + ImageFileBuilder.chunk("IDAT", ImageFileBuilder.storedZlib(scanlines())) + ImageFileBuilder.chunk("IEND", [])
    }

    /// Adam7's passes as (first x, first y, x step, y step); a plain image is one pass.
    static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// The filtered (filter 0) rows of every pass; a pass with no pixels has no rows.
    func scanlines() -> [UInt8] {
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in interlaced ? Self.adam7 : [(0, 0, 1, 1)] {
            let columns = Array(stride(from: x0, to: width, by: dx))
            guard !columns.isEmpty else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)
                raw += packed(columns.flatMap { x in (0..<kind.channels).map { sample(x, y, $0) } })
            }
        }
        return raw
    }

    /// Samples packed at the bit depth: several to a byte most significant first below 8 bits,
    /// big-endian pairs at 16.
    func packed(_ samples: [Int]) -> [UInt8] {
        switch bitDepth {
        case 16: return samples.flatMap { [UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
        case 8: return samples.map { UInt8($0 & 0xFF) }
        default:
            let perByte = 8 / bitDepth, mask = (1 << bitDepth) - 1
            return stride(from: 0, to: samples.count, by: perByte).map { start in
                var byte = 0
                for i in 0..<perByte {
                    let value = start + i < samples.count ? samples[start + i] & mask : 0
                    byte |= value << (8 - bitDepth * (i + 1))
                }
                return UInt8(byte)
            }
        }
    }
}
