import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the video of an Android Motion Photo lies in its JPEG: Pixel and Samsung cameras
/// append an MP4 to the photo and say so in the XMP, either with `GCamera:MicroVideoOffset`
/// (bytes from the end of the file, with `GCamera:MotionPhoto="1"` or `MicroVideo="1"`) or,
/// in the newer format, with a `Container:Directory` whose `MotionPhoto` item gives the
/// video's `Item:Length` (it is the last item, so it ends the file).
///
/// Why read the XMP and not search the file: the offset is what the camera wrote, and a
/// photo that merely contains the bytes `ftyp` is not a clip. Read-only, a bounded prefix.
public enum MotionPhoto {
    /// The most of the file's start that is searched for the XMP (it sits in the first
    /// APP1 segments, within the first 64 KiB; 256 KiB leaves room for large EXIF blocks).
    static let searchLimit = 256 * 1024

    /// The byte range of the embedded MP4, or nil when the file is not a Motion Photo (or the
    /// range its XMP names does not hold an MP4).
    public static func videoRange(of path: PhotoPath) -> Range<Int64>? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let size = Int64(info.st_size)
        var head = [UInt8](repeating: 0, count: Int(min(Int64(searchLimit), size)))
        let got = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard got > 0 else { return nil }
        head.removeLast(head.count - got)
        guard let length = videoLength(xmp: head, fileSize: size), length > 16, length < size else { return nil }
        let start = size - length
        var box = [UInt8](repeating: 0, count: 8)
        let read = box.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 8, off_t(start)) }
        guard read == 8, Array(box[4..<8]) == Array("ftyp".utf8) else { return nil }
        return start..<size
    }

    /// The MP4's length in bytes as the XMP in `head` gives it: `MicroVideoOffset`, else the
    /// `Length` of the directory's `MotionPhoto` item; nil when neither is there.
    public static func videoLength(xmp head: [UInt8], fileSize: Int64) -> Int64? {
        // Most photos are not Motion Photos: a byte search for either marker answers them
        // without making a String of 256 KiB of mostly binary data, which with Foundation's
        // searches cost about 6 % of the CPU of preparing a 24 MP photo.
        guard contains("MicroVideoOffset", in: head) || contains("Container:Directory", in: head) else { return nil }
        let text = String(decoding: head, as: UTF8.self)
        if let offset = attribute("MicroVideoOffset", in: text[...]) { return offset }
        guard let directory = text.range(of: "Container:Directory") else { return nil }
        let items = text[directory.upperBound...]
        guard let semantic = items.range(of: "Semantic=\"MotionPhoto\"") else { return nil }
        // The item's attributes surround its Semantic: look in the element it belongs to.
        let start = items[..<semantic.lowerBound].range(of: "<", options: .backwards)?.lowerBound ?? semantic.lowerBound
        let end = items[semantic.upperBound...].range(of: ">")?.upperBound ?? items.endIndex
        return attribute("Length", in: items[start..<end])
    }

    /// Whether `needle`'s UTF-8 bytes occur in `bytes`: `memchr` to each candidate first
    /// byte, then a compare (glibc's `memmem` is not in Swift's Glibc module).
    static func contains(_ needle: StaticString, in bytes: [UInt8]) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0, bytes.count >= count else { return false }
        return bytes.withUnsafeBytes { haystack in
            guard let base = haystack.baseAddress else { return false }
            let first = Int32(needle.utf8Start.pointee), last = base + (haystack.count - count)
            var from = base
            while from <= last, let hit = memchr(from, first, last - from + 1) {
                if memcmp(hit, needle.utf8Start, count) == 0 { return true }
                from = UnsafeRawPointer(hit) + 1
            }
            return false
        }
    }

    /// The number in `name="123"` (any namespace prefix) or `<prefix:name>123<`.
    static func attribute(_ name: String, in text: Substring) -> Int64? {
        var rest = text
        while let found = rest.range(of: ":\(name)") {
            var tail = rest[found.upperBound...]
            if tail.hasPrefix("=\"") || tail.hasPrefix(">") {
                tail = tail.dropFirst(tail.hasPrefix(">") ? 1 : 2)
                let digits = tail.prefix { $0.isASCII && $0.isNumber }
                if let value = Int64(digits), value > 0 { return value }
            }
            rest = rest[found.upperBound...]
        }
        return nil
    }
}
