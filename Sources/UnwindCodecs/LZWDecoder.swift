/// GIF's variable-width LZW, bounded: codes beyond the table end the stream instead of
/// reading outside it, and output stops at the frame's pixel count.
struct LZWDecoder {
    let minimumCodeSize: Int

    /// Up to `count` palette indices; fewer when the data ends or turns invalid early.
    func decode(_ data: some Sequence<UInt8>, count: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: 0, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 0, count: 4096)
        for i in 0..<min(clear, 4096) {
            suffix[i] = UInt8(truncatingIfNeeded: i)
            length[i] = 1
        }
        var output: [UInt8] = []
        output.reserveCapacity(count)
        var codeSize = minimumCodeSize + 1, next = clear + 2, previous = -1
        var bits = 0, bitCount = 0
        var scratch = [UInt8](repeating: 0, count: 4096)

        for byte in data {
            bits |= Int(byte) << bitCount
            bitCount += 8
            while bitCount >= codeSize {
                let code = bits & ((1 << codeSize) - 1)
                bits >>= codeSize
                bitCount -= codeSize
                if code == clear {
                    codeSize = minimumCodeSize + 1
                    next = clear + 2
                    previous = -1
                    continue
                }
                if code == end { return output }
                guard code <= next, previous >= 0 || code < clear else { return output }
                let first: UInt8
                if code < next, length[code] > 0 {
                    first = emit(code, prefix: prefix, suffix: suffix, length: length, into: &output, scratch: &scratch)
                } else if code == next, previous >= 0 {
                    first = emit(previous, prefix: prefix, suffix: suffix, length: length, into: &output, scratch: &scratch)
                    output.append(first)
                } else {
                    return output
                }
                if previous >= 0, next < 4096 {
                    prefix[next] = previous
                    suffix[next] = first
                    length[next] = length[previous] + 1
                    next += 1
                    if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                }
                previous = code
                if output.count >= count { return Array(output.prefix(count)) }
            }
        }
        return output
    }

    /// Appends the string for `code` and returns its first byte.
    private func emit(
        _ code: Int, prefix: [Int], suffix: [UInt8], length: [Int], into output: inout [UInt8], scratch: inout [UInt8]
    ) -> UInt8 {
        let n = length[code]
        var c = code
        for i in stride(from: n - 1, through: 0, by: -1) {
            scratch[i] = suffix[c]
            c = prefix[c]
        }
        output.append(contentsOf: scratch[0..<n])
        return scratch[0]
    }
}
