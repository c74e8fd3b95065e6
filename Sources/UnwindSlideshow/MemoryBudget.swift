import Foundation

/// The memory a show needs on a screen, set against what the system has free: `unwind doctor`
/// warns before a board with too little memory starts swapping or killing the show.
///
/// The show keeps at most three slide textures of the screen's size (previous, current,
/// next) and composes one more on the decode thread; one photo is decoded at a time, as
/// RGBA, at its full size before it is scaled. Beside that the process itself (runtime,
/// fonts, library index, SQLite's cache) measured 55–66 MB resident over long runs at 1080p
/// (docs/performance.md), so 64 MiB is counted for it.
public struct MemoryBudget: Sendable, Equatable {
    /// What the process needs beyond its photos.
    public static let baseBytes = 64 << 20

    /// Pixels of the screen the show is laid out for.
    public var screenPixels: Int
    /// Pixels of the largest photo it will decode.
    public var largestPhotoPixels: Int

    /// A budget for a screen of `screenPixels` showing photos up to `largestPhotoPixels`.
    public init(screenPixels: Int, largestPhotoPixels: Int) {
        self.screenPixels = screenPixels
        self.largestPhotoPixels = largestPhotoPixels
    }

    /// Bytes the show needs at its peak: the process, four screen-sized RGBA frames and one
    /// full-size RGBA decode.
    public var bytes: Int {
        Self.baseBytes + 4 * 4 * screenPixels + 4 * largestPhotoPixels
    }

    /// Memory the system can give without swapping (`MemAvailable` in /proc/meminfo), in
    /// bytes; nil where the kernel does not say.
    public static func availableBytes(meminfo: String? = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) -> Int? {
        guard let meminfo else { return nil }
        for line in meminfo.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            if let kilobytes = line.split(separator: " ").compactMap({ Int($0) }).first { return kilobytes * 1024 }
        }
        return nil
    }
}
