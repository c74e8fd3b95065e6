import Testing

@testable import UnwindDraw

/// The resampler's C kernels (`CPixelKernels/resample.c`) give exactly the sums of the plain
/// loops, for every tap count (the four-tap steps and the one to three left over), negative
/// lobes, rows whose length is not a multiple of sixteen, opaque and with alpha; and Lanczos
/// at a ratio of 1 is one tap a pixel, a copy.
@Suite struct ResamplerKernelTests {
    static let ratios: [(source: Int, target: Int, filter: Resampler.Filter)] = [
        (3000, 1620, .lanczos3), (97, 30, .lanczos3), (513, 100, .lanczos2), (250, 167, .bicubic), (64, 33, .triangle), (300, 97, .area),
        (41, 40, .lanczos3), (17, 5, .lanczos3), (2000, 31, .lanczos3), (16, 16, .lanczos3),
    ]

    @Test(arguments: ratios.indices)
    func rowPassGivesThePlainLoopsBytes(index: Int) {
        let (source, target, filter) = Self.ratios[index]
        let weights = Resampler.Weights(from: source, to: target, filter: filter)
        #expect(weights.narrow)
        let row = ResamplerPipelineTests.noise(source * 4, seed: UInt64(source * 7 + target))
        for opaque in [true, false] {
            var fast = [UInt8](repeating: 0, count: target * 4), plain = fast
            weights.withTaps { taps in
                row.withUnsafeBytes { src in
                    fast.withUnsafeMutableBytes { out in
                        Resampler.resampleRow4(src.baseAddress!, into: out.baseAddress!, width: target, taps: taps, opaque: opaque)
                    }
                    plain.withUnsafeMutableBytes { out in
                        Resampler.resampleRow4Plain(src.baseAddress!, into: out.baseAddress!, width: target, taps: taps, opaque: opaque)
                    }
                }
            }
            #expect(fast == plain, "\(source) -> \(target) \(filter) opaque: \(opaque)")
        }
    }

    @Test(arguments: ratios.indices)
    func columnPassGivesThePlainLoopsBytes(index: Int) {
        let (source, target, filter) = Self.ratios[index]
        let weights = Resampler.Weights(from: source, to: target, filter: filter)
        // A ring of every source line; line lengths on both sides of a multiple of 16.
        for rowLength in [4, 37, 64, 6480] {
            let ring = ResamplerPipelineTests.noise(source * rowLength, seed: UInt64(rowLength * 13 + source))
            var sums = [Int32](repeating: 0, count: rowLength)
            for y in [0, target / 2, target - 1] {
                var fast = [UInt8](repeating: 0, count: rowLength), plain = fast
                weights.withTaps { taps in
                    ring.withUnsafeBytes { lines in
                        sums.withUnsafeMutableBufferPointer { sums in
                            fast.withUnsafeMutableBytes { out in
                                Resampler.resampleDown(
                                    ring: lines.baseAddress!, ringRows: source, rowLength: rowLength, row: y, taps: taps, sums: sums.baseAddress!,
                                    into: out.baseAddress!)
                            }
                            plain.withUnsafeMutableBytes { out in
                                Resampler.resampleDownPlain(
                                    ring: lines.baseAddress!, ringRows: source, rowLength: rowLength, row: y, taps: taps, sums: sums.baseAddress!,
                                    into: out.baseAddress!)
                            }
                        }
                    }
                }
                #expect(fast == plain, "\(source) -> \(target) \(filter), row \(y) of \(rowLength) bytes")
            }
        }
    }

    /// At a ratio of 1 every pixel is one tap of weight one: the pre-scaled photo is copied,
    /// not convolved with six zeros (which cost a pre-scaled show an eighth of its CPU).
    @Test func lanczosAtRatioOneIsOneTapAPixel() {
        let weights = Resampler.Weights(from: 1620, to: 1620, filter: .lanczos3)
        #expect(weights.count.allSatisfy { $0 == 1 })
        #expect(weights.first == Array(0..<1620))
        #expect((0..<1620).allSatisfy { weights.table[$0 * weights.stride] == Resampler.Weights.one })
        let photo = PixelBuffer(width: 40, height: 30, bytes: ResamplerPipelineTests.noise(40 * 30 * 4, seed: 3))
        #expect(Resampler.downscale(photo, to: photo.size) == photo)
    }
}
