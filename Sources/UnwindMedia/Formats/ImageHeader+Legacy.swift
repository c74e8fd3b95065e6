/// Icon, retro and newer lossless formats: ICO/CUR, PCX, ILBM, QOI.
extension ImageHeader {
    /// ICO/CUR as SDL_image reads them: the directory entry with the most colours (the first
    /// of equals), then that entry's BITMAPINFOHEADER, whose height counts the mask too.
    static func icon(_ bytes: some ByteSource, cursor: Bool) throws(Problem) -> ImageHeader {
        let format: Format = cursor ? .cur : .ico
        let head = bytes.read(at: 0, count: 6)
        let count = le16(head, 4)
        let directory = bytes.read(at: 6, count: count * 16)
        guard directory.count == count * 16 else { throw Problem("the \(format.displayName) directory is truncated") }
        var best = -1, offset = 0
        for i in 0..<count {
            let colours = directory[i * 16 + 2] == 0 ? 256 : Int(directory[i * 16 + 2])
            if colours > best {
                best = colours
                offset = le32(directory, i * 16 + 12)
            }
        }
        let info = bytes.read(at: offset, count: 12)
        guard info.count == 12 else { throw Problem("the \(format.displayName) image data is truncated") }
        guard le32(info, 0) == 40 else {
            throw Problem("the \(format.displayName) holds a PNG or unusual bitmap, which SDL_image does not decode")
        }
        let width = Int(Int32(truncatingIfNeeded: le32(info, 4))), height = Int(Int32(truncatingIfNeeded: le32(info, 8)))
        guard (0...0xFFFFFF).contains(width), (0...0xFFFFFF).contains(height) else {
            throw Problem("the \(format.displayName) has impossible dimensions \(width)×\(height)")
        }
        return try sized(format, width: width, height: height >> 1)
    }

    /// PCX: the window corners, signed as SDL_image reads them.
    static func pcx(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 12 else { throw Problem("the PCX header is truncated") }
        func s16(_ o: Int) -> Int { Int(Int16(truncatingIfNeeded: le16(head, o))) }
        return try sized(.pcx, width: s16(8) - s16(4) + 1, height: s16(10) - s16(6) + 1)
    }

    /// ILBM/PBM: the BMHD chunk's width and height; chunks are walked up to BODY, and a
    /// BMHD given twice counts at its larger size.
    static func lbm(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        var offset = 12, width = 0, height = 0, found = false
        while offset + 8 <= bytes.size {
            let chunk = bytes.read(at: offset, count: 8)
            guard chunk.count == 8 else { break }
            let id = String(decoding: chunk[0..<4], as: UTF8.self), length = be32(chunk, 4)
            if id == "BODY" { break }
            if id == "BMHD" {
                let data = bytes.read(at: offset + 8, count: 4)
                guard data.count == 4 else { break }
                width = max(width, be16(data, 0))
                height = max(height, be16(data, 2))
                found = true
            }
            offset += 8 + length + (length & 1)
        }
        guard found else { throw Problem("the ILBM has no BMHD header before its pixels") }
        return try sized(.lbm, width: width, height: height)
    }

    static func qoi(_ head: [UInt8]) throws(Problem) -> ImageHeader {
        guard head.count >= 14 else { throw Problem("the QOI header is truncated") }
        return try sized(.qoi, width: be32(head, 4), height: be32(head, 8))
    }
}
