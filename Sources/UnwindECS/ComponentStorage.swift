/// What ``World`` needs from a storage without knowing its component type: enough to strip a
/// despawned entity from every storage and to report sizes.
@usableFromInline
protocol ComponentStorage: AnyObject {
    /// Number of components stored.
    var count: Int { get }

    /// Drops the component of the entity at `index`, if it has one.
    func removeComponent(atEntityIndex index: UInt32)
}
