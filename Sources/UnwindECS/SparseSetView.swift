/// The three values a query needs to look a component up by entity index, copied out of a
/// ``SparseSet`` so the inner loop touches no class properties and does no exclusivity checks.
///
/// Valid only while the set does not grow, i.e. for the duration of one query.
@usableFromInline
struct SparseSetView<C: Component> {
    @usableFromInline let components: UnsafeMutablePointer<C>
    @usableFromInline let sparse: UnsafeMutablePointer<UInt32>
    @usableFromInline let sparseCount: Int

    @inlinable
    init(
        components: UnsafeMutablePointer<C>, sparse: UnsafeMutablePointer<UInt32>, sparseCount: Int
    ) {
        self.components = components
        self.sparse = sparse
        self.sparseCount = sparseCount
    }

    /// Address of the component owned by the entity at `index`, or nil if it has none.
    ///
    /// - Complexity: O(1): one bounds check and one load from the sparse array.
    @inlinable
    func pointer(atEntityIndex index: UInt32) -> UnsafeMutablePointer<C>? {
        let slot = Int(index)
        guard slot < sparseCount else { return nil }
        let position = sparse[slot]
        guard position != SparseSet<C>.absent else { return nil }
        return components + Int(position)
    }
}
