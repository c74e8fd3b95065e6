extension World {
    /// Runs `body` on every entity that has an `A`, handing out the component in place so
    /// systems mutate storage directly instead of copying out and writing back.
    ///
    /// Structural changes made during the call (`spawn`, `despawn`, `insert`, `remove`, also
    /// from nested queries) are deferred and applied when the outermost query returns, so every
    /// matching entity is visited exactly once and none twice. Entities spawned during the call
    /// are not visited. If `body` throws, iteration stops and pending changes are still applied.
    ///
    /// - Complexity: O(count of `A`), walking the dense array in order.
    @inlinable
    public func forEach<A: Component>(
        _ a: A.Type, _ body: (Entity, inout A) throws -> Void
    ) rethrows {
        guard let storage = existingStorage(a) else { return }
        beginIteration()
        defer { endIteration() }
        let count = storage.count
        let entities = storage.entities
        let components = storage.components
        for position in 0..<count {
            try body(entities[position], &components[position])
        }
    }

    /// Runs `body` on every entity that has both an `A` and a `B`, in place. Walks the smaller
    /// storage and finds the other component through the larger one's sparse array.
    ///
    /// Same deferral rules as ``forEach(_:_:)``.
    ///
    /// - Precondition: `A` and `B` are different types (two `inout`s to one value would alias).
    /// - Complexity: O(min(count of `A`, count of `B`)).
    @inlinable
    public func forEach<A: Component, B: Component>(
        _ a: A.Type, _ b: B.Type, _ body: (Entity, inout A, inout B) throws -> Void
    ) rethrows {
        precondition(
            ObjectIdentifier(a) != ObjectIdentifier(b),
            "UnwindECS: forEach needs distinct component types, but \(A.self) was passed twice")
        guard let storageA = existingStorage(a), let storageB = existingStorage(b) else { return }
        beginIteration()
        defer { endIteration() }
        if storageA.count <= storageB.count {
            try Self.join(storageA, storageB.view) { entity, a, b in try body(entity, &a, &b) }
        } else {
            try Self.join(storageB, storageA.view) { entity, b, a in try body(entity, &a, &b) }
        }
    }

    /// Runs `body` on every entity that has an `A`, a `B` and a `C`, in place. Walks the
    /// smallest storage and finds the others through their sparse arrays.
    ///
    /// Same deferral rules as ``forEach(_:_:)``.
    ///
    /// - Precondition: `A`, `B` and `C` are pairwise different types.
    /// - Complexity: O(min(count of `A`, count of `B`, count of `C`)).
    @inlinable
    public func forEach<A: Component, B: Component, C: Component>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type,
        _ body: (Entity, inout A, inout B, inout C) throws -> Void
    ) rethrows {
        let ids = (ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(c))
        precondition(
            ids.0 != ids.1 && ids.0 != ids.2 && ids.1 != ids.2,
            "UnwindECS: forEach needs distinct component types, "
                + "but got \(A.self), \(B.self), \(C.self)")
        guard let storageA = existingStorage(a),
            let storageB = existingStorage(b),
            let storageC = existingStorage(c)
        else { return }
        beginIteration()
        defer { endIteration() }
        let smallest = Swift.min(storageA.count, storageB.count, storageC.count)
        if storageA.count == smallest {
            try Self.join(storageA, storageB.view, storageC.view) { entity, a, b, c in
                try body(entity, &a, &b, &c)
            }
        } else if storageB.count == smallest {
            try Self.join(storageB, storageA.view, storageC.view) { entity, b, a, c in
                try body(entity, &a, &b, &c)
            }
        } else {
            try Self.join(storageC, storageA.view, storageB.view) { entity, c, a, b in
                try body(entity, &a, &b, &c)
            }
        }
    }

    /// The entities that have an `A`, copied out so callers can iterate while changing structure.
    ///
    /// - Complexity: O(count of `A`).
    @inlinable
    public func entities<A: Component>(with a: A.Type) -> [Entity] {
        guard let storage = existingStorage(a) else { return [] }
        return Array(UnsafeBufferPointer(start: storage.entities, count: storage.count))
    }

    /// Walks `driver` densely and joins `other` by entity index; the body's argument order is
    /// the caller's to restore.
    @inlinable
    static func join<D: Component, X: Component>(
        _ driver: SparseSet<D>, _ other: SparseSetView<X>,
        _ body: (Entity, inout D, inout X) throws -> Void
    ) rethrows {
        let count = driver.count
        let entities = driver.entities
        let components = driver.components
        for position in 0..<count {
            let entity = entities[position]
            guard let x = other.pointer(atEntityIndex: entity.index) else { continue }
            try body(entity, &components[position], &x.pointee)
        }
    }

    /// Three-way version of ``join(_:_:_:)``.
    @inlinable
    static func join<D: Component, X: Component, Y: Component>(
        _ driver: SparseSet<D>, _ other: SparseSetView<X>, _ third: SparseSetView<Y>,
        _ body: (Entity, inout D, inout X, inout Y) throws -> Void
    ) rethrows {
        let count = driver.count
        let entities = driver.entities
        let components = driver.components
        for position in 0..<count {
            let entity = entities[position]
            guard let x = other.pointer(atEntityIndex: entity.index),
                let y = third.pointer(atEntityIndex: entity.index)
            else { continue }
            try body(entity, &components[position], &x.pointee, &y.pointee)
        }
    }

    @inlinable
    func beginIteration() {
        iterationDepth += 1
    }

    /// Leaves a query; the outermost one applies whatever was deferred during it.
    @inlinable
    func endIteration() {
        iterationDepth -= 1
        if iterationDepth == 0 && !commands.isEmpty {
            applyCommands()
        }
    }
}
