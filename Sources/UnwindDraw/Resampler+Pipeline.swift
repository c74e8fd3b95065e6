import Foundation

extension Resampler {
    /// Rows per chunk of the pipelined reduction: enough to keep a thread hand-over per chunk
    /// cheap, few enough that the two chunk buffers stay small (1.5 MB for 6000-px rows).
    public static let pipelineChunk = 32

    /// Rows decoded a chunk at a time on one core while the chunk before is resampled on the
    /// other: the same pixels as `downscale(size:layout:to:filter:row:)`, in about the time of
    /// the slower half instead of the sum of both.
    ///
    /// Why: a headless show waits for each photo's decode with its render thread idle, and a
    /// 24 MP JPEG's decode is libjpeg's work and the Lanczos reduction one after the other on
    /// one core (a show of 24 MP photos took 1.9× the one of pre-scaled copies). `decode(buffer,
    /// count)` writes the next `count` rows, `size.width × bytesPerPixel` bytes each, into
    /// `buffer`; it is called for every row in order, on one thread at a time but not always
    /// the same thread. Two chunk buffers and a ring of `chunk` rows more than the filter's
    /// taps are all it holds besides the result.
    public static func downscale(
        size: Size, layout: Layout, to target: Size, filter: Filter = .lanczos3, chunk: Int = pipelineChunk,
        decode: (_ buffer: UnsafeMutableRawPointer, _ count: Int) -> Void
    ) -> PixelBuffer {
        let outWidth = max(1, target.width), outHeight = max(1, target.height)
        let horizontal = Weights(from: size.width, to: outWidth, filter: filter)
        let vertical = Weights(from: size.height, to: outHeight, filter: filter)
        let sourceRow = size.width * layout.bytesPerPixel
        let chunk = max(1, chunk)
        let ends = (0..<outHeight).map { vertical.first[$0] + vertical.count[$0] }
        // The ring below keeps the rows an output row needs only while output rows end in order
        // (they do for every filter here; the check keeps a stranger table correct).
        guard zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            let row = UnsafeMutableRawPointer.allocate(byteCount: max(1, sourceRow), alignment: 16)
            defer { row.deallocate() }
            var next = 0
            return downscale(size: size, layout: layout, to: target, filter: filter) { y in
                while next <= y {
                    decode(row, 1)
                    next += 1
                }
                return UnsafeRawPointer(row)
            }
        }
        let rowLength = outWidth * 4
        let ringRows = vertical.stride + chunk
        var ring = [UInt8](repeating: 0, count: ringRows * rowLength)
        var out = [UInt8](repeating: 0, count: rowLength * outHeight)
        var sums = [Int32](repeating: 0, count: rowLength)
        let buffers = (0..<2).map { _ in UnsafeMutableRawPointer.allocate(byteCount: max(1, chunk * sourceRow), alignment: 16) }
        defer { for buffer in buffers { buffer.deallocate() } }
        let chunks = (size.height + chunk - 1) / chunk
        func rows(in index: Int) -> Range<Int> { index * chunk..<min(size.height, (index + 1) * chunk) }
        ring.withUnsafeMutableBytes { ringBytes in
            out.withUnsafeMutableBytes { dst in
                sums.withUnsafeMutableBufferPointer { sums in
                    horizontal.withTaps { across in
                        vertical.withTaps { down in
                            let ringBase = ringBytes.baseAddress.unsafelyUnwrapped, outBase = dst.baseAddress.unsafelyUnwrapped
                            let acc = sums.baseAddress.unsafelyUnwrapped
                            var y = 0
                            // Across the rows of one decoded chunk, then down for every output row
                            // whose taps have all arrived.
                            let resample = { (index: Int) in
                                let range = rows(in: index), buffer = buffers[index % 2]
                                for sy in range {
                                    resampleAcross(
                                        buffer + (sy - range.lowerBound) * sourceRow, into: ringBase + (sy % ringRows) * rowLength, width: outWidth,
                                        taps: across, layout: layout)
                                }
                                while y < outHeight, ends[y] <= range.upperBound {
                                    resampleDown(
                                        ring: ringBase, ringRows: ringRows, rowLength: rowLength, row: y, taps: down, sums: acc,
                                        into: outBase + y * rowLength)
                                    y += 1
                                }
                            }
                            withoutActuallyEscaping(decode) { decode in
                                let step = PipelineStep(
                                    decode: { index in decode(buffers[index % 2], rows(in: index).count) }, resample: resample)
                                step.decode(0)
                                for index in 0..<chunks {
                                    guard index + 1 < chunks else {
                                        resample(index)
                                        break
                                    }
                                    DispatchQueue.concurrentPerform(iterations: 2) { half in
                                        if half == 0 { step.decode(index + 1) } else { step.resample(index) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: outWidth, height: outHeight, bytes: out)
    }
}

/// The two halves of a pipeline step, handed to `concurrentPerform`'s threads.
///
/// Unchecked: each half runs on one thread at a time, the halves of a step touch disjoint
/// memory (the decode writes one chunk buffer; the resampler reads the other and writes the
/// ring and its own output rows), and `concurrentPerform` returns only when both are done,
/// so nothing is shared while they run.
private final class PipelineStep: @unchecked Sendable {
    let decode: (Int) -> Void
    let resample: (Int) -> Void

    init(decode: @escaping (Int) -> Void, resample: @escaping (Int) -> Void) {
        self.decode = decode
        self.resample = resample
    }
}
