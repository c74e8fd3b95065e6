/// Owns every entity, component and resource of one simulation, so systems share a single
/// source of truth and a stale ``Entity`` can always be detected.
///
/// Components live in one ``SparseSet`` per type, kept in a dictionary keyed by
/// `ObjectIdentifier(C.self)`. Sparse sets were chosen over archetype tables because adding and
/// removing components is O(1) without moving an entity's other components, which suits a small
/// engine where components come and go every frame, while queries still walk dense arrays.
///
/// Structural changes (`spawn`'s components, `despawn`, `insert`, `remove`) requested while a
/// query runs are deferred into ``commands`` and applied when the outermost query returns; see
/// ``forEach(_:_:)``.
///
/// Not thread-safe: a world belongs to one thread or actor, like the frame loop that drives it.
public final class World {
    /// The world's mutable fields, kept behind a pointer so that per-entity calls (`spawn`,
    /// `insert`, `get`, `despawn`) skip the run-time exclusivity checks Swift applies to class
    /// stored properties; those checks cost more than the calls' own work.
    @usableFromInline
    struct Fields {
        @usableFromInline var storages: [ObjectIdentifier: any ComponentStorage] = [:]
        @usableFromInline var iterationDepth = 0
        @usableFromInline var isApplyingCommands = false
        @usableFromInline var resources = Resources()

        @inlinable
        init() {}
    }

    @usableFromInline let fields: UnsafeMutablePointer<Fields>
    @usableFromInline let allocator: EntityAllocator

    /// The deferred-change buffer; systems write to it to change structure without
    /// invalidating a query, and ``Schedule`` applies it after each system.
    public let commands: Commands

    /// Makes an empty world with no entities, storages or resources.
    public init() {
        fields = .allocate(capacity: 1)
        fields.initialize(to: Fields())
        allocator = EntityAllocator()
        commands = Commands(allocator: allocator)
    }

    deinit {
        fields.deinitialize(count: 1)
        fields.deallocate()
    }

    /// How many queries are running; structural changes are deferred while it is above zero.
    @inlinable
    var iterationDepth: Int {
        get { fields.pointee.iterationDepth }
        set { fields.pointee.iterationDepth = newValue }
    }

    /// Number of live entities, including ones spawned during a query whose components are
    /// still pending.
    ///
    /// - Complexity: O(1).
    public var entityCount: Int {
        allocator.aliveCount
    }

    /// Whether a query is running, i.e. whether structural changes are being deferred.
    public var isIterating: Bool {
        iterationDepth > 0
    }

    /// Creates an entity with no components; its id is valid at once, even during a query.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable
    public func spawn() -> Entity {
        allocator.allocate()
    }

    /// Creates an entity with one component, so callers never see it half-built.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable
    @discardableResult
    public func spawn<A: Component>(_ a: A) -> Entity {
        let entity = spawn()
        insert(a, for: entity)
        return entity
    }

    /// Creates an entity with two components.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable
    @discardableResult
    public func spawn<A: Component, B: Component>(_ a: A, _ b: B) -> Entity {
        let entity = spawn()
        insert(a, for: entity)
        insert(b, for: entity)
        return entity
    }

    /// Creates an entity with three components.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable
    @discardableResult
    public func spawn<A: Component, B: Component, C: Component>(_ a: A, _ b: B, _ c: C) -> Entity {
        let entity = spawn()
        insert(a, for: entity)
        insert(b, for: entity)
        insert(c, for: entity)
        return entity
    }

    /// Destroys an entity and all its components, freeing its index for reuse with the next
    /// generation. A stale or dead id is ignored, so double-despawn is harmless.
    ///
    /// During a query the despawn is deferred: the entity stays alive (and readable) until the
    /// outermost query returns.
    ///
    /// - Returns: Whether `entity` was alive when called.
    /// - Complexity: O(number of component types).
    @discardableResult
    public func despawn(_ entity: Entity) -> Bool {
        guard allocator.isAlive(entity) else { return false }
        if iterationDepth > 0 {
            commands.despawn(entity)
            return true
        }
        for storage in fields.pointee.storages.values {
            storage.removeComponent(atEntityIndex: entity.index)
        }
        allocator.free(entity)
        return true
    }

    /// Whether `entity` still names a live entity; false for ids whose slot was freed or reused.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func isAlive(_ entity: Entity) -> Bool {
        allocator.isAlive(entity)
    }

    /// The storage for `C`, if any component of that type was ever inserted.
    @inlinable
    func existingStorage<C: Component>(_ type: C.Type) -> SparseSet<C>? {
        guard let storage = fields.pointee.storages[ObjectIdentifier(type)] else { return nil }
        return unsafeDowncast(storage, to: SparseSet<C>.self)
    }

    /// The storage for `C`, created on first use.
    @inlinable
    func storage<C: Component>(creating type: C.Type) -> SparseSet<C> {
        if let storage = existingStorage(type) { return storage }
        let storage = SparseSet<C>()
        fields.pointee.storages[ObjectIdentifier(type)] = storage
        return storage
    }
}
