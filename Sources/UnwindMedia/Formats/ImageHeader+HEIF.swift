/// HEIF and AVIF (ISO base media files): the brand says which, and the `ispe` properties
/// in `meta/iprp/ipco` give the sizes of the image items. The primary image, its grid
/// tiles, thumbnails and alpha planes are all items, so the envelope of every `ispe` bounds
/// what libheif allocates while decoding.
extension ImageHeader {
    static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1", "mif2", "miaf"]
    static let avifBrands: Set<String> = ["avif", "avis"]
    /// A `meta` box larger than this is refused rather than read into memory.
    static let largestMetaBox = 16 << 20

    static func isoMedia(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        var offset = 0, brands: Set<String> = [], meta: [UInt8]?
        var boxes = 0
        while offset + 8 <= bytes.size, boxes < 1000, meta == nil {
            boxes += 1
            guard let box = isoBox(bytes.read(at: offset, count: 16), fileRemaining: bytes.size - offset) else {
                throw Problem("the HEIF file has a malformed box at byte \(offset)")
            }
            let body = offset + box.headerLength
            if box.type == "ftyp" {
                let data = bytes.read(at: body, count: min(box.size - box.headerLength, 4096))
                brands.formUnion(stride(from: 0, to: data.count - 3, by: 4).filter { $0 != 4 }.map { String(decoding: data[$0..<($0 + 4)], as: UTF8.self) })
            } else if box.type == "meta" {
                guard box.size <= largestMetaBox else { throw Problem("the HEIF metadata box is \(box.size >> 20) MB; refused") }
                meta = bytes.read(at: body + 4, count: box.size - box.headerLength - 4)
            }
            offset += box.size
        }
        let format: Format
        if !brands.isDisjoint(with: avifBrands) {
            format = .avif
        } else if !brands.isDisjoint(with: heifBrands) {
            format = .heif
        } else {
            throw Problem("an ISO media file that is not HEIF or AVIF (a video?); not an image the show decodes")
        }
        guard let meta else { throw Problem("the \(format.displayName) file has no metadata box (truncated?)") }
        var width = 0, height = 0
        for ipco in children(of: meta, path: ["iprp", "ipco"]) {
            for property in childBoxes(ipco) where property.type == "ispe" {
                guard property.body.count >= 12 else { continue }
                let data = Array(property.body)
                width = max(width, be32(data, 4))
                height = max(height, be32(data, 8))
            }
        }
        guard width > 0, height > 0 else { throw Problem("the \(format.displayName) file declares no image size (no ispe property)") }
        return try sized(format, width: width, height: height)
    }

    /// A box header: its type, total size (header included) and header length.
    private static func isoBox(_ head: [UInt8], fileRemaining: Int) -> (type: String, size: Int, headerLength: Int)? {
        guard head.count >= 8 else { return nil }
        let type = String(decoding: head[4..<8], as: UTF8.self)
        var size = be32(head, 0), headerLength = 8
        if size == 1 {
            guard head.count >= 16 else { return nil }
            let high = be32(head, 8), low = be32(head, 12)
            guard high < 1 << 30 else { return nil }
            size = high << 32 | low
            headerLength = 16
        } else if size == 0 {
            size = fileRemaining
        }
        guard size >= headerLength, size <= fileRemaining else { return nil }
        return (type, size, headerLength)
    }

    private static func childBoxes(_ data: ArraySlice<UInt8>) -> [(type: String, body: ArraySlice<UInt8>)] {
        var out: [(String, ArraySlice<UInt8>)] = []
        var offset = data.startIndex
        while offset + 8 <= data.endIndex, out.count < 10_000 {
            guard let box = isoBox(Array(data[offset..<min(data.endIndex, offset + 16)]), fileRemaining: data.endIndex - offset) else { break }
            out.append((box.type, data[(offset + box.headerLength)..<(offset + box.size)]))
            offset += box.size
        }
        return out
    }

    private static func children(of meta: [UInt8], path: [String]) -> [ArraySlice<UInt8>] {
        var level: [ArraySlice<UInt8>] = [meta[...]]
        for name in path {
            level = level.flatMap { childBoxes($0).filter { $0.type == name }.map(\.body) }
        }
        return level
    }
}
