/// One value per type, outside any entity: clocks, draw lists and configuration that many
/// systems read or write, without inventing a singleton entity for them.
///
/// Each value sits in its own box, so ``World/withResource(_:_:)`` mutates it in place without
/// copy-on-write copies of its buffers.
///
/// - Complexity: every operation is one dictionary access, O(1) on average.
@usableFromInline
struct Resources {
    /// A reference cell for one resource value.
    final class Box<R> {
        var value: R

        init(_ value: R) {
            self.value = value
        }
    }

    private var boxes: [ObjectIdentifier: AnyObject] = [:]

    @usableFromInline
    init() {}

    mutating func set<R>(_ value: R) {
        boxes[ObjectIdentifier(R.self)] = Box(value)
    }

    func box<R>(_ type: R.Type) -> Box<R>? {
        guard let box = boxes[ObjectIdentifier(type)] else { return nil }
        return unsafeDowncast(box, to: Box<R>.self)
    }

    mutating func remove<R>(_ type: R.Type) {
        boxes[ObjectIdentifier(type)] = nil
    }
}
