/// The per-format header layouts: where each format keeps its width and height.
extension ImageHeader {
    static func png(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) else { throw Problem("the PNG header is truncated or has no IHDR chunk") }
        return try sized(.png, width: be32(head, 16), height: be32(head, 20))
    }

    static func gif(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 10 else { throw Problem("the GIF header is truncated") }
        return try sized(.gif, width: le16(head, 6), height: le16(head, 8))
    }

    static func bmp(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 26 else { throw Problem("the BMP header is truncated") }
        if le32(head, 14) == 12 { return try sized(.bmp, width: le16(head, 18), height: le16(head, 20)) }
        let height = Int32(bitPattern: UInt32(le32(head, 22)))
        return try sized(.bmp, width: Int(Int32(bitPattern: UInt32(le32(head, 18)))), height: Int(height.magnitude))
    }

    static func webp(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 30 else { throw Problem("the WebP header is truncated") }
        switch String(decoding: head[12..<16], as: UTF8.self) {
        case "VP8 ":
            return try sized(.webp, width: le16(head, 26) & 0x3FFF, height: le16(head, 28) & 0x3FFF)
        case "VP8L":
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

    /// Walks JPEG segments to the start-of-frame marker, seeking past large EXIF blocks.
    static func jpeg(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        var offset = 2
        while offset + 4 <= bytes.size {
            let marker = bytes.read(at: offset, count: 4)
            guard marker.count == 4, marker[0] == 0xFF else { throw Problem("the JPEG data is corrupt before its frame header") }
            let code = marker[1]
            if code == 0xFF { offset += 1; continue }
            if code == 0xD8 || code == 0x01 || (0xD0...0xD7).contains(code) { offset += 2; continue }
            let length = be16(marker, 2)
            let isFrame = (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
            if isFrame {
                let frame = bytes.read(at: offset + 4, count: 5)
                guard frame.count == 5 else { break }
                let tail = bytes.read(at: max(0, bytes.size - 4096), count: 4096)
                guard zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) else {
                    throw Problem("the JPEG is truncated: it has no end-of-image marker")
                }
                return try sized(.jpeg, width: be16(frame, 3), height: be16(frame, 1))
            }
            if code == 0xD9 || code == 0xDA { break }
            offset += 2 + length
        }
        throw Problem("the JPEG is truncated: no frame header")
    }

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
            let tag = u16(entries, base), type = u16(entries, base + 2)
            let value = type == 3 ? u16(entries, base + 8) : u32(entries, base + 8)
            if tag == 256 { width = value }
            if tag == 257 { height = value }
        }
        return try sized(.tiff, width: width, height: height)
    }

    private static func sized(_ format: Format, width: Int, height: Int) throws(Problem) -> ImageHeader {
        guard width > 0, height > 0 else { throw Problem("the \(format.rawValue.uppercased()) header gives an empty size \(width)×\(height)") }
        return ImageHeader(format: format, width: width, height: height)
    }
}

private func be16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }
private func le16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 }
private func be32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
private func le32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 | Int(b[o + 2]) << 16 | Int(b[o + 3]) << 24 }
