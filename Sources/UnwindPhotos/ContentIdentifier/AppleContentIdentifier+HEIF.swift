/// A HEIF file's EXIF: the `Exif` item named in `meta/iinf` and located by `meta/iloc`.
extension AppleContentIdentifier {
    /// The TIFF structure of the file's `Exif` item (whose data starts with the offset of the
    /// TIFF header, usually past an `Exif\0\0`); nil when there is none or it lies outside.
    static func heifEXIF(_ file: some ByteWindow) -> [UInt8]? {
        guard let meta = ISOBox.first("meta", in: file, from: 0, to: file.size), meta.bodyLength <= largestBlock else { return nil }
        // `meta` is a full box: four bytes of version and flags before its children.
        let body = MemoryWindow(bytes: file.read(at: meta.body + 4, count: meta.bodyLength - 4))
        let boxes = ISOBox.children(of: body, from: 0, to: body.size)
        guard let iinf = boxes.first(where: { $0.type == "iinf" }), let iloc = boxes.first(where: { $0.type == "iloc" }),
            let item = exifItem(body.read(at: iinf.body, count: iinf.bodyLength)),
            let extent = extent(of: item, iloc: body.read(at: iloc.body, count: iloc.bodyLength)),
            extent.length > 4, extent.length <= largestBlock
        else { return nil }
        let data = file.read(at: extent.offset, count: extent.length)
        guard data.count == extent.length, let skip = data.bigEndian(at: 0, width: 4), skip < UInt64(data.count - 4) else { return nil }
        return Array(data.dropFirst(4 + Int(skip)))
    }

    /// The id of the item whose type is `Exif`, from an `iinf` body.
    static func exifItem(_ iinf: [UInt8]) -> UInt64? {
        guard let version = iinf.first else { return nil }
        let window = MemoryWindow(bytes: iinf)
        let start = version == 0 ? 6 : 8
        for infe in ISOBox.children(of: window, from: start, to: iinf.count) where infe.type == "infe" {
            let entry = window.read(at: infe.body, count: min(infe.bodyLength, 16))
            // Versions 2 and 3 (what HEIF uses): a 16- or 32-bit id, a protection index, the type.
            guard let entryVersion = entry.first, entryVersion >= 2 else { continue }
            let idWidth = entryVersion == 2 ? 2 : 4
            if entry.fourCC(at: 4 + idWidth + 2) == "Exif" { return entry.bigEndian(at: 4, width: idWidth) }
        }
        return nil
    }

    /// The file range of `item`'s first extent, from an `iloc` body; nil unless it is stored
    /// in the file itself (construction method 0).
    static func extent(of item: UInt64, iloc: [UInt8]) -> (offset: Int, length: Int)? {
        guard let version = iloc.first, version <= 2, iloc.count >= 8 else { return nil }
        let offsetSize = Int(iloc[4] >> 4), lengthSize = Int(iloc[4] & 0xF), baseSize = Int(iloc[5] >> 4)
        let indexSize = version == 0 ? 0 : Int(iloc[5] & 0xF)
        let countWidth = version < 2 ? 2 : 4
        guard let count = iloc.bigEndian(at: 6, width: countWidth) else { return nil }
        var at = 6 + countWidth
        for _ in 0..<min(count, 10_000) {
            let idWidth = version < 2 ? 2 : 4
            guard let id = iloc.bigEndian(at: at, width: idWidth) else { return nil }
            at += idWidth
            var method: UInt64 = 0
            if version > 0 {
                guard let field = iloc.bigEndian(at: at, width: 2) else { return nil }
                method = field & 0xF
                at += 2
            }
            at += 2  // data_reference_index
            let base = baseSize == 0 ? 0 : iloc.bigEndian(at: at, width: baseSize)
            at += baseSize
            guard let base, let extents = iloc.bigEndian(at: at, width: 2) else { return nil }
            at += 2
            var first: (offset: Int, length: Int)?
            for _ in 0..<extents {
                at += indexSize
                let offset = offsetSize == 0 ? 0 : iloc.bigEndian(at: at, width: offsetSize)
                at += offsetSize
                let length = lengthSize == 0 ? 0 : iloc.bigEndian(at: at, width: lengthSize)
                at += lengthSize
                guard let offset, let length, base < 1 << 40, offset < 1 << 40, length < 1 << 40 else { return nil }
                if first == nil { first = (Int(base + offset), Int(length)) }
            }
            if id == item { return method == 0 ? first : nil }
        }
        return nil
    }
}
