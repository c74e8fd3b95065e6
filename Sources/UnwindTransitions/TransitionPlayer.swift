import UnwindDraw
import UnwindECS
import UnwindTime

/// Shows one image at a time and plays transitions between them in an ECS world.
///
/// Starting a transition while another runs (a user navigating faster than the animation)
/// removes the leftover entities first, so no tile or mask outlives its transition. When a
/// transition's time is up its entities go too, and the frame is the new image exactly.
public final class TransitionPlayer {
    /// The world the transitions' entities live in; public for tests and inspection.
    public let world = World()
    private var tickSchedule = Schedule()
    private var drawSchedule = Schedule()
    /// The image shown when no transition runs (the latest transition's target).
    public private(set) var current: ImageLayer?
    /// The colour behind the images.
    public var background: Color = .black
    private var activeRoot: Entity?
    private var lastTime = FixedTime()

    /// A player with nothing shown, running `systems` (every shipped family unless told).
    public init(systems: TransitionSystems = .standard) {
        for system in systems.tick { tickSchedule.add(system.label, system.run) }
        for system in systems.draw { drawSchedule.add(system.label, system.run) }
        world.setResource(FixedTime())
    }

    /// The running transition, if any.
    public var active: ActiveTransition? {
        activeRoot.flatMap { world.get(ActiveTransition.self, for: $0) }
    }

    /// True while a transition is on screen.
    public var isTransitioning: Bool { active != nil }

    /// Entities alive in the transition world (0 when idle: nothing leaks between photos).
    public var entityCount: Int { world.entityCount }

    /// The last tick this player ran.
    public var time: FixedTime { lastTime }

    /// Shows an image at once, cancelling any running transition.
    public func show(_ image: ImageLayer?) {
        cancel()
        current = image
    }

    /// Starts a transition from the current tick; an unfinished one is cut short first.
    public func start(_ transition: any Transition, request: TransitionRequest) {
        cancel()
        current = request.to
        background = request.background
        let root = world.spawn()
        world.insert(ActiveTransition(start: lastTime, duration: transition.duration), for: root)
        transition.spawn(in: world, root: root, request: request, start: lastTime)
        world.applyCommands()
        activeRoot = root
    }

    /// Removes the running transition's entities; the current image stays.
    public func cancel() {
        guard let root = activeRoot else { return }
        var members: [Entity] = []
        world.forEach(TransitionMember.self) { entity, member in
            if member.root == root { members.append(entity) }
        }
        for entity in members { world.despawn(entity) }
        world.despawn(root)
        activeRoot = nil
    }

    /// One fixed step: advance every transition system, and end the transition when due.
    public func tick(_ time: FixedTime) {
        lastTime = time
        world.setResource(time)
        tickSchedule.run(world)
        if let active, active.isOver(at: time) {
            cancel()
        }
    }

    /// Appends this frame: the current image underneath (unless the transition draws it
    /// itself), then every transition layer.
    public func draw(alpha: Double, into list: inout DrawList) {
        let render = RenderTime(time: lastTime, alpha: alpha)
        if let current, !(active?.drawsIncomingImage ?? false) {
            list.append(current.quad())
        }
        guard activeRoot != nil else { return }
        world.setResource(render)
        world.setResource(FrameCanvas(list: list))
        drawSchedule.run(world)
        if let canvas = world.resource(FrameCanvas.self) { list = canvas.list }
        world.removeResource(FrameCanvas.self)
    }
}
