import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Catches what C libraries print on stderr while Unwind calls into them, so it can go
/// through the log instead. Opening SDL audio on a machine without a sound card makes
/// ALSA print eight lines of its own (`ALSA lib confmisc.c:767:(parse_card) cannot find
/// card '0'` …) before Unwind's one clear "no sound" warning; ALSA has no switch for that
/// short of linking it. Standard error is pointed at a pipe for the call and restored after.
///
/// The pipe's write end does not block: a library that printed more than the pipe holds
/// (64 KiB) loses the rest instead of hanging the program.
enum StandardErrorCapture {
    /// Runs `body` with stderr captured; returns its result and the lines printed meanwhile.
    static func run<T>(_ body: () throws -> T) rethrows -> (value: T, lines: [String]) {
        var ends: [Int32] = [0, 0]
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, pipe(&ends) == 0 else {
            if saved >= 0 { close(saved) }
            return (try body(), [])
        }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        fflush(nil)
        dup2(ends[1], STDERR_FILENO)
        close(ends[1])
        defer { close(ends[0]) }
        func restore() {
            fflush(nil)
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        let value: T
        do {
            value = try body()
        } catch {
            restore()
            throw error
        }
        restore()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        return (value, lines)
    }
}
