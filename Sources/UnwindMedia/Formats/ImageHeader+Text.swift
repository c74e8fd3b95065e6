/// Formats whose size is written as decimal text: PNM (P1–P6) and XV thumbnails.
extension ImageHeader {
    /// PNM as SDL_image reads it: after the two-byte magic, numbers separated by whitespace,
    /// with `#` comments to the end of the line where a number may start; the character
    /// after each number is consumed.
    static func pnm(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        var cursor = ByteCursor(bytes, at: 2)
        guard let width = readNumber(&cursor), let height = readNumber(&cursor) else {
            throw Problem("the PNM header is truncated or malformed")
        }
        return try sized(.pnm, width: width, height: height)
    }

    /// One PNM header number, or nil when the text is not one (or passes 2^31 − 1).
    private static func readNumber<S>(_ cursor: inout ByteCursor<S>) -> Int? {
        var byte: UInt8
        repeat {
            guard let next = cursor.next() else { return nil }
            byte = next
            if byte == UInt8(ascii: "#") {
                repeat {
                    guard let next = cursor.next() else { return nil }
                    byte = next
                } while byte != 0x0D && byte != 0x0A
            }
        } while isSpace(byte)
        guard (0x30...0x39).contains(byte) else { return nil }
        var number = 0
        while (0x30...0x39).contains(byte) {
            number = number * 10 + Int(byte - 0x30)
            guard number <= Int(Int32.max) else { return nil }
            guard let next = cursor.next() else { return nil }
            byte = next
        }
        return number
    }

    /// XV thumbnails (`P7 332`): lines up to `#END_OF_COMMENTS`, then `width height`.
    static func xv(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        var cursor = ByteCursor(bytes)
        func line() -> [UInt8]? {
            var out: [UInt8] = []
            while let byte = cursor.next() {
                if byte == 0x0D { continue }
                if byte == 0x0A { return out }
                out.append(byte)
                if out.count >= 1024 { return nil }
            }
            return nil
        }
        guard let first = line(), first.starts(with: Array("P7 332".utf8)) else { throw Problem("the XV header is malformed") }
        while let text = line() {
            if text.starts(with: Array("#BUILTIN:".utf8)) { break }
            if text.starts(with: Array("#END_OF_COMMENTS".utf8)) {
                let fields = String(decoding: line() ?? [], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard fields.count >= 2, let w = Int32(fields[0]), let h = Int32(fields[1]) else { break }
                return try sized(.xv, width: Int(w), height: Int(h))
            }
        }
        throw Problem("the XV thumbnail has no size line")
    }
}
