/// A TIFF structure's IFDs, read from bytes in memory (EXIF, or an Apple maker note, whose
/// byte order mark sits after its own header): entries and their values, bounds checked.
struct TIFFReader {
    /// One IFD entry.
    struct Entry {
        var tag: UInt16
        var type: UInt16
        var count: Int
        /// Where the entry's 4-byte value or offset field is.
        var field: Int
    }

    let bytes: [UInt8]
    let bigEndian: Bool
    /// Where IFD0 starts (from the TIFF header).
    let firstIFD: Int

    /// A reader whose byte order mark is at `orderAt` (0 for a TIFF header, which also
    /// points at IFD0); nil when the mark is not `MM` or `II`.
    init?(_ bytes: [UInt8], orderAt: Int = 0) {
        guard orderAt >= 0, bytes.count >= orderAt + 2 else { return nil }
        let big: Bool
        switch (bytes[orderAt], bytes[orderAt + 1]) {
        case (0x4D, 0x4D): big = true
        case (0x49, 0x49): big = false
        default: return nil
        }
        var first = 0
        if orderAt == 0 {
            guard let value = Self.number(in: bytes[...], at: 4, width: 4, bigEndian: big) else { return nil }
            first = Int(value)
        }
        self.bytes = bytes
        bigEndian = big
        firstIFD = first
    }

    /// The number of `width` bytes at `offset` of `bytes` in the given byte order.
    static func number(in bytes: ArraySlice<UInt8>, at offset: Int, width: Int, bigEndian: Bool) -> UInt64? {
        guard width >= 1, width <= 8, offset >= 0, offset <= bytes.count - width else { return nil }
        let field = bytes.dropFirst(offset).prefix(width)
        return (bigEndian ? Array(field) : field.reversed()).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The number of `width` bytes at `offset` in this structure's byte order.
    func number(_ offset: Int, width: Int) -> UInt64? {
        Self.number(in: bytes[...], at: offset, width: width, bigEndian: bigEndian)
    }

    /// The entries of the IFD at `offset` (none when it lies outside).
    func entries(at offset: Int) -> [Entry] {
        guard let count = number(offset, width: 2) else { return [] }
        return (0..<Int(count)).compactMap { index in
            let at = offset + 2 + 12 * index
            guard let tag = number(at, width: 2), let type = number(at + 2, width: 2), let count = number(at + 4, width: 4) else { return nil }
            return Entry(tag: UInt16(tag), type: UInt16(type), count: Int(count), field: at + 8)
        }
    }

    /// An entry's value bytes: in the field when they fit in 4 bytes, else at the offset it
    /// holds; nil when they lie outside.
    func value(of entry: Entry) -> ArraySlice<UInt8>? {
        let unit: Int
        switch entry.type {
        case 1, 2, 6, 7: unit = 1
        case 3, 8: unit = 2
        case 4, 9, 11, 13: unit = 4
        default: unit = 8
        }
        let (length, overflow) = entry.count.multipliedReportingOverflow(by: unit)
        guard !overflow else { return nil }
        let start: Int
        if length <= 4 {
            start = entry.field
        } else {
            guard let offset = number(entry.field, width: 4) else { return nil }
            start = Int(offset)
        }
        guard start >= 0, length <= bytes.count, start <= bytes.count - length else { return nil }
        return bytes[start..<(start + length)]
    }

    /// A number stored as an entry's value (`value(of:)`).
    func number(_ value: ArraySlice<UInt8>, width: Int) -> UInt64? {
        Self.number(in: value, at: 0, width: width, bigEndian: bigEndian)
    }
}
