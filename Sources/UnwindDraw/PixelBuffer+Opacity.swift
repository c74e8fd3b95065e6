extension PixelBuffer {
    /// True when every pixel's alpha is 255: such images are kept without an alpha channel,
    /// which the software renderer blends several times faster.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { pixels in
            var i = 3
            while i < pixels.count {
                if pixels[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }
}
