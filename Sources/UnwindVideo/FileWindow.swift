import CFFmpeg

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only window on a file that FFmpeg reads through its custom I/O: the whole file, or
/// the byte range a Motion Photo's MP4 occupies. Owns the file descriptor and the AVIO context.
///
/// Why custom I/O rather than a URL: the file is opened by us, read-only, with its raw-byte
/// path (no UTF-8 or protocol parsing: a name like `concat:…` is just a name), and a clip in
/// the middle of a file reads as if it were a file of its own.
final class FileWindow {
    private let descriptor: Int32
    private let start: Int64
    let length: Int64
    private var position: Int64 = 0
    private(set) var context: UnsafeMutablePointer<AVIOContext>?

    init(source: VideoSource) throws(VideoError) {
        guard !source.path.isEmpty, !source.path.contains(0) else { throw VideoError("the path is empty or holds a NUL byte") }
        let terminated = source.path.map { CChar(bitPattern: $0) } + [0]
        descriptor = terminated.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return -1 }
            return open(base, O_RDONLY | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw VideoError("the file could not be opened: \(String(cString: strerror(errno)))") }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw VideoError("not a regular file")
        }
        let size = Int64(status.st_size)
        let range = source.range ?? 0..<size
        guard range.lowerBound >= 0, range.upperBound <= size else {
            close(descriptor)
            throw VideoError("the clip's byte range \(range.lowerBound)..<\(range.upperBound) lies outside the file (\(size) bytes)")
        }
        guard !range.isEmpty else {
            close(descriptor)
            throw VideoError("the file is empty")
        }
        start = range.lowerBound
        length = Int64(range.count)
        let bufferSize: Int32 = 64 * 1024
        guard let buffer = av_malloc(Int(bufferSize)) else {
            close(descriptor)
            throw VideoError("out of memory for the read buffer")
        }
        context = avio_alloc_context(
            buffer.assumingMemoryBound(to: UInt8.self), bufferSize, 0, Unmanaged.passUnretained(self).toOpaque(), fileWindowRead, nil,
            fileWindowSeek)
        guard context != nil else {
            av_free(buffer)
            close(descriptor)
            throw VideoError("out of memory for the reader")
        }
    }

    deinit {
        if let context {
            withUnsafeMutablePointer(to: &context.pointee.buffer) { av_freep($0) }
            avio_context_free(&self.context)
        }
        close(descriptor)
    }

    fileprivate func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int32) -> Int32 {
        let wanted = min(Int64(count), length - position)
        guard wanted > 0 else { return cffmpeg_error_eof() }
        let got = pread(descriptor, buffer, Int(wanted), off_t(start + position))
        guard got >= 0 else { return cffmpeg_error_io() }
        guard got > 0 else { return cffmpeg_error_eof() }
        position += Int64(got)
        return Int32(got)
    }

    fileprivate func seek(offset: Int64, whence: Int32) -> Int64 {
        if whence & AVSEEK_SIZE != 0 { return length }
        let target: Int64
        switch whence & ~AVSEEK_FORCE {
        case SEEK_SET: target = offset
        case SEEK_CUR: target = position + offset
        case SEEK_END: target = length + offset
        default: return Int64(cffmpeg_error_invalid())
        }
        guard target >= 0, target <= length else { return Int64(cffmpeg_error_invalid()) }
        position = target
        return target
    }
}

private func fileWindowRead(_ opaque: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int32) -> Int32 {
    guard let opaque, let buffer else { return cffmpeg_error_invalid() }
    return Unmanaged<FileWindow>.fromOpaque(opaque).takeUnretainedValue().read(into: buffer, count: count)
}

private func fileWindowSeek(_ opaque: UnsafeMutableRawPointer?, _ offset: Int64, _ whence: Int32) -> Int64 {
    guard let opaque else { return Int64(cffmpeg_error_invalid()) }
    return Unmanaged<FileWindow>.fromOpaque(opaque).takeUnretainedValue().seek(offset: offset, whence: whence)
}
