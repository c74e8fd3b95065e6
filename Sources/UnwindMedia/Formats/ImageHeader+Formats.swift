/// The common formats' header layouts: where each keeps its width and height.
extension ImageHeader {
    static func png(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) else { throw Problem("the PNG header is truncated or has no IHDR chunk") }
        var header = try sized(.png, width: be32(head, 16), height: be32(head, 20))
        header.interlaced = head.count > 28 && head[28] != 0
        return header
    }

    static func bmp(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 26 else { throw Problem("the BMP header is truncated") }
        if le32(head, 14) == 12 { return try sized(.bmp, width: le16(head, 18), height: le16(head, 20)) }
        let height = Int32(truncatingIfNeeded: le32(head, 22))
        return try sized(.bmp, width: Int(Int32(truncatingIfNeeded: le32(head, 18))), height: Int(height.magnitude))
    }

    static func webp(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 30 else { throw Problem("the WebP header is truncated") }
        switch String(decoding: head[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard head[23] == 0x9D, head[24] == 0x01, head[25] == 0x2A else { throw Problem("the WebP frame has no VP8 start code") }
            return try sized(.webp, width: le16(head, 26) & 0x3FFF, height: le16(head, 28) & 0x3FFF)
        case "VP8L":
            guard head[20] == 0x2F else { throw Problem("the lossless WebP has no signature byte") }
            let bits = le32(head, 21)
            return try sized(.webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            let w = Int(head[24]) | Int(head[25]) << 8 | Int(head[26]) << 16
            let h = Int(head[27]) | Int(head[28]) << 8 | Int(head[29]) << 16
            return try sized(.webp, width: w + 1, height: h + 1)
        default:
            throw Problem("the WebP file has an unknown chunk layout")
        }
    }

    /// Walks JPEG segments to the start-of-frame marker as libjpeg does: bytes that are not a
    /// marker are skipped, and large EXIF blocks are seeked over, not read.
    static func jpeg(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        var cursor = ByteCursor(bytes, at: 2)
        while !cursor.atEnd {
            // Skip garbage up to a 0xFF, then any fill bytes.
            guard var code = cursor.next() else { break }
            while code != 0xFF {
                guard let next = cursor.next() else { throw Problem("the JPEG is truncated: no frame header") }
                code = next
            }
            while code == 0xFF {
                guard let next = cursor.next() else { throw Problem("the JPEG is truncated: no frame header") }
                code = next
            }
            if code == 0xD8 || code == 0x01 || (0xD0...0xD7).contains(code) { continue }
            if code == 0xD9 || code == 0xDA { break }
            guard let lengthBytes = cursor.take(2) else { break }
            let length = be16(lengthBytes, 0)
            guard length >= 2 else { throw Problem("the JPEG has a segment of impossible length \(length)") }
            let isFrame = (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
            if isFrame {
                guard let frame = cursor.take(6) else { break }
                let tail = bytes.read(at: max(0, bytes.size - 4096), count: 4096)
                guard zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) else {
                    throw Problem("the JPEG is truncated: it has no end-of-image marker")
                }
                var header = try sized(.jpeg, width: be16(frame, 3), height: be16(frame, 1))
                if [0xC2, 0xC6, 0xCA, 0xCE].contains(code), let components = cursor.take(3 * Int(frame[5])) {
                    header.progressiveCoefficientBytes = coefficientBytes(width: header.width, height: header.height, components: components)
                }
                return header
            }
            cursor.skip(length - 2)
        }
        throw Problem("the JPEG is truncated: no frame header")
    }

    /// libjpeg's whole-image coefficient buffer for a progressive JPEG: each component's
    /// samples (its sampling factors against the largest), in whole 8×8 blocks, 2 bytes each.
    static func coefficientBytes(width: Int, height: Int, components: [UInt8]) -> Int {
        let factors = stride(from: 0, to: components.count - 2, by: 3).map {
            (h: max(1, Int(components[$0 + 1] >> 4)), v: max(1, Int(components[$0 + 1] & 15)))
        }
        let hMax = factors.map(\.h).max() ?? 1, vMax = factors.map(\.v).max() ?? 1
        return factors.reduce(0) { total, factor in
            let samplesWide = (width * factor.h + hMax - 1) / hMax, samplesHigh = (height * factor.v + vMax - 1) / vMax
            return total + ((samplesWide + 7) / 8) * ((samplesHigh + 7) / 8) * 64 * 2
        }
    }

    /// The first directory's ImageWidth (256) and ImageLength (257), as libtiff reads them:
    /// one value of an integer type; a tag given twice counts at its larger value.
    static func tiff(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        let head = bytes.read(at: 0, count: 8)
        guard head.count == 8 else { throw Problem("the TIFF header is truncated") }
        let little = head[0] == 0x49
        let u16 = { (b: [UInt8], o: Int) -> Int in little ? le16(b, o) : be16(b, o) }
        let u32 = { (b: [UInt8], o: Int) -> Int in little ? le32(b, o) : be32(b, o) }
        let ifd = u32(head, 4)
        let countBytes = bytes.read(at: ifd, count: 2)
        guard countBytes.count == 2 else { throw Problem("the TIFF directory is truncated") }
        let count = u16(countBytes, 0)
        let entries = bytes.read(at: ifd + 2, count: count * 12)
        guard entries.count == count * 12 else { throw Problem("the TIFF directory is truncated") }
        var width = 0, height = 0
        for i in 0..<count {
            let base = i * 12
            let tag = u16(entries, base)
            guard tag == 256 || tag == 257 else { continue }
            guard u32(entries, base + 4) == 1 else { throw Problem("the TIFF's size tag holds more than one value") }
            let value: Int
            switch u16(entries, base + 2) {
            case 1, 6: value = Int(entries[base + 8])
            case 3, 8: value = u16(entries, base + 8)
            case 4, 9: value = u32(entries, base + 8)
            default: throw Problem("the TIFF's size tag has a type libtiff does not take as a size")
            }
            if tag == 256 { width = max(width, value) } else { height = max(height, value) }
        }
        return try sized(.tiff, width: width, height: height)
    }
}
