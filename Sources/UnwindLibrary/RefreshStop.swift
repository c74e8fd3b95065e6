import UnwindSync

/// A request to end a refresh early (SIGTERM to `unwind library`, or a show that ends while
/// its index is still being built), as the refresh sees it.
///
/// Why between folders: each folder is committed in its own transaction, so stopping after
/// one loses nothing and the next refresh carries on from the folders not yet listed. The
/// folder being read when the request comes is finished and committed, unless it is still
/// being read `patience` after the request was first noticed (a folder of thousands of
/// photos, a busy machine): then it is left uncommitted and listed again next time, so the
/// process ends well inside the 0.7 s a signalled run is given.
final class RefreshStop: Sendable {
    /// How long the folder being read may take after the request before it is given up.
    static let patience = Duration.milliseconds(300)

    private let requested: @Sendable () -> Bool
    private let noticed = Locked<ContinuousClock.Instant?>(nil)

    init(_ requested: @escaping @Sendable () -> Bool) {
        self.requested = requested
    }

    /// True once a stop is requested (and notes when it was first seen).
    var isRequested: Bool {
        guard requested() else { return false }
        noticed.withLock { seen in
            if seen == nil { seen = .now }
        }
        return true
    }

    /// True when a stop was requested more than `patience` ago: the folder being read is
    /// given up rather than finished.
    var isOverdue: Bool {
        guard isRequested, let seen = noticed.value else { return false }
        return ContinuousClock.now - seen > Self.patience
    }

    /// What a stopped walk throws, between folders or from a folder given up.
    struct Stopped: Error, CustomStringConvertible {
        var description: String { "stopped on request" }
    }
}
