/// A MOV's content identifier: the `com.apple.quicktime.content.identifier` entry of the
/// QuickTime metadata (`keys` names it, `ilst` holds its value under the key's 1-based index).
extension AppleContentIdentifier {
    /// The key an iPhone stores the identifier under.
    static let movieKey = "com.apple.quicktime.content.identifier"

    /// The identifier in a movie's metadata; nil when it has none (or is no QuickTime/MP4 file).
    public static func movie(at path: PhotoPath) -> String? {
        guard let file = ReadOnlyFile(path) else { return nil }
        return movie(file)
    }

    static func movie(_ file: some ByteWindow) -> String? {
        guard let moov = ISOBox.first("moov", in: file, from: 0, to: file.size) else { return nil }
        let level = ISOBox.children(of: file, from: moov.body, to: moov.end)
        var metas = level.filter { $0.type == "meta" }
        for udta in level where udta.type == "udta" {
            metas += ISOBox.children(of: file, from: udta.body, to: udta.end).filter { $0.type == "meta" }
        }
        for meta in metas where meta.bodyLength <= largestBlock {
            if let found = identifier(inMeta: file.read(at: meta.body, count: meta.bodyLength)) { return found }
        }
        return nil
    }

    /// The identifier in one `meta` body. QuickTime's `meta` holds its children at once; the
    /// MP4 form (FFmpeg writes it in `udta`) is a full box, four bytes of version and flags first.
    static func identifier(inMeta body: [UInt8]) -> String? {
        let start = body.fourCC(at: 4) == "hdlr" ? 0 : 4
        let window = MemoryWindow(bytes: body)
        let boxes = ISOBox.children(of: window, from: start, to: body.count)
        guard let keys = boxes.first(where: { $0.type == "keys" }), let ilst = boxes.first(where: { $0.type == "ilst" }),
            let index = keyIndex(window.read(at: keys.body, count: keys.bodyLength))
        else { return nil }
        for item in ISOBox.children(of: window, from: ilst.body, to: ilst.end) {
            // An item's type is its key's index as a 32-bit number.
            guard UInt64(item.code) == index else { continue }
            for data in ISOBox.children(of: window, from: item.body, to: item.end) where data.type == "data" {
                let value = window.read(at: data.body, count: data.bodyLength)
                // A type indicator (1: UTF-8) and a locale, then the text.
                guard value.bigEndian(at: 0, width: 4) == 1 else { continue }
                return AppleContentIdentifier.identifier(value.dropFirst(8))
            }
        }
        return nil
    }

    /// The 1-based index of `movieKey` in a `keys` body (version, flags, count, then
    /// size-prefixed entries of a namespace and the key).
    static func keyIndex(_ keys: [UInt8]) -> UInt64? {
        guard let count = keys.bigEndian(at: 4, width: 4) else { return nil }
        var at = 8
        for index in 1...max(1, min(count, 10_000)) where index <= count {
            guard let size = keys.bigEndian(at: at, width: 4), size >= 8, Int(size) <= keys.count - at else { return nil }
            if keys.fourCC(at: at + 4) == "mdta", Array(keys[(at + 8)..<(at + Int(size))]) == Array(movieKey.utf8) { return index }
            at += Int(size)
        }
        return nil
    }
}
