import Foundation
import UnwindDraw

/// How much memory the show may use, and so how much one photo's decode may take.
///
/// Why: a frame on a 512 MB Raspberry Pi Zero 2 W, or in a systemd unit with `MemoryMax=`, is
/// killed by the kernel when one decode overshoots; refusing that one photo with a line
/// naming it keeps the show on the wall. The default is the cgroup's `memory.max` (what
/// systemd's `MemoryMax=` sets), else half the machine's memory.
public struct MemoryBudget: Equatable, Sendable {
    /// The limit in bytes.
    public var limit: Int

    /// What the show holds besides the decode in flight: the runtime, SDL, fonts and caches
    /// (about 45 MB measured in a headless 1080p show), rounded up.
    public static let base = 64 << 20

    /// Frame-sized textures the renderer holds besides the slides: on a software renderer the
    /// evening tint is drawn from a tinted copy of each slide texture on screen (the leaving and
    /// the entering slide, `TextureStore.tintedCopy`; a copy goes when its texture is no longer
    /// drawn), so a schedule with warmth costs two frames more there. 0 elsewhere.
    public var tintedCopies = 0

    /// A budget of `limit` bytes.
    public init(limit: Int) {
        self.limit = limit
    }

    /// A budget of `megabytes` MiB, as `memory-limit` gives it.
    public init(megabytes: Double) {
        self.limit = Int(megabytes * 1_048_576)
    }

    /// The limit of the process's own cgroup (v2 `memory.max`, v1 `memory.limit_in_bytes`),
    /// else half the physical memory; nil when neither is known.
    public static func detected() -> MemoryBudget? {
        let own = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
        let cgroup = cgroupLimitFiles(procSelfCgroup: own).lazy.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first
        let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)
        return detected(memoryMax: cgroup, meminfo: meminfo)
    }

    /// Where the limit of the cgroup named in `/proc/self/cgroup` may be read, most specific
    /// first: cgroup v2's `memory.max` (systemd's `MemoryMax=`) and v1's memory controller
    /// (`memory.limit_in_bytes`), at the group's path and at each shorter tail of it, because
    /// a container mounts its own group as the root of `/sys/fs/cgroup`; then the root's.
    public static func cgroupLimitFiles(procSelfCgroup: String) -> [String] {
        var files: [String] = []
        for line in procSelfCgroup.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let v2 = fields[0] == "0" && fields[1].isEmpty
            guard v2 || fields[1].split(separator: ",").contains("memory") else { continue }
            let (mount, file) = v2 ? ("/sys/fs/cgroup", "memory.max") : ("/sys/fs/cgroup/memory", "memory.limit_in_bytes")
            let parts = fields[2].split(separator: "/")
            for start in parts.indices { files.append(([mount] + parts[start...].map(String.init) + [file]).joined(separator: "/")) }
            files.append(mount + "/" + file)
        }
        return files
    }

    /// The default from the texts of `memory.max` and `/proc/meminfo` (tests pass their own).
    public static func detected(memoryMax: String?, meminfo: String?) -> MemoryBudget? {
        // cgroup v1 writes "no limit" as the largest page-aligned counter (9223372036854771712).
        if let text = memoryMax?.trimmingCharacters(in: .whitespacesAndNewlines), let bytes = Int(text), bytes > 0, bytes < 1 << 60 {
            return MemoryBudget(limit: bytes)
        }
        for line in (meminfo ?? "").split(separator: "\n") where line.hasPrefix("MemTotal:") {
            if let kilobytes = line.split(separator: " ").compactMap({ Int($0) }).first { return MemoryBudget(limit: kilobytes * 1024 / 2) }
        }
        return nil
    }

    /// What one decode may take: the limit less the show's base, the three prepared frames
    /// (shown, leaving, next) of `frame` size it holds at once and the tinted copies.
    public func decodeAllowance(frame: Size) -> Int {
        max(0, limit - Self.base - (3 + tintedCopies) * frame.width * frame.height * 4)
    }

    /// Whether the show may keep the previous slide ready (for Back) besides the one shown and
    /// the next: only when, with those four frames (and the tinted copies) held, a decode still
    /// has two frames' worth of room. Otherwise the previous slide is decoded again when asked
    /// for, and the peak is one frame lower (33 MB at 4K: below about 255 MB there, the room a
    /// decode needs).
    public func keepsPreviousReady(frame: Size) -> Bool {
        let frameBytes = frame.width * frame.height * 4
        return limit - Self.base - (4 + tintedCopies) * frameBytes >= 2 * frameBytes
    }

    /// Whether a headless show may decode the slide after next beside the next one (instead
    /// of keeping the previous slide ready; at a change it then holds one frame more: the
    /// leaving slide, the one arriving, the next and the one after): only for frames of at
    /// most `twoAheadFrameBytes`, and when, with four frames (and the tinted copies) held,
    /// two decodes still have two frames' worth of room each. Otherwise it decodes one slide
    /// at a time, as a window does.
    public func decodesTwoAhead(frame: Size) -> Bool {
        let frameBytes = frame.width * frame.height * 4
        guard frameBytes <= Self.twoAheadFrameBytes else { return false }
        return limit - Self.base - (4 + tintedCopies) * frameBytes >= 4 * frameBytes
    }

    /// The largest frame a show decodes two ahead for: 16 MB, a 1440p frame. A 4K frame is
    /// 33 MB, and one more of them at a change would take a 4K show of 24 MP photos from about
    /// 215 MB to about 250 MB, issue 25's ceiling there, for a headless run's speed alone.
    public static let twoAheadFrameBytes = 16 << 20

    /// The tinted copies a show holds (`tintedCopies`): two on a software renderer when the
    /// brightness schedule warms the screen at some hour, else none.
    public static func tintedCopies(softwareRenderer: Bool, schedule: BrightnessSchedule?) -> Int {
        guard softwareRenderer, let schedule, schedule.kelvins.contains(where: { $0 < ColorTemperature.neutral }) else { return 0 }
        return 2
    }

    /// Nil when a decode needing `bytes` fits; otherwise the reason the photo is refused.
    public func refusal(decodeBytes bytes: Int, frame: Size) -> String? {
        let allowance = decodeAllowance(frame: frame)
        guard bytes > allowance else { return nil }
        return
            "decoding it needs about \(Self.megabytes(bytes)) MB, more than the \(Self.megabytes(allowance)) MB memory-limit (\(Self.megabytes(limit)) MB) leaves for one photo"
    }

    static func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 19)) >> 20 }

    /// Bytes a show needs at its peak on a screen of `screenPixels` with photos up to
    /// `largestPhotoPixels`, counted as `unwind doctor` warns by it: the process, four
    /// screen-sized RGBA frames and `tintedCopies` more, and, at worst, one full-size RGBA
    /// decode (an interlaced PNG or a GIF; a JPEG or a plain PNG is decoded a row at a time at
    /// display size and needs far less).
    public static func peakBytes(screenPixels: Int, largestPhotoPixels: Int, tintedCopies: Int = 0) -> Int {
        base + (4 + tintedCopies) * 4 * screenPixels + 4 * largestPhotoPixels
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
