/// Calls `body` with a NUL-terminated copy of a path given as raw bytes: Linux file names
/// need not be UTF-8 (Latin-1 from an old camera card), so they are passed on as they are.
func withCPath<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) throws -> R) throws -> R {
    guard !path.isEmpty else { throw CodecError("the path is empty") }
    guard !path.contains(0) else { throw CodecError("the path contains a NUL byte") }
    let terminated = path.map { CChar(bitPattern: $0) } + [0]
    return try terminated.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { throw CodecError("the path is empty") }
        return try body(base)
    }
}
