import Foundation

/// Log lines collected from another thread (a server's or a bridge's log callback), read by
/// the test when it checks what was said.
public final class CollectedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// An empty collection.
    public init() {}

    /// Adds a line; safe from any thread.
    public func add(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    /// Every line so far, in order.
    public var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
