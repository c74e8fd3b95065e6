import UnwindECS
import UnwindTime

/// A way of changing from one image to the next.
///
/// A transition is a value (its name and settings); starting it spawns entities with the
/// components its systems animate (tiles with fades, a mask, layers with animated
/// properties). The `TransitionPlayer` runs every transition's systems each tick and their
/// draw systems each frame, and removes a transition's entities when it ends or is
/// interrupted.
public protocol Transition: Sendable {
    /// The catalog and command-line name (`blocks`, `spiral`, `radial`, `scale+opacity`).
    var name: String { get }
    /// Seconds from start until the frame equals the new image.
    var duration: Double { get }
    /// Spawns this transition's entities. Each must carry `TransitionMember(root:)`.
    /// - Parameters:
    ///   - root: the entity standing for this run of the transition (it carries `ActiveTransition`).
    ///   - start: the tick the transition starts at; its local time is 0 there.
    func spawn(in world: World, root: Entity, request: TransitionRequest, start: FixedTime)
}

/// Marks the entity that stands for one running transition.
public struct ActiveTransition: Component, Sendable {
    /// The tick at which the transition is over: compared as an integer, never as seconds.
    public var endTick: Int64
    /// When true the transition draws the new image itself (composable transitions move or
    /// scale it); otherwise the player draws it untouched underneath the transition's layers.
    public var drawsIncomingImage: Bool

    /// A transition of `duration` seconds starting at `start`.
    public init(start: FixedTime, duration: Double, drawsIncomingImage: Bool = false) {
        self.endTick = start.tick &+ start.ticks(inSeconds: max(0, duration))
        self.drawsIncomingImage = drawsIncomingImage
    }

    /// True from the tick the transition is over.
    public func isOver(at time: FixedTime) -> Bool {
        time.tick >= endTick
    }
}

/// Ties an entity to the transition run that spawned it, so cleanup finds all of them.
public struct TransitionMember: Component, Sendable {
    /// The run's root entity, carrying its `ActiveTransition`.
    public var root: Entity

    /// A membership in the run rooted at `root`.
    public init(root: Entity) {
        self.root = root
    }
}
