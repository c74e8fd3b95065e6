import UnwindPhotos
import UnwindSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Live Photos paired by content identifier in the folders the show has looked at, so a
/// still whose MOV has another name finds it without its folder being listed and its MOVs
/// read again for every slide.
///
/// Why a cache keyed by the folder's stamp: a folder's pairs change only when a file is added,
/// removed or renamed, which changes its mtime; a stamp within the last two seconds is not
/// trusted (a change in the same clock tick leaves the mtime as it was), so such a folder is
/// looked at again next time.
final class FolderPairs: Sendable {
    /// The one cache the show's preparers share.
    static let shared = FolderPairs()

    /// The most folders remembered; the cache starts over when it is full.
    static let capacity = 1024

    private struct Entry {
        var stamp: FolderStamp
        var motionOf: [PhotoPath: PhotoPath]
    }

    private let entries = Locked<[PhotoPath: Entry]>([:])

    /// The MOV paired with `still` by content identifier; nil when there is none.
    func motion(for still: PhotoPath) -> PhotoPath? {
        let bytes = still.bytes
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let folder = PhotoPath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
        var info = stat()
        guard folder.withCString({ stat($0, &info) }) == 0 else { return nil }
        let stamp = FolderStamp(info)
        if let entry = entries.withLock({ $0[folder] }), entry.stamp == stamp { return entry.motionOf[still] }
        guard let listing = try? FolderListing.list(folder, statFiles: false) else { return nil }
        let motionOf = LivePhotos.pairing(listing.files.map(\.path)).motionOf
        let settled = stamp.modified < Self.nowNanoseconds() - 2_000_000_000
        if settled {
            entries.withLock { entries in
                if entries.count >= Self.capacity { entries.removeAll() }
                entries[folder] = Entry(stamp: stamp, motionOf: motionOf)
            }
        }
        return motionOf[still]
    }

    private static func nowNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }
}
