#if canImport(Glibc)
import Glibc
#endif

/// Pixel memory that may not be there: a 48-megapixel photo needs 192 MB at once, and under
/// `ulimit -v` or on a small board Swift's own allocator ends the process
/// (`Fatal error: failed to allocate 192000032 bytes`, SIGABRT) where the show should skip
/// the photo with a line. The allocation is first tried with `malloc`, which returns NULL
/// instead, with room to spare for the work that follows (scaling, blur, upload).
public enum PixelMemory {
    /// Memory asked for beyond the buffer itself when probing (scaling and upload follow).
    public static let headroom = 32 << 20

    /// `count` zeroed bytes, or an error saying how much was missing.
    public static func zeroedBytes(_ count: Int, width: Int, height: Int) throws(PixelAllocationError) -> [UInt8] {
        let (probeSize, overflow) = count.addingReportingOverflow(headroom)
        guard count >= 0, !overflow, let probe = malloc(probeSize) else {
            throw PixelAllocationError(width: width, height: height, bytes: count)
        }
        free(probe)
        return [UInt8](repeating: 0, count: count)
    }
}

/// A picture's pixels did not fit in memory; worded to follow "skipped FILE: ".
public struct PixelAllocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The picture's size.
    public var width: Int, height: Int
    /// The bytes asked for.
    public var bytes: Int

    /// `not enough memory to decode a 8000×6000 image (192 MB)`.
    public var description: String {
        "not enough memory to decode a \(width)×\(height) image (\(bytes >> 20) MB)"
    }
}
