import Foundation
import Logging

/// A show never waits for an index another process holds locked: it starts at once from a
/// scan, with a memory index standing in, and takes the file over at the first refresh that
/// finds it free. The writes it made meanwhile (hidden photos, favourites, photos shown) are
/// made in the file, and the file's hidden photos and favourites come back with that
/// refresh for the show to adopt, so nothing decided on the sofa is lost either way.
extension PhotoLibrary {
    /// How long a show's start waits for a locked index before starting from a scan: long
    /// enough for another show's one-folder transaction, far inside the documented 5 s.
    public static let lockedStartWait = 0.25

    /// The index in `stateDirectory`, as a show opens it: like `open`, except that a file
    /// locked by another process is waited for at most `lockedStartWait`; a memory index
    /// then stands in for it (`standsInForLockedIndex`) until a refresh finds it free.
    public static func openForShow(
        stateDirectory: String, watchesFolders: Bool = true, busyTimeout: Double = 5, logger: Logger = Logger(label: "unwind.library")
    ) -> PhotoLibrary {
        let connection = Connection.open(directory: stateDirectory, busyTimeout: busyTimeout, logger: logger, standInWhenLocked: true)
        return PhotoLibrary(connection: connection, watchesFolders: watchesFolders, logger: logger)
    }

    /// True while a memory index stands in for a file that was locked at the start.
    public var standsInForLockedIndex: Bool {
        connection.withLock { $0.lockedDirectory != nil }
    }

    /// Takes over the locked file if it is free now (waiting at most `lockedStartWait`):
    /// makes the writes kept for it and returns its hidden photos and favourites; nil while
    /// it is still locked or when no file waits.
    func takeOverLockedIndex() -> Curation? {
        guard let (directory, busyTimeout) = connection.withLock({ current in current.lockedDirectory.map { ($0, current.busyTimeout) } }) else {
            return nil
        }
        var gaveUp = false
        guard
            let file = Connection.openIfFree(
                directory: directory, busyTimeout: busyTimeout, wait: Self.lockedStartWait, logger: logger, gaveUp: &gaveUp)
        else {
            if gaveUp {
                // The memory index is the show's for the rest of the run; what it was given is in it.
                connection.withLock { current in
                    current.lockedDirectory = nil
                    current.unwritten = []
                }
            }
            return nil
        }
        connection.withLock { current in
            var taken = file
            // A new generation: the refresh reloads the folders from the file.
            taken.generation = current.generation + 1
            taken.unwritten = current.unwritten
            current = taken
        }
        writeOwed()
        let curation = curation()
        logger.info(
            "library index \(storage) is free again; the show keeps it from now on (\(curation.hidden.count) hidden, \(curation.favorites.count) favourites)"
        )
        return curation
    }
}
