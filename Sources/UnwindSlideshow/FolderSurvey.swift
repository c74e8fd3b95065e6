import UnwindMedia
import UnwindPhotos

/// What a show would find under each of its roots: how many photos it can show, which files
/// it would skip and why, and the largest photo it would decode. `unwind doctor` reports it,
/// so "the frame shows nothing" comes with the folder and the reason.
///
/// The same walk (`PhotoScanner`) and the same header check (`ImageHeader` against
/// `PhotoLimits`) as the show, so a file is skipped here exactly when the show would skip it
/// before decoding; only a decode can still fail later. Files are opened read-only.
public struct FolderSurvey: Sendable, Equatable {
    /// One root (a folder or a file given to the show).
    public struct Root: Sendable, Equatable {
        /// The root as given.
        public var path: String
        /// Why it cannot be walked ("no such file or folder"); nil when it can.
        public var problem: String?
        /// Photos whose header reads and is within the limits, per format ("JPEG": 120).
        public var formats: [String: Int] = [:]
        /// Files the show would skip, with its one-line reason.
        public var skipped: [SkippedFile] = []
        /// Pixels of the largest photo that would be decoded.
        public var largestPixels = 0

        /// Photos the show can put on screen from this root.
        public var photos: Int { formats.values.reduce(0, +) }
    }

    /// Each root, in the order given.
    public var roots: [Root]

    /// Photos the show can put on screen from all roots.
    public var photos: Int { roots.reduce(0) { $0 + $1.photos } }
    /// Pixels of the largest photo under any root: what one decode needs at most.
    public var largestPixels: Int { roots.map(\.largestPixels).max() ?? 0 }

    /// Walks each root and reads every photo's header.
    /// - Parameters:
    ///   - excluded: folders the show leaves out (`exclude`).
    ///   - limits: the show's `max-megapixels`.
    public static func survey(roots: [String], excluding excluded: [FolderGlob], limits: PhotoLimits) -> FolderSurvey {
        FolderSurvey(roots: roots.map { survey(root: $0, excluding: excluded, limits: limits) })
    }

    private static func survey(root path: String, excluding excluded: [FolderGlob], limits: PhotoLimits) -> Root {
        var scanner = PhotoScanner(roots: [path])
        scanner.excluded = excluded
        let scan = scanner.scan()
        var root = Root(path: path, problem: scan.missing.first?.reason, skipped: scan.skipped)
        for photo in scan.photos {
            if PhotoScanner.looksLikeClip(photo) {
                root.formats["video clip", default: 0] += 1
                continue
            }
            do {
                let header = try ImageHeader.read(path: photo)
                if let refusal = limits.refusal(for: header) {
                    root.skipped.append(SkippedFile(path: photo, reason: refusal))
                    continue
                }
                root.formats[header.format.displayName, default: 0] += 1
                root.largestPixels = max(root.largestPixels, header.pixelCount ?? 0)
            } catch {
                root.skipped.append(SkippedFile(path: photo, reason: error.description))
            }
        }
        return root
    }
}
