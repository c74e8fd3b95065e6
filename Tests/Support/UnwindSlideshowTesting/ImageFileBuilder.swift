import UnwindMedia

/// Builds small, valid image files of every format the show decodes, at any declared size,
/// from bytes written here (no fixture files). With a small size they decode; with a huge
/// one they are the decompression bombs the header check must refuse (a few dozen bytes
/// that declare 30000×30000).
public enum ImageFileBuilder {
    /// The formats `file(_:width:height:)` can build.
    public static let formats: [ImageHeader.Format] = ImageHeader.Format.allCases

    /// A file of `format` declaring `width`×`height` (sizes are clamped to what the
    /// format can express). Pixel data is complete only where `complete` holds and the
    /// format allows it cheaply; decoders fill or refuse the rest.
    public static func file(_ format: ImageHeader.Format, width: Int, height: Int) -> [UInt8] {
        let (width, height) = expressible(format, width: width, height: height)
        return switch format {
        case .png: png(width: width, height: height)
        case .jpeg: jpeg(width: width, height: height)
        case .gif: gif(width: width, height: height)
        case .bmp: bmp(width: width, height: height)
        case .webp: webp(width: width, height: height)
        case .tiff: tiff(width: width, height: height)
        case .pnm: Array("P6\n# made by a test\n\(width) \(height)\n255\n".utf8) + pixelsRGB(width: width, height: height, limit: 1 << 16)
        case .svg:
            Array(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"><rect width=\"\(width)\" height=\"\(height)\" fill=\"#1E90FF\"/></svg>\n"
                    .utf8)
        case .qoi: qoi(width: width, height: height)
        case .ico: icon(type: 1, width: width, height: height)
        case .cur: icon(type: 2, width: width, height: height)
        case .lbm: lbm(width: width, height: height)
        case .pcx: pcx(width: width, height: height)
        case .xv:
            Array("P7 332\n#XVVERSION:Version 2.28\n#END_OF_COMMENTS\n\(width) \(height) 255\n".utf8)
                + [UInt8](repeating: 0x03, count: min(width * height, 1 << 16))
        case .heif: isoMedia(brand: "heic", width: width, height: height)
        case .avif: isoMedia(brand: "avif", width: width, height: height)
        }
    }

    /// The size a file of `format` really declares when asked for `width`×`height`: each
    /// format has its own field widths (GIF 16 bits, WebP 14, PCX signed 16…).
    public static func expressible(_ format: ImageHeader.Format, width: Int, height: Int) -> (width: Int, height: Int) {
        let w = max(1, width), h = max(1, height)
        switch format {
        case .webp: return (min(w, 0x3FFF), min(h, 0x3FFF))
        case .gif, .lbm, .jpeg: return (min(w, 0xFFFF), min(h, 0xFFFF))
        case .pcx: return (min(w, 0x7FFF), min(h, 0x7FFF))
        case .ico, .cur: return (min(w, 0xFFFFFF), min(h, 0x7FFFFF))
        case .svg: return (min(w, 1 << 24), min(h, 1 << 24))  // nanosvg sizes are Floats
        default: return (min(w, Int(Int32.max)), min(h, Int(Int32.max)))
        }
    }

    /// Blue pixels, row after row, at most `limit` bytes (a bomb's data is cut short).
    static func pixelsRGB(width: Int, height: Int, limit: Int) -> [UInt8] {
        let count = min(width * height, limit / 3)
        return (0..<count).flatMap { _ in [UInt8(30), 144, 255] }
    }

    // MARK: PNG: stored (uncompressed) deflate blocks, CRC-32 and Adler-32 written here.

    static func png(width: Int, height: Int) -> [UInt8] {
        var ihdr = be32(width) + be32(height)
        ihdr += [8, 2, 0, 0, 0]
        let rowBytes = 1 + width * 3
        let rows = width * height <= 1 << 16 ? height : 1
        var raw: [UInt8] = []
        for _ in 0..<rows { raw += [0] + pixelsRGB(width: width, height: 1, limit: min(rowBytes, 1 << 16)) }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
    }

