import Foundation

/// Keeps the session history in a JSON-lines file in the user's state directory
/// (`$XDG_STATE_HOME/unwind/breathing-history.jsonl`, by default under
/// `~/.local/state`). A session must never fail because of this file: unreadable lines
/// are skipped, an unreadable or unwritable file leaves the history in memory only, and
/// every problem is reported once as a warning line, not thrown.
public final class SessionHistoryStore {
    /// The history file.
    public let path: String
    /// The history read at start plus the sessions added since.
    public private(set) var history: SessionHistory
    /// Problems met (a skipped line, a failed write), for logs and tests.
    public private(set) var warnings: [String] = []
    /// Only the file's last bytes are read: a history grows by one short line a session,
    /// so this holds years of it, and a runaway file cannot stall the trainer.
    static let readLimit = 1 << 20

    /// Opens (reading, never creating) the history at `path`.
    public init(path: String) {
        self.path = path
        self.history = SessionHistory()
        load()
    }

    /// The history file's default place: `$XDG_STATE_HOME/unwind/breathing-history.jsonl`,
    /// with `~/.local/state` when the variable is unset or not an absolute path (as the XDG
    /// base directory specification says); nil with no home either.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.local/state"
        } else {
            return nil
        }
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return base + "/unwind/breathing-history.jsonl"
    }

    /// Adds a finished session to the history and appends it to the file (creating the
    /// folder if needed). Returns false, keeping the record in memory, when writing fails.
    @discardableResult
    public func append(_ record: SessionRecord) -> Bool {
        history.append(record)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        do {
            var line = try encoder.encode(record)
            line.append(0x0A)
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: path) {
                guard FileManager.default.createFile(atPath: path, contents: nil) else {
                    throw CocoaError(.fileWriteNoPermission)
                }
            }
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            let end = try handle.seekToEnd()
            // A file cut short mid-line (power lost while writing) must not glue two records.
            if end > 0 {
                try handle.seek(toOffset: end - 1)
                if try handle.read(upToCount: 1) != Data([0x0A]) { line.insert(0x0A, at: 0) }
                try handle.seekToEnd()
            }
            try handle.write(contentsOf: line)
            return true
        } catch {
            warnings.append("cannot save the session to \(path): \(Self.reason(error))")
            return false
        }
    }

    private func load() {
        guard FileManager.default.fileExists(atPath: path) else { return }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            let size = try handle.seekToEnd()
            let start = size > UInt64(Self.readLimit) ? size - UInt64(Self.readLimit) : 0
            try handle.seek(toOffset: start)
            var read = try handle.readToEnd() ?? Data()
            // Started mid-file: the first line is a fragment.
            if start > 0, let newline = read.firstIndex(of: 0x0A) { read = read[(newline + 1)...] }
            data = read
        } catch {
            warnings.append("cannot read the session history \(path): \(Self.reason(error))")
            return
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var records: [SessionRecord] = []
        var skipped = 0
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: true) {
            if let record = try? decoder.decode(SessionRecord.self, from: Data(line)), record.date.timeIntervalSince1970.isFinite {
                records.append(record)
            } else {
                skipped += 1
            }
        }
        if skipped > 0 { warnings.append("\(path): skipped \(skipped) unreadable line\(skipped == 1 ? "" : "s") of the session history") }
        history = SessionHistory(records: records)
    }

    private static func reason(_ error: Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedDescription
    }
}
