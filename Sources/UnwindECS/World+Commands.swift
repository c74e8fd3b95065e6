extension World {
    /// Applies every queued change in order; changes queued while applying are applied too.
    ///
    /// Does nothing while a query runs, because the outermost query applies the queue when it
    /// returns; calling it from a system body is therefore always safe.
    ///
    /// - Complexity: O(number of queued changes) times the cost of each change.
    public func applyCommands() {
        guard iterationDepth == 0, !fields.pointee.isApplyingCommands else { return }
        fields.pointee.isApplyingCommands = true
        defer { fields.pointee.isApplyingCommands = false }
        while !commands.isEmpty {
            for command in commands.takeAll() {
                command(self)
            }
        }
    }
}
