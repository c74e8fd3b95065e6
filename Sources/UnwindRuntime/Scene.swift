import UnwindDraw
import UnwindInput
import UnwindTime

/// A screen of the app (the engine demo, a transition render, the slideshow, the breathing
/// trainer). The runner calls it in a fixed order each frame: fixed ticks, each with the
/// input it took for it, then draw.
///
/// Scenes hold their simulation in plain Swift (usually an ECS `World`) and reach the
/// platform only through `SceneContext`, so the same scene runs in a window and headless.
/// Input is never applied between ticks: the runner's `TickInput` holds it (bounded),
/// records it and replays it, and hands each tick its events, so a scene keeps no queue,
/// recorder or replayer of its own.
public protocol Scene: AnyObject {
    /// Called once before the first frame: upload textures, spawn entities.
    func start(_ context: SceneContext) throws
    /// One fixed simulation step with the input the runner took for it (oldest first; empty
    /// on most ticks). The default hands each event to `handle`, then calls `tick(_:_:)`;
    /// scenes that need the tick's time while applying input implement this one.
    func tick(_ time: FixedTime, input: [InputEvent], _ context: SceneContext)
    /// One input event of the tick about to run, for scenes that take input one event at a
    /// time (the default `tick(_:input:_:)` calls it).
    func handle(_ event: InputEvent, _ context: SceneContext)
    /// One fixed simulation step after its input was handled (the default
    /// `tick(_:input:_:)` calls it).
    func tick(_ time: FixedTime, _ context: SceneContext)
    /// The frame, `alpha` of the way from the last tick to the next.
    func draw(alpha: Double, size: Size) -> DrawList
    /// True when the runner should stop (a finished render, a user who chose Quit).
    var isFinished: Bool { get }
    /// True while the scene shows nothing that changes (a slideshow whose screen is off): a
    /// window's runner then sleeps on input instead of running frames at the display rate.
    var isAsleep: Bool { get }
}

extension Scene {
    /// Awake: most scenes always draw.
    public var isAsleep: Bool { false }

    /// Each event to `handle`, in order, then the step.
    public func tick(_ time: FixedTime, input: [InputEvent], _ context: SceneContext) {
        for event in input { handle(event, context) }
        tick(time, context)
    }

    /// Ignores input, for scenes that only play (renders, demos).
    public func handle(_ event: InputEvent, _ context: SceneContext) {}

    /// Nothing to simulate, for scenes that do all their work in `tick(_:input:_:)`.
    public func tick(_ time: FixedTime, _ context: SceneContext) {}
}
