/// A queue of structural changes to apply later, so systems can spawn, despawn and reshape
/// entities while a query is walking the storages those changes would move.
///
/// Reached as ``World/commands``; ``World`` also routes its own structural calls here while a
/// query runs. Changes apply in the order they were queued, by ``World/applyCommands()``, at the
/// end of the outermost query, or by ``Schedule`` after each system. Each one is checked when it
/// applies, so a change aimed at an entity despawned earlier in the queue is a no-op.
///
/// - Complexity: queuing is O(1) amortised (one closure allocation); applying costs what the
///   equivalent direct ``World`` calls cost.
public final class Commands {
    @usableFromInline let allocator: EntityAllocator
    @usableFromInline var queue: [(World) -> Void] = []

    init(allocator: EntityAllocator) {
        self.allocator = allocator
    }

    /// Number of changes waiting to be applied.
    public var count: Int {
        queue.count
    }

    /// Whether there is nothing to apply; lets callers skip a flush.
    public var isEmpty: Bool {
        queue.isEmpty
    }

    /// Reserves an entity now, so the caller can refer to it (e.g. queue components for it)
    /// before the queue is applied. The id is alive at once and has no components yet.
    @discardableResult
    public func spawn() -> Entity {
        allocator.allocate()
    }

    /// Reserves an entity now and queues its component.
    @discardableResult
    public func spawn<A: Component>(_ a: A) -> Entity {
        let entity = spawn()
        insert(a, for: entity)
        return entity
    }

    /// Reserves an entity now and queues its two components.
    @discardableResult
    public func spawn<A: Component, B: Component>(_ a: A, _ b: B) -> Entity {
        let entity = spawn()
        insert(a, for: entity)
        insert(b, for: entity)
        return entity
    }

    /// Reserves an entity now and queues its three components.
    @discardableResult
    public func spawn<A: Component, B: Component, C: Component>(_ a: A, _ b: B, _ c: C) -> Entity {
        let entity = spawn()
        insert(a, for: entity)
        insert(b, for: entity)
        insert(c, for: entity)
        return entity
    }

    /// Queues ``World/despawn(_:)``.
    public func despawn(_ entity: Entity) {
        queue.append { world in world.despawn(entity) }
    }

    /// Queues ``World/insert(_:for:)``.
    public func insert<C: Component>(_ component: C, for entity: Entity) {
        queue.append { world in world.insert(component, for: entity) }
    }

    /// Queues ``World/remove(_:from:)``.
    public func remove<C: Component>(_ type: C.Type, from entity: Entity) {
        queue.append { world in world.remove(type, from: entity) }
    }

    /// Queues arbitrary work on the world, for changes the typed commands don't cover.
    public func enqueue(_ command: @escaping (World) -> Void) {
        queue.append(command)
    }

    /// Hands over everything queued so far and leaves the queue empty.
    func takeAll() -> [(World) -> Void] {
        var taken: [(World) -> Void] = []
        swap(&taken, &queue)
        return taken
    }
}
