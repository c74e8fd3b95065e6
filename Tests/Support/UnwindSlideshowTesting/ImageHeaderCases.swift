import UnwindMedia
import UnwindRandom

/// One generated input for the header reader: a file of some format, maybe damaged.
public struct ImageHeaderCase: Sendable {
    /// The format the file was built as.
    public var format: ImageHeader.Format
    /// The size the undamaged file declares.
    public var declaredWidth: Int
    /// Height the undamaged file declares.
    public var declaredHeight: Int
    /// False for an intact file, true once bytes were flipped, cut, inserted or removed.
    public var mutated: Bool
    /// The file.
    public var bytes: [UInt8]
}

/// A seeded, endless stream of header cases over every format: intact files at sizes from
/// 1×1 to 2^31 − 1 on a side, and damaged copies of them. The same seed gives the same
/// cases on every machine, so a failure names its seed and index and can be replayed.
///
/// Tests run a few hundred; a fuzz script can run it for as long as it likes
/// (`UNWIND_FUZZ_CASES=100000 swift test --filter ImageHeaderFuzzTests`).
public struct ImageHeaderCases: IteratorProtocol, Sequence {
    private var random: SplitMix64
    /// Largest side of the small images the decoders are asked to decode.
    public var smallSide: Int

    /// The stream for a seed; `smallSide` bounds the sides of decodable images.
    public init(seed: UInt64, smallSide: Int = 48) {
        random = SplitMix64(seed: seed)
        self.smallSide = smallSide
    }

    /// The next case (the stream never ends).
    public mutating func next() -> ImageHeaderCase? {
        let format = ImageHeader.Format.allCases[Int(random.next() % UInt64(ImageHeader.Format.allCases.count))]
        let (width, height) = ImageFileBuilder.expressible(format, width: side(), height: side())
        var bytes = ImageFileBuilder.file(format, width: width, height: height)
        let mutated = Int.random(in: 0..<10, using: &random) < 7
        if mutated { Self.damage(&bytes, using: &random) }
        return ImageHeaderCase(format: format, declaredWidth: width, declaredHeight: height, mutated: mutated, bytes: bytes)
    }

    /// Mostly small sides, sometimes the large ones bombs are made of.
    private mutating func side() -> Int {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<6: Int.random(in: 1...smallSide, using: &random)
        case 6..<8: Int.random(in: 1000...40000, using: &random)
        case 8: Int.random(in: 40000...0xFFFF, using: &random)
        default: Int.random(in: 0x10000...Int(Int32.max), using: &random)
        }
    }

    /// One to eight damages, weighted towards the header where sizes live: bytes replaced,
    /// flipped, removed or inserted, or the tail cut off (a half-copied file).
    public static func damage(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            guard !bytes.isEmpty else { return }
            let near = Swift.min(bytes.count, 64)
            let at = Int.random(in: 0..<10, using: &random) < 7 ? Int.random(in: 0..<near, using: &random) : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 4: bytes[at] = [0x00, 0xFF, 0x7F, 0x80][Int.random(in: 0..<4, using: &random)]
            case 5: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            case 6: bytes.removeSubrange(at..<Swift.min(bytes.count, at + Int.random(in: 1...4, using: &random)))
            case 7: bytes.insert(contentsOf: (0..<Int.random(in: 1...4, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, at: at)
            default: bytes.removeSubrange(Int.random(in: 1...bytes.count, using: &random)...)
            }
        }
    }
}
