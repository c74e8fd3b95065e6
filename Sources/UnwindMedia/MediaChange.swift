/// One change a photo source reports: keyed by `MediaID`, never by path, so the show treats
/// a file that came and an asset a server added alike.
public enum MediaChange: Hashable, Sendable {
    /// A photo the source did not have before.
    case added(MediaItem)
    /// A photo the source had, with a new version (its bytes or its date may differ).
    case changed(MediaItem)
    /// A photo that is gone from the source.
    case removed(MediaID)

    /// The id the change is about.
    public var id: MediaID {
        switch self {
        case .added(let item), .changed(let item): item.id
        case .removed(let id): id
        }
    }
}

/// What one look at a source found: the changes since the look before, and the problems met
/// (an unreadable folder, a broken link, a server that refused the login), each a
/// `SkippedFile` line. A root or server that cannot be reached names itself in `missing`; its
/// photos are reported removed, and the show keeps those under a missing root until it is back.
public struct MediaChangeSet: Equatable, Sendable {
    /// The changes, in the order the source found them.
    public var changes: [MediaChange]
    /// Items or places passed over, with the reason.
    public var problems: [SkippedFile]
    /// Roots or servers that cannot be reached now.
    public var missing: [SkippedFile]

    /// A set of changes as a source reports it.
    public init(changes: [MediaChange] = [], problems: [SkippedFile] = [], missing: [SkippedFile] = []) {
        self.changes = changes
        self.problems = problems
        self.missing = missing
    }

    /// True when the look found nothing new.
    public var isEmpty: Bool { changes.isEmpty && problems.isEmpty && missing.isEmpty }

    /// The changes as the show takes them today (`PhotoChanges`, keyed by path): only items
    /// of the local folder source have a path; others are left for the show's source-neutral
    /// path, which comes with the first network source.
    public var forShow: PhotoChanges {
        var result = PhotoChanges(problems: problems, missing: missing)
        for change in changes {
            switch change {
            case .added(let item), .changed(let item):
                guard let path = item.id.localPath else { continue }
                result.added.append(PhotoRecord(path: path, taken: item.taken))
            case .removed(let id):
                if let path = id.localPath { result.removed.append(path) }
            }
        }
        return result
    }
}
