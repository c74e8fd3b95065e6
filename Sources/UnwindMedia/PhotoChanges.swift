import UnwindPhotos

/// What changed in the photo folders since the last look, as the library index reports it:
/// only the photos that came, changed or went, not the whole list a scan returns. A show of
/// 100,000 photos takes a refresh that found nothing in microseconds.
public struct PhotoChanges: Equatable, Sendable {
    /// New photos, changed ones (their date may differ) and those of folders that came back.
    public var added: [PhotoRecord]
    /// Photos deleted, skipped as bad by the index, or in folders that went away.
    public var removed: [PhotoPath]
    /// Problems met in the folders looked at: unreadable folders, broken links, unreadable
    /// headers (a file named here leaves the show).
    public var problems: [SkippedFile]
    /// Roots that do not exist or cannot be reached now (an unmounted NAS): their photos
    /// stay in the show until they are back.
    public var missing: [SkippedFile]
    /// Stamps of the files the show asked about by name (broken and vanished ones); a file
    /// that is not there has none.
    public var stamps: [PhotoPath: FileIdentity]
    /// Photos hidden for good, when the source just learned them all (an index locked at the
    /// start and taken over now): the show adopts them. Nil: nothing new to adopt.
    public var hidden: Set<PhotoPath>?
    /// The favourites, all of them, with `hidden`; nil: the show's stand.
    public var favorites: Set<PhotoPath>?

    /// Changes as an index reports them.
    public init(
        added: [PhotoRecord] = [], removed: [PhotoPath] = [], problems: [SkippedFile] = [], missing: [SkippedFile] = [],
        stamps: [PhotoPath: FileIdentity] = [:]
    ) {
        self.added = added
        self.removed = removed
        self.problems = problems
        self.missing = missing
        self.stamps = stamps
    }
}
