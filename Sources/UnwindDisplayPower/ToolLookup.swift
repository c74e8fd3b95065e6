import Foundation

/// Finds helper programs on `PATH`, for the backends that drive a panel through one
/// (`cec-ctl`, `cec-client`).
enum ToolLookup {
    /// The full path of `name` on `path` (the process's `PATH` unless given), if executable.
    static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
