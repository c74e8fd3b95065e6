import UnwindInput
import UnwindSync

/// Commands from the servers waiting for the show: servers `post` from their own threads, the
/// show `drain`s once per frame on its thread (like the event pump) and applies each command as
/// an `InputEvent.remote` on the current tick, so remote input is recorded and replayed like keys.
///
/// Posting never blocks on the show and the show never waits on the network: both sides only
/// take a lock for the time of an array append or swap.
public final class RemoteInbox: Sendable {
    private struct Queue {
        var pending: [RemoteCommand] = []
        /// Commands dropped because the show stopped draining (a hung show must not grow memory).
        var dropped = 0
    }

    private let queue = Awaited(Queue())
    /// At most this many commands wait; more are dropped (a show that drains each frame never
    /// holds more than a frame's worth).
    public let capacity: Int

    /// An empty inbox holding at most `capacity` commands (at least one).
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// Queues a command for the show's next frame; false when the inbox is full.
    @discardableResult
    public func post(_ command: RemoteCommand) -> Bool {
        queue.withLockWaking { queue in
            guard queue.pending.count < capacity else {
                queue.dropped += 1
                return false
            }
            queue.pending.append(command)
            return true
        }
    }

    /// Everything posted since the last drain, oldest first. Called by the show once per frame.
    public func drain() -> [RemoteCommand] {
        queue.withLock(Self.take)
    }

    /// `drain()` as input events, ready to join the frame's events from the pump (the inbox
    /// is one of the runner's input sources).
    public func drainEvents() -> [InputEvent] {
        drain().map(InputEvent.remote)
    }

    /// Waits up to `timeout` seconds for at least one command and drains; for tests and
    /// benchmarks that stand in for the show (the show itself never waits).
    public func waitAndDrain(timeout: Double) -> [RemoteCommand] {
        queue.wait(until: { !$0.pending.isEmpty }, timeout: timeout) { queue, _ in Self.take(&queue) }
    }

    /// Commands refused because the inbox was full, since start.
    public var droppedCount: Int {
        queue.withLock { $0.dropped }
    }

    /// The waiting commands, leaving none.
    private static func take(_ queue: inout Queue) -> [RemoteCommand] {
        guard !queue.pending.isEmpty else { return [] }
        let out = queue.pending
        queue.pending.removeAll(keepingCapacity: true)
        return out
    }
}

/// The inbox is one of the runner's input sources: remote commands join each frame's input.
extension RemoteInbox: InputSource {}
