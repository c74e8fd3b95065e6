extension World {
    /// Attaches a component, or replaces the one of the same type, so a system can set state
    /// without checking first. Ignored for a stale or dead id, so it never touches a slot's new
    /// occupant.
    ///
    /// During a query every insert is deferred until the outermost query returns, even one that
    /// only replaces a value: that keeps dense arrays fixed while they are being walked, at the
    /// cost that a `get` in the same query still sees the old value.
    ///
    /// - Complexity: O(1) amortised, plus one dictionary lookup for the storage.
    @inlinable
    public func insert<C: Component>(_ component: C, for entity: Entity) {
        if iterationDepth > 0 {
            commands.insert(component, for: entity)
            return
        }
        guard allocator.isAlive(entity) else { return }
        storage(creating: C.self).insert(component, for: entity)
    }

    /// Detaches a component type from an entity; nothing happens if it has none or is dead.
    /// Deferred during a query, like ``insert(_:for:)``.
    ///
    /// - Complexity: O(1) (swap-remove), plus one dictionary lookup for the storage.
    @inlinable
    public func remove<C: Component>(_ type: C.Type, from entity: Entity) {
        if iterationDepth > 0 {
            commands.remove(type, from: entity)
            return
        }
        guard allocator.isAlive(entity), let storage = existingStorage(type) else { return }
        storage.remove(entityIndex: entity.index)
    }

    /// A copy of an entity's component, or nil if it has none or the id is stale. Safe during a
    /// query, but a component being mutated by that query's body may not show the change yet.
    ///
    /// - Complexity: O(1), plus one dictionary lookup for the storage.
    @inlinable
    public func get<C: Component>(_ type: C.Type, for entity: Entity) -> C? {
        guard allocator.isAlive(entity), let storage = existingStorage(type) else { return nil }
        return storage.get(entity)
    }

    /// Mutates one entity's component in place without copying it out and back; returns nil if
    /// the entity is dead or lacks the component. Not structural, so it is not deferred; do not
    /// use it on a component the running query is handing out `inout`.
    ///
    /// - Complexity: O(1), plus one dictionary lookup for the storage.
    @inlinable
    @discardableResult
    public func modify<C: Component, T>(
        _ type: C.Type, of entity: Entity, _ body: (inout C) throws -> T
    ) rethrows -> T? {
        guard allocator.isAlive(entity),
            let storage = existingStorage(type),
            let position = storage.denseIndex(ofEntityIndex: entity.index)
        else { return nil }
        return try body(&storage.components[position])
    }

    /// Whether a live entity has a component of this type; cheaper than `get` for big components.
    ///
    /// - Complexity: O(1), plus one dictionary lookup for the storage.
    @inlinable
    public func has<C: Component>(_ type: C.Type, for entity: Entity) -> Bool {
        guard allocator.isAlive(entity), let storage = existingStorage(type) else { return false }
        return storage.contains(entity)
    }

    /// How many entities have a component of this type; what a query over it would visit.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func count<C: Component>(of type: C.Type) -> Int {
        existingStorage(type)?.count ?? 0
    }
}
