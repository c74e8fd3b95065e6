@testable import UnwindECS

extension SparseSet {
    /// The first few ways the dense and sparse arrays disagree; empty when the set is consistent.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if count > capacity { problems.append("count \(count) > capacity \(capacity)") }
        var seen = Set<Entity>()
        for position in 0..<count {
            let entity = entities[position]
            if !seen.insert(entity).inserted { problems.append("\(entity) stored twice") }
            if denseIndex(ofEntityIndex: entity.index) != position {
                problems.append("sparse[\(entity.index)] does not point back to \(position)")
            }
        }
        let mapped = (0..<sparseCount).filter { sparse[$0] != Self.absent }.count
        if mapped != count { problems.append("\(mapped) sparse entries for \(count) components") }
        return Array(problems.prefix(5))
    }
}

extension World {
    func invariantViolations<C: Component>(of type: C.Type) -> [String] {
        existingStorage(type)?.invariantViolations() ?? []
    }
}
