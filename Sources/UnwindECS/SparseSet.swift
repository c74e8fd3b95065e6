/// Stores every component of one type packed in a dense array, with a sparse array from entity
/// index to dense position, so queries walk contiguous memory and lookups by entity are O(1).
///
/// Layout:
/// - `components[0..<count]` and `entities[0..<count]`: parallel dense arrays; `entities[i]`
///   owns `components[i]`.
/// - `sparse[entity.index]`: position in the dense arrays, or ``absent``.
///
/// Removal swaps the last element into the hole, so the dense arrays never have gaps and order
/// is not preserved. The buffers are raw allocations rather than `Array`s so that a query can
/// hold pointers into them while the body reads other components through ``World/get(_:for:)``
/// (an `Array` would trip exclusivity checks or be moved out during `withUnsafe…`). Their
/// addresses change only when the set grows, which a running query defers.
///
/// - Complexity: `insert`, `remove`, `get` and `contains` are O(1) (amortised for growth).
///   Memory is `count` components and entities plus 4 bytes per entity index up to the highest
///   index ever stored.
@usableFromInline
final class SparseSet<C: Component>: ComponentStorage {
    /// The set's mutable fields. They live behind ``fields`` rather than as stored properties
    /// because Swift checks exclusivity of class stored properties at run time, which cost
    /// more than the work itself on the insert and remove paths.
    @usableFromInline
    struct Fields {
        @usableFromInline var components: UnsafeMutablePointer<C> = .allocate(capacity: 0)
        @usableFromInline var entities: UnsafeMutablePointer<Entity> = .allocate(capacity: 0)
        @usableFromInline var count = 0
        @usableFromInline var capacity = 0
        @usableFromInline var sparse: UnsafeMutablePointer<UInt32> = .allocate(capacity: 0)
        @usableFromInline var sparseCount = 0

        @inlinable
        init() {}
    }

    @usableFromInline let fields: UnsafeMutablePointer<Fields>

    /// Dense component array; `components[i]` belongs to `entities[i]`.
    @inlinable
    var components: UnsafeMutablePointer<C> {
        get { fields.pointee.components }
        set { fields.pointee.components = newValue }
    }

    /// Dense owner array, parallel to ``components``.
    @inlinable
    var entities: UnsafeMutablePointer<Entity> {
        get { fields.pointee.entities }
        set { fields.pointee.entities = newValue }
    }

    /// Number of initialised elements in the dense arrays.
    @inlinable
    var count: Int {
        get { fields.pointee.count }
        set { fields.pointee.count = newValue }
    }

    /// Allocated length of the dense arrays.
    @inlinable
    var capacity: Int {
        get { fields.pointee.capacity }
        set { fields.pointee.capacity = newValue }
    }

    /// Dense position per entity index, or ``absent``.
    @inlinable
    var sparse: UnsafeMutablePointer<UInt32> {
        get { fields.pointee.sparse }
        set { fields.pointee.sparse = newValue }
    }

    /// Length of ``sparse``; indices at or past it are absent.
    @inlinable
    var sparseCount: Int {
        get { fields.pointee.sparseCount }
        set { fields.pointee.sparseCount = newValue }
    }

    /// Marks an entity index that has no component in this set.
    @inlinable
    static var absent: UInt32 { .max }

    @usableFromInline
    init() {
        fields = .allocate(capacity: 1)
        fields.initialize(to: Fields())
    }

    deinit {
        components.deinitialize(count: count)
        components.deallocate()
        entities.deallocate()
        sparse.deallocate()
        fields.deinitialize(count: 1)
        fields.deallocate()
    }

    /// A pointer-only view for the inner loop of a join.
    @inlinable
    var view: SparseSetView<C> {
        SparseSetView(components: components, sparse: sparse, sparseCount: sparseCount)
    }

    /// Dense position of the component owned by the entity at `index`, if any.
    @inlinable
    func denseIndex(ofEntityIndex index: UInt32) -> Int? {
        let slot = Int(index)
        guard slot < sparseCount else { return nil }
        let position = sparse[slot]
        return position == Self.absent ? nil : Int(position)
    }

    @inlinable
    func contains(_ entity: Entity) -> Bool {
        denseIndex(ofEntityIndex: entity.index) != nil
    }

    @inlinable
    func get(_ entity: Entity) -> C? {
        guard let position = denseIndex(ofEntityIndex: entity.index) else { return nil }
        return components[position]
    }

    /// Adds the entity's component, or overwrites it in place if it already has one.
    @inlinable
    func insert(_ component: C, for entity: Entity) {
        if let position = denseIndex(ofEntityIndex: entity.index) {
            components[position] = component
            return
        }
        if count == capacity { growDense() }
        if Int(entity.index) >= sparseCount { growSparse(toInclude: entity.index) }
        (components + count).initialize(to: component)
        (entities + count).initialize(to: entity)
        sparse[Int(entity.index)] = UInt32(count)
        count += 1
    }

    /// Swap-removes the component of the entity at `index`; returns whether there was one.
    ///
    /// The removed value is destroyed only after the set is consistent again, in case its
    /// `deinit` reaches back into the world.
    @inlinable
    @discardableResult
    func remove(entityIndex index: UInt32) -> Bool {
        guard let position = denseIndex(ofEntityIndex: index) else { return false }
        let removed = (components + position).move()
        let last = count - 1
        if position != last {
            (components + position).moveInitialize(from: components + last, count: 1)
            let moved = entities[last]
            entities[position] = moved
            sparse[Int(moved.index)] = UInt32(position)
        }
        sparse[Int(index)] = Self.absent
        count = last
        withExtendedLifetime(removed) {}
        return true
    }

    @usableFromInline
    func removeComponent(atEntityIndex index: UInt32) {
        remove(entityIndex: index)
    }

    @usableFromInline
    func growDense() {
        let newCapacity = Swift.max(16, capacity * 2)
        let newComponents = UnsafeMutablePointer<C>.allocate(capacity: newCapacity)
        newComponents.moveInitialize(from: components, count: count)
        components.deallocate()
        components = newComponents
        let newEntities = UnsafeMutablePointer<Entity>.allocate(capacity: newCapacity)
        newEntities.moveInitialize(from: entities, count: count)
        entities.deallocate()
        entities = newEntities
        capacity = newCapacity
    }

    @usableFromInline
    func growSparse(toInclude index: UInt32) {
        let newCount = Swift.max(Int(index) + 1, sparseCount * 2, 64)
        let newSparse = UnsafeMutablePointer<UInt32>.allocate(capacity: newCount)
        newSparse.moveInitialize(from: sparse, count: sparseCount)
        (newSparse + sparseCount).initialize(repeating: Self.absent, count: newCount - sparseCount)
        sparse.deallocate()
        sparse = newSparse
        sparseCount = newCount
    }
}
