/// An ordered list of systems, so a frame's logic runs in one declared, reviewable order and
/// each system sees the structural changes of the ones before it.
///
/// After each system the world's queued ``Commands`` are applied.
public struct Schedule {
    private struct Entry {
        let label: String
        let system: (World) -> Void
    }

    private var entries: [Entry] = []

    /// Makes an empty schedule.
    public init() {}

    /// Appends a system; `label` names it in ``labels`` for logs, tests and profiling.
    public mutating func add(_ label: String, _ system: @escaping (World) -> Void) {
        entries.append(Entry(label: label, system: system))
    }

    /// Appends a ``System`` value under `label`.
    public mutating func add(_ label: String, _ system: some System) {
        add(label) { world in system.run(world) }
    }

    /// Appends a ``System`` value labelled with its type name.
    public mutating func add(_ system: some System) {
        add(String(describing: type(of: system)), system)
    }

    /// The systems' labels in run order, so tests and tooling can check the order.
    public var labels: [String] {
        entries.map(\.label)
    }

    /// Runs every system once, in order, applying queued commands after each.
    ///
    /// - Complexity: the sum of the systems' costs plus the commands they queue.
    public func run(_ world: World) {
        for entry in entries {
            entry.system(world)
            world.applyCommands()
        }
    }
}
