import Foundation

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

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            if let kilobytes = digits.first { return kilobytes * 1024 }
        }
        return 0
    }
}
