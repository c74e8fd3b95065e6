import Foundation
import UnwindSync

/// Log lines collected from another thread (a server's or a bridge's log callback), read by
/// the test when it checks what was said.
public final class CollectedLines: Sendable {
    private let lines = Locked<[String]>([])

    /// An empty collection.
    public init() {}

    /// Adds a line; safe from any thread.
    public func add(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// Every line so far, in order.
    public var all: [String] { lines.value }
}
