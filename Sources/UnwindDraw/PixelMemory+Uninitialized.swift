#if canImport(Glibc)
import Glibc
#endif

extension PixelMemory {
    /// `count` bytes that `write` fills every one of, with no zero-fill before it, or an
    /// error saying how much was missing (probed as `zeroedBytes` probes).
    ///
    /// Why: a frame that a scale, a turn or a fill writes whole was written twice when it
    /// came zeroed, and the zeroing pass is the one that takes each fresh page's fault: for
    /// a 1080p frame, 8 MB and some 2,000 faults per buffer, several buffers per slide on
    /// the show's first photo (issue 21). `write` must write all `count` bytes.
    public static func uninitializedBytes(
        _ count: Int, width: Int, height: Int, writingEvery write: (UnsafeMutableBufferPointer<UInt8>) -> Void
    ) throws(PixelAllocationError) -> [UInt8] {
        let (probeSize, overflow) = count.addingReportingOverflow(headroom)
        guard count >= 0, !overflow, let probe = malloc(probeSize) else {
            throw PixelAllocationError(width: width, height: height, bytes: count)
        }
        free(probe)
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            write(buffer)
            initialized = count
        }
    }
}
