/// The largest photo the show will decode, checked against the header before decoding.
public struct PhotoLimits: Equatable, Sendable {
    /// Refuse images with more pixels than this many millions.
    public var maxMegapixels: Double

    /// Limits with 100 megapixels as the default, the config's `max-megapixels` default.
    public init(maxMegapixels: Double = 100) {
        self.maxMegapixels = maxMegapixels
    }

    /// The limit in pixels, for decoders that check again after reading their own header.
    public var maxPixels: Int {
        let pixels = maxMegapixels * 1_000_000
        return pixels.isFinite && pixels < Double(Int.max) ? max(0, Int(pixels)) : Int.max
    }

    /// Nil when the file may be decoded; otherwise the reason it is refused.
    public func refusal(for header: ImageHeader) -> String? {
        let megapixels = Double(header.width) * Double(header.height) / 1_000_000
        guard megapixels > maxMegapixels else { return nil }
        let shown = megapixels >= 10 ? String(Int(megapixels.rounded())) : String(Double(Int(megapixels * 10)) / 10)
        return
            "the image is \(header.width)×\(header.height) (\(shown) megapixels), over the \(Self.format(maxMegapixels))-megapixel limit; it could be a decompression bomb (raise max-megapixels to show it)"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
