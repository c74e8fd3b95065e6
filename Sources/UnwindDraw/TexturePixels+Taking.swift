extension TexturePixels {
    /// The pixels of an RGBA buffer put in texture order where they lie, the buffer taken
    /// over: no second frame-sized buffer, whose allocation and page faults were most of
    /// what the conversion cost (four per slide: the frame and three blurred copies).
    /// Where the bytes are shared with another buffer, copy-on-write copies them first, so
    /// no other holder sees them change.
    /// - Complexity: O(pixels).
    public init(taking pixels: consuming PixelBuffer, opaque: Bool) {
        let width = pixels.width, height = pixels.height
        var bytes = pixels.bytes
        // The buffer's own reference goes, so `bytes` is the only one and is changed in place.
        pixels.bytes = []
        let alpha: UInt32 = opaque ? 0xFF00_0000 : 0
        bytes.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for i in words.indices { words[i] = Self.textureWord(words[i], alpha: alpha) }
        }
        self.width = width
        self.height = height
        self.bytes = bytes
        self.opaque = opaque
    }
}
