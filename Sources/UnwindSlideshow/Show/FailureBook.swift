import UnwindMedia
import UnwindPhotos

/// The files the show could not use, why, and when to try them again.
///
/// A photo caught half-copied, unreadable or corrupt is retried once its stamp (size, mtime,
/// ctime) differs at a rescan: the copy finished, it was replaced, its permissions changed.
/// A photo that vanished (deleted, or its folder on a NAS or USB disk went away for a while)
/// is not broken: it rejoins the show as soon as a scan finds it again. Each distinct failure
/// of a file is logged once, however many rescans see it.
public struct FailureBook: Sendable {
    /// What kind of failure, which decides when the file is tried again.
    public enum Kind: Sendable, Equatable {
        /// Could not be decoded or read: retried when its stamp changes.
        case broken
        /// Not there any more: retried when a scan finds it.
        case gone
        /// Reported by the folder scan itself (broken link, unreadable folder, missing root):
        /// cleared when a scan no longer reports it.
        case scan
    }

    /// One file's failure.
    public struct Entry: Sendable, Equatable {
        /// The one line that says why.
        public var reason: String
        /// Which decides when it is tried again.
        public var kind: Kind
        /// The file's stamp when it failed; nil when it could not be read.
        public var stamp: FileIdentity?
        /// Order of first failure, so the report lists files as they failed.
        var order: Int
    }

    /// Every file that failed and is not back, by path.
    public private(set) var entries: [PhotoPath: Entry] = [:]
    /// The reason last logged per file, so a failure that repeats is not logged again.
    private var logged: [PhotoPath: String] = [:]
    private var counter = 0

    /// An empty book.
    public init() {}

    /// A line for the log, at a level.
    public struct LogLine: Equatable, Sendable {
        /// How loud: a vanished file is news, a broken one a warning.
        public enum Level: Sendable { case info, warning }
        /// How loud.
        public var level: Level
        /// The line, naming the file.
        public var message: String
    }

    /// Records a failure; returns the line to log when this failure is new for the file.
    @discardableResult
    public mutating func record(_ path: PhotoPath, reason: String, kind: Kind, stamp: FileIdentity? = nil) -> LogLine? {
        let order = entries[path]?.order ?? counter
        if entries[path] == nil { counter += 1 }
        entries[path] = Entry(reason: reason, kind: kind, stamp: stamp, order: order)
        guard logged[path] != reason else { return nil }
        logged[path] = reason
        switch kind {
        case .broken, .scan: return LogLine(level: .warning, message: "skipped \(path): \(reason)")
        case .gone: return LogLine(level: .info, message: "\(path) is gone (\(reason)); it rejoins the show when a rescan finds it")
        }
    }

    /// The photos of a scan the show takes: all but broken files whose stamp has not changed.
    /// Files found again after vanishing, and changed broken files, lose their entry here.
    public mutating func admit(_ photos: [PhotoPath], stamps: [PhotoPath: FileIdentity]) -> [PhotoPath] {
        photos.filter { path in
            guard let entry = entries[path] else { return true }
            switch entry.kind {
            case .gone, .scan:
                entries[path] = nil
                return true
            case .broken:
                guard let now = stamps[path], now != entry.stamp else { return false }
                entries[path] = nil
                return true
            }
        }
    }

    /// Clears scan problems a scan no longer reports (a link repaired, a folder back).
    public mutating func settleScanProblems(reported: Set<PhotoPath>) {
        for (path, entry) in entries where entry.kind == .scan && !reported.contains(path) {
            entries[path] = nil
            logged[path] = nil
        }
    }

    /// The file was shown: its failures are history, and a new one is worth a log line.
    public mutating func succeeded(_ path: PhotoPath) {
        entries[path] = nil
        logged[path] = nil
    }

    /// Files an index reports new or changed: their failures are history and they are tried
    /// again (the index saw them change), except broken files whose stamp, looked at now, is
    /// the one they failed with: an index being built, or listing a folder again, reports
    /// every file in it as new, and a file still broken and unchanged must stay skipped (it
    /// used to leave the list at such a rescan until it was tried and failed again, so a
    /// report or status taken then said `skipped 0`). Returns the paths kept as broken.
    @discardableResult
    public mutating func admitChanged(_ paths: [PhotoPath], stamps: [PhotoPath: FileIdentity] = [:]) -> Set<PhotoPath> {
        var kept: Set<PhotoPath> = []
        for path in paths {
            guard let entry = entries[path] else { continue }
            if entry.kind == .broken, let now = stamps[path], now == entry.stamp {
                kept.insert(path)
            } else {
                entries[path] = nil
            }
        }
        return kept
    }

    /// Failed files that a look by name found back or changed: vanished files that exist
    /// again, broken ones whose stamp moved. Their entries go; the show takes them again.
    /// An index reports only what changed in a folder, so these are looked at by name.
    public mutating func retries(stamps: [PhotoPath: FileIdentity]) -> [PhotoPath] {
        var back: [PhotoPath] = []
        for (path, entry) in entries {
            guard let now = stamps[path] else { continue }
            switch entry.kind {
            case .gone: back.append(path)
            case .broken where now != entry.stamp: back.append(path)
            case .broken, .scan: continue
            }
            entries[path] = nil
        }
        return back.sorted()
    }

    /// Files that left the folders (deleted, or their folder went): nothing to retry.
    public mutating func forget(_ paths: some Sequence<PhotoPath>) {
        for path in paths where entries[path] != nil {
            entries[path] = nil
            logged[path] = nil
        }
    }

    /// Clears the scan problems among `candidates` that are not reported any more (an index
    /// reports the problems of the folders it listed, so only those can be settled).
    public mutating func settleScanProblems(reported: Set<PhotoPath>, among candidates: some Sequence<PhotoPath>) {
        for path in candidates where entries[path]?.kind == .scan && !reported.contains(path) {
            entries[path] = nil
            logged[path] = nil
        }
    }

    /// Broken and vanished files: what a look at the folders should stamp by name (a full
    /// scan reports the broken ones; an index, which lists only changed folders, both).
    public var watchedPaths: Set<PhotoPath> {
        Set(entries.compactMap { $0.value.kind == .scan ? nil : $0.key })
    }

    /// Broken files, whose stamps a rescan should report.
    public var stampedPaths: Set<PhotoPath> {
        Set(entries.compactMap { $0.value.kind == .broken ? $0.key : nil })
    }

    /// True while some photo has vanished (the show then rescans more often).
    public var hasGone: Bool { entries.values.contains { $0.kind == .gone } }

    /// Files that failed to load (decode, read), not counting scan problems.
    public var brokenCount: Int { entries.values.filter { $0.kind == .broken }.count }

    /// Every file currently not shown and why, in the order they failed (for the report).
    public var skipped: [SkippedFile] {
        entries.sorted { $0.value.order < $1.value.order }.map { SkippedFile(path: $0.key, reason: $0.value.reason) }
    }
}