    /// A zlib stream of stored (uncompressed) deflate blocks holding `raw`.
    static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let last: UInt8 = offset + n >= raw.count ? 1 : 0
            zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + n)]
            offset += n
        } while offset < raw.count
        return zlib + be32(Int(adler32(raw)))
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    // MARK: JPEG and WebP: tiny encoded images (24×16 blue) with their declared size changed.

    static let blueJPEG: [UInt8] = [
        0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xFF, 0xDB, 0x00, 0x43, 0x00,
        0x03, 0x02, 0x02, 0x02, 0x02, 0x02, 0x03, 0x02, 0x02, 0x02, 0x03, 0x03, 0x03, 0x03, 0x04, 0x06, 0x04, 0x04, 0x04, 0x04, 0x04, 0x08, 0x06, 0x06, 0x05,
        0x06, 0x09, 0x08, 0x0A, 0x0A, 0x09, 0x08, 0x09, 0x09, 0x0A, 0x0C, 0x0F, 0x0C, 0x0A, 0x0B, 0x0E, 0x0B, 0x09, 0x09, 0x0D, 0x11, 0x0D, 0x0E, 0x0F, 0x10,
        0x10, 0x11, 0x10, 0x0A, 0x0C, 0x12, 0x13, 0x12, 0x10, 0x13, 0x0F, 0x10, 0x10, 0x10, 0xFF, 0xDB, 0x00, 0x43, 0x01, 0x03, 0x03, 0x03, 0x04, 0x03, 0x04,
        0x08, 0x04, 0x04, 0x08, 0x10, 0x0B, 0x09, 0x0B, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
        0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
        0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x18, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03,
        0x11, 0x01, 0xFF, 0xC4, 0x00, 0x15, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04,
        0xFF, 0xC4, 0x00, 0x14, 0x10, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xC4, 0x00,
        0x15, 0x01, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0xFF, 0xC4, 0x00, 0x14, 0x11,
        0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02,
        0x11, 0x03, 0x11, 0x00, 0x3F, 0x00, 0x89, 0x64, 0x24, 0xF0, 0x00, 0x00, 0x00, 0x1F, 0xFF, 0xD9,
    ]
    static let blueWebP: [UInt8] = [
        0x52, 0x49, 0x46, 0x46, 0x44, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20, 0x38, 0x00, 0x00, 0x00, 0x30, 0x03, 0x00, 0x9D, 0x01,
        0x2A, 0x18, 0x00, 0x10, 0x00, 0x3E, 0x91, 0x38, 0x97, 0x47, 0xA5, 0xA3, 0x22, 0x21, 0x30, 0x08, 0x00, 0xB0, 0x12, 0x09, 0x40, 0x0E, 0xC0, 0x1F, 0x80,
        0x00, 0x21, 0x14, 0x00, 0x00, 0xFE, 0xBB, 0xB7, 0xFF, 0xFE, 0x71, 0x2C, 0x75, 0x3B, 0xBB, 0xB3, 0xFF, 0xFF, 0x98, 0x25, 0x7E, 0x41, 0xBA, 0xE4, 0x00,
        0x00,
    ]

    static func jpeg(width: Int, height: Int) -> [UInt8] {
        var bytes = blueJPEG
        // The SOF0 segment starts at byte 158: FF C0, length, precision, height, width.
        bytes[163] = UInt8(height >> 8 & 0xFF)
        bytes[164] = UInt8(height & 0xFF)
        bytes[165] = UInt8(width >> 8 & 0xFF)
        bytes[166] = UInt8(width & 0xFF)
        return bytes
    }

    static func webp(width: Int, height: Int) -> [UInt8] {
        var bytes = blueWebP
        let w = min(max(width, 1), 0x3FFF), h = min(max(height, 1), 0x3FFF)
        bytes[26] = UInt8(w & 0xFF)
        bytes[27] = UInt8(w >> 8)
        bytes[28] = UInt8(h & 0xFF)
        bytes[29] = UInt8(h >> 8)
        return bytes
    }

    // MARK: GIF: LZW with 8-bit codes and a clear code every 250 pixels, so codes stay 9 bits.

    static func gif(width: Int, height: Int) -> [UInt8] {
        let w = min(width, 0xFFFF), h = min(height, 0xFFFF)
        var bytes = Array("GIF89a".utf8) + le16(w) + le16(h) + [0xF7, 0, 0]
        bytes += (0..<256).flatMap { i in i == 1 ? [UInt8(30), 144, 255] : [UInt8(i), UInt8(i), UInt8(i)] }
        bytes += [0x2C] + le16(0) + le16(0) + le16(w) + le16(h) + [0]
        bytes += [8]
        var codes: [Int] = [256]
        let count = min(w * h, 1 << 16)
        for i in 0..<count {
            if i > 0, i % 250 == 0 { codes.append(256) }
            codes.append(1)
        }
        codes.append(257)
        var data: [UInt8] = [], bits = 0, bitCount = 0
        for code in codes {
            bits |= code << bitCount
            bitCount += 9
            while bitCount >= 8 {
                data.append(UInt8(bits & 0xFF))
                bits >>= 8
                bitCount -= 8
            }
        }
        if bitCount > 0 { data.append(UInt8(bits & 0xFF)) }
        var offset = 0
        while offset < data.count {
            let n = min(255, data.count - offset)
            bytes += [UInt8(n)] + data[offset..<(offset + n)]
            offset += n
        }
        return bytes + [0, 0x3B]
    }

    // MARK: BMP, TIFF, QOI, ICO/CUR, ILBM, PCX: uncompressed layouts.

    static func bmp(width: Int, height: Int) -> [UInt8] {
        let stride = (width * 3 + 3) & ~3
        let rows = width * height <= 1 << 16 ? height : 0
        let pixels = (0..<rows).flatMap { _ in
            (0..<width).flatMap { _ in [UInt8(255), 144, 30] } + [UInt8](repeating: 0, count: stride - width * 3)
        }
        let info = le32(40) + le32(width) + le32(height) + le16(1) + le16(24) + le32(0) + le32(stride &* height) + le32(2835) + le32(2835) + le32(0) + le32(0)
        return Array("BM".utf8) + le32(54 &+ stride &* height) + le32(0) + le32(54) + info + pixels
    }

    static func tiff(width: Int, height: Int) -> [UInt8] {
        let pixels = pixelsRGB(width: width, height: height, limit: 1 << 18)
        let entries: [(Int, Int, Int, Int)] = [
            (256, 4, 1, width), (257, 4, 1, height), (258, 3, 1, 8), (259, 3, 1, 1), (262, 3, 1, 2),
            (273, 4, 1, 8), (277, 3, 1, 3), (278, 4, 1, height), (279, 4, 1, width &* height &* 3),
        ]
        var ifd = le16(entries.count)
        for (tag, type, count, value) in entries { ifd += le16(tag) + le16(type) + le32(count) + (type == 3 ? le16(value) + [0, 0] : le32(value)) }
        ifd += le32(0)
        return [0x49, 0x49, 0x2A, 0x00] + le32(8 + pixels.count) + pixels + ifd
    }

    static func qoi(width: Int, height: Int) -> [UInt8] {
        var bytes = Array("qoif".utf8) + be32(width) + be32(height) + [3, 0]
        bytes += [0xFE, 30, 144, 255]
        var left = min(width * height, 1 << 20) - 1
        while left > 0 {
            let run = min(62, left)
            bytes.append(0xC0 | UInt8(run - 1))
            left -= run
        }
        return bytes + [0, 0, 0, 0, 0, 0, 0, 1]
    }

    static func icon(type: Int, width: Int, height: Int) -> [UInt8] {
        let rows = width * height <= 1 << 16 ? height : 0
        let info = le32(40) + le32(width) + le32(height * 2) + le16(1) + le16(32) + le32(0) + le32(0) + le32(0) + le32(0) + le32(0) + le32(0)
        let pixels = [UInt8](repeating: 0, count: 0) + (0..<(rows * width)).flatMap { _ in [UInt8(255), 144, 30, 255] }
        let mask = [UInt8](repeating: 0, count: rows * ((width + 31) / 32 * 4))
        let image = info + pixels + mask
        let entry = [UInt8(min(width, 255)), UInt8(min(height, 255)), 0, 0] + le16(type == 1 ? 1 : 0) + le16(type == 1 ? 32 : 0) + le32(image.count) + le32(22)
        return le16(0) + le16(type) + le16(1) + entry + image
    }

    static func lbm(width: Int, height: Int) -> [UInt8] {
        let w = min(width, 0xFFFF), h = min(height, 0xFFFF)
        let bmhd = be16(w) + be16(h) + [0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 1, 1] + be16(w) + be16(h)
        let cmap = [0, 0, 0, 30, 144, 255] + [UInt8](repeating: 0, count: 3 * 254)
        // SDL_image reads PBM rows padded to 16 pixels, as ILBM planes are; a file whose rows
        // are padded to 2 bytes only is refused by it ("error reading BODY chunk").
        let rowBytes = (w + 15) / 16 * 16
        let body = [UInt8](repeating: 1, count: w * h <= 1 << 16 ? rowBytes * h : 0)
        func iff(_ id: String, _ data: [UInt8]) -> [UInt8] { Array(id.utf8) + be32(data.count) + data + (data.count % 2 == 1 ? [0] : []) }
        let form = Array("PBM ".utf8) + iff("BMHD", bmhd) + iff("CMAP", cmap) + iff("BODY", body)
        return Array("FORM".utf8) + be32(form.count) + form
    }

    static func pcx(width: Int, height: Int) -> [UInt8] {
        let w = min(max(width, 1), 0x7FFF), h = min(max(height, 1), 0x7FFF)
        let rowBytes = (w + 1) & ~1
        var header = [UInt8](repeating: 0, count: 128)
        header[0] = 10; header[1] = 5; header[2] = 1; header[3] = 8
        header.replaceSubrange(8..<12, with: le16(w - 1) + le16(h - 1))
        header[65] = 1
        header.replaceSubrange(66..<68, with: le16(rowBytes))
        var body: [UInt8] = []
        if w * h <= 1 << 16 {
            for _ in 0..<h {
                var left = rowBytes
                while left > 0 {
                    let run = min(63, left)
                    body += [0xC0 | UInt8(run), 1]
                    left -= run
                }
            }
        }
        return header + body + [12] + [0, 0, 0, 30, 144, 255] + [UInt8](repeating: 0, count: 768 - 6)
    }

    // MARK: HEIF/AVIF: the box structure only (ftyp, meta/iprp/ipco/ispe); not decodable.

    static func isoMedia(brand: String, width: Int, height: Int) -> [UInt8] {
        func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(8 + body.count) + Array(type.utf8) + body }
        let ftyp = box("ftyp", Array(brand.utf8) + be32(0) + Array("mif1".utf8) + Array(brand.utf8))
        let ispe = box("ispe", [0, 0, 0, 0] + be32(width) + be32(height))
        let meta = box(
            "meta",
            [0, 0, 0, 0] + box("hdlr", [UInt8](repeating: 0, count: 8) + Array("pict".utf8) + [UInt8](repeating: 0, count: 13)) + box("iprp", box("ipco", ispe))
        )
        return ftyp + meta + box("mdat", [0, 0, 0, 0])
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    static func le32(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }
}
