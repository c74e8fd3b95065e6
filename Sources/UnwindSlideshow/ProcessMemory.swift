import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory from `/proc/self/status`, for reports and soak runs.
public enum ProcessMemory {
    /// Peak resident set size (VmHWM) in bytes; 0 where /proc is not available.
    public static func peakResidentBytes() -> Int {
        field("VmHWM")
    }

    /// Current resident set size (VmRSS) in bytes.
    public static func residentBytes() -> Int {
        field("VmRSS")
    }

    /// Has malloc map buffers of 1 MB and more directly, so a photo's pixels go back to the
    /// system the moment they are freed. glibc otherwise raises that threshold after the
    /// first large free and keeps later photo buffers in its heap, where a 24/7 show's
    /// resident memory drifts up and down by whole frames.
    public static func returnLargeBuffersPromptly() {
        #if canImport(Glibc)
        // mallopt is in <malloc.h>, which Swift's Glibc module leaves out; look it up instead.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mmapThreshold: Int32 = -3
        guard let symbol = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 1 << 20)
        #endif
    }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            if let kilobytes = digits.first { return kilobytes * 1024 }
        }
        return 0
    }
}
