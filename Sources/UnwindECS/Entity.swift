/// A handle to one thing in a ``World``: cheap to copy and store, and safe to keep after the
/// thing is gone, because the generation tells a reused slot from the one it replaced.
///
/// An index is reused after ``World/despawn(_:)`` with `generation + 1`, so an old handle never
/// names the entity that took its place: the world answers it as dead.
public struct Entity: Hashable, Sendable, CustomStringConvertible {
    /// The slot this entity occupies; also the key into every component storage's sparse array.
    public let index: UInt32
    /// How many times the slot had been freed before this entity got it; tells stale handles apart.
    public let generation: UInt32

    /// Rebuilds a handle from its parts (e.g. when decoding); the world decides if it is alive.
    @inlinable
    public init(index: UInt32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// Short `index v generation` form, so logs and test failures show both halves of the id.
    public var description: String {
        "Entity(\(index)v\(generation))"
    }
}
