/// GIF: the logical screen and every frame's image descriptor.
extension ImageHeader {
    /// The envelope of the logical screen and all frames. Blocks are walked as decoders do
    /// (stray bytes between blocks are skipped); the walk stops at the trailer, at the end of
    /// the file, or at a frame cut short, but only after at least one frame was found.
    static func gif(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        let head = bytes.read(at: 0, count: 13)
        guard head.count == 13 else { throw Problem("the GIF header is truncated") }
        var width = le16(head, 6), height = le16(head, 8)
        var cursor = ByteCursor(bytes, at: 13)
        if head[10] & 0x80 != 0 { cursor.skip(3 * (2 << Int(head[10] & 7))) }
        var frames = 0
        walk: while let introducer = cursor.next() {
            switch introducer {
            case 0x21:
                guard cursor.next() != nil else { break walk }
                skipSubBlocks(&cursor)
            case 0x2C:
                guard let descriptor = cursor.take(9) else { break walk }
                let frameWidth = le16(descriptor, 4), frameHeight = le16(descriptor, 6)
                guard frameWidth > 0, frameHeight > 0 else {
                    throw Problem("the GIF has an empty frame (\(frameWidth)×\(frameHeight))")
                }
                frames += 1
                width = max(width, frameWidth)
                height = max(height, frameHeight)
                if descriptor[8] & 0x80 != 0 { cursor.skip(3 * (2 << Int(descriptor[8] & 7))) }
                guard cursor.next() != nil else { break walk }
                skipSubBlocks(&cursor)
            case 0x3B:
                break walk
            default:
                continue
            }
        }
        guard frames > 0 else { throw Problem("the GIF is truncated: it has no image") }
        return try sized(.gif, width: width, height: height)
    }

    private static func skipSubBlocks<S>(_ cursor: inout ByteCursor<S>) {
        while let length = cursor.next(), length > 0 {
            cursor.skip(Int(length))
        }
    }
}
