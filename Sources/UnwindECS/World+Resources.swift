extension World {
    /// Stores `value` as the world's one `R`, replacing any previous one, so systems can share
    /// it by type.
    ///
    /// - Complexity: O(1) on average.
    public func setResource<R>(_ value: R) {
        fields.pointee.resources.set(value)
    }

    /// A copy of the world's `R`, or nil if none was set.
    ///
    /// - Complexity: O(1) on average.
    public func resource<R>(_ type: R.Type) -> R? {
        fields.pointee.resources.box(type)?.value
    }

    /// Whether the world has an `R`; lets optional systems skip work cheaply.
    ///
    /// - Complexity: O(1) on average.
    public func hasResource<R>(_ type: R.Type) -> Bool {
        fields.pointee.resources.box(type) != nil
    }

    /// Mutates the world's `R` in place (no copy out and back) and returns what `body` returns,
    /// or nil without calling `body` if there is no `R`. Do not access the same resource type
    /// from inside `body`: that is an overlapping access and traps.
    ///
    /// - Complexity: O(1) on average, plus `body`.
    @discardableResult
    public func withResource<R, T>(_ type: R.Type, _ body: (inout R) throws -> T) rethrows -> T? {
        guard let box = fields.pointee.resources.box(type) else { return nil }
        return try body(&box.value)
    }

    /// Drops the world's `R`, if any.
    ///
    /// - Complexity: O(1) on average.
    public func removeResource<R>(_ type: R.Type) {
        fields.pointee.resources.remove(type)
    }
}

extension World {
    /// The world's `R`, read, or changed in place: `world[required: Clock.self].tick += 1`
    /// writes into the stored value (no copy out and back, no `setResource`). A resource its
    /// builder forgot stops the program naming the type, instead of a default standing in.
    ///
    /// - Complexity: O(1) on average.
    public subscript<R>(required type: R.Type) -> R {
        get { requiredBox(type).value }
        _modify { yield &requiredBox(type).value }
    }

    private func requiredBox<R>(_ type: R.Type) -> Resources.Box<R> {
        guard let box = fields.pointee.resources.box(type) else {
            preconditionFailure("the world has no \(R.self): whoever builds it sets every resource its systems use")
        }
        return box
    }
}
