/// The boxes (QuickTime's atoms) of an ISO base media file, HEIF and MP4/MOV alike: a size,
/// a four-letter type, then the body; a size of 1 is followed by a 64-bit size, 0 runs to the
/// end. Only headers are read while walking; a caller reads the body it wants.
struct ISOBox {
    /// The four-letter type.
    var type: String
    /// The type as a number (`ilst` items are typed by their key's index).
    var code: UInt32
    /// Where the body starts (after the header).
    var body: Int
    /// Where the box ends.
    var end: Int

    /// The body's length.
    var bodyLength: Int { end - body }

    /// The most boxes one level may hold before the walk stops: a hostile file cannot make it spin.
    static let mostPerLevel = 10_000

    /// The boxes between `start` and `end` of `window`, stopping at the first malformed header.
    static func children(of window: some ByteWindow, from start: Int, to end: Int) -> [ISOBox] {
        var out: [ISOBox] = []
        var offset = start
        let limit = min(end, window.size)
        while offset + 8 <= limit, out.count < mostPerLevel {
            let head = window.read(at: offset, count: 16)
            guard let short = head.bigEndian(at: 0, width: 4), let type = head.fourCC(at: 4), let code = head.bigEndian(at: 4, width: 4) else { break }
            var size = Int(short), header = 8
            if short == 1 {
                guard let long = head.bigEndian(at: 8, width: 8), long < UInt64(Int.max) else { break }
                size = Int(long)
                header = 16
            } else if short == 0 {
                size = limit - offset
            }
            guard size >= header, size <= limit - offset else { break }
            out.append(ISOBox(type: type, code: UInt32(code), body: offset + header, end: offset + size))
            offset += size
        }
        return out
    }

    /// The first child of type `type`.
    static func first(_ type: String, in window: some ByteWindow, from start: Int, to end: Int) -> ISOBox? {
        children(of: window, from: start, to: end).first { $0.type == type }
    }
}
