/// Hands out entity ids and recycles freed indices, so that ids stay small (they key the sparse
/// arrays) while stale ids are still recognised.
///
/// Shared by ``World`` and ``Commands`` so that a deferred spawn can return its id at once.
///
/// - Complexity: `allocate`, `free` and `isAlive` are O(1) (amortised for growth). Memory is
///   one slot per index ever used, plus the free list.
@usableFromInline
final class EntityAllocator {
    /// The state of one index: the generation a live occupant has (or the next one will get).
    @usableFromInline
    struct Slot {
        @usableFromInline var generation: UInt32
        @usableFromInline var isAlive: Bool

        @inlinable
        init(generation: UInt32, isAlive: Bool) {
            self.generation = generation
            self.isAlive = isAlive
        }
    }

    /// The allocator's mutable fields, kept behind a pointer so spawn and despawn skip the
    /// run-time exclusivity checks Swift applies to class stored properties.
    @usableFromInline
    struct Fields {
        @usableFromInline var slots: [Slot] = []
        @usableFromInline var freeIndices: [UInt32] = []
        @usableFromInline var aliveCount = 0

        @inlinable
        init() {}
    }

    @usableFromInline let fields: UnsafeMutablePointer<Fields>

    @usableFromInline
    init() {
        fields = .allocate(capacity: 1)
        fields.initialize(to: Fields())
    }

    deinit {
        fields.deinitialize(count: 1)
        fields.deallocate()
    }

    /// Number of live entities.
    @inlinable
    var aliveCount: Int {
        fields.pointee.aliveCount
    }

    /// Reuses the most recently freed index when there is one, so hot indices stay in cache.
    @inlinable
    func allocate() -> Entity {
        fields.pointee.aliveCount += 1
        if let index = fields.pointee.freeIndices.popLast() {
            let slot = Int(index)
            fields.pointee.slots[slot].isAlive = true
            return Entity(index: index, generation: fields.pointee.slots[slot].generation)
        }
        let index = fields.pointee.slots.count
        precondition(index < Int(UInt32.max), "UnwindECS: out of entity indices")
        fields.pointee.slots.append(Slot(generation: 0, isAlive: true))
        return Entity(index: UInt32(index), generation: 0)
    }

    @inlinable
    func isAlive(_ entity: Entity) -> Bool {
        let slot = Int(entity.index)
        guard slot < fields.pointee.slots.count else { return false }
        let state = fields.pointee.slots[slot]
        return state.isAlive && state.generation == entity.generation
    }

    /// Frees a live entity's index for reuse with the next generation. An index whose generation
    /// is exhausted is retired instead of wrapping to 0, which would alias the oldest ids.
    @usableFromInline
    func free(_ entity: Entity) {
        let slot = Int(entity.index)
        fields.pointee.slots[slot].isAlive = false
        fields.pointee.aliveCount -= 1
        guard fields.pointee.slots[slot].generation < UInt32.max else { return }
        fields.pointee.slots[slot].generation += 1
        fields.pointee.freeIndices.append(entity.index)
    }
}
