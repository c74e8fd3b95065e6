import UnwindDraw
import UnwindInput
import UnwindTime

/// A screen of the app (the engine demo, a transition render, the slideshow, the breathing
/// trainer). The runner calls it in a fixed order each frame: input, fixed ticks, draw.
///
/// Scenes hold their simulation in plain Swift (usually an ECS `World`) and reach the
/// platform only through `SceneContext`, so the same scene runs in a window and headless.
public protocol Scene: AnyObject {
    /// Called once before the first frame: upload textures, spawn entities.
    func start(_ context: SceneContext) throws
    /// One input event, before this frame's ticks.
    func handle(_ event: InputEvent, _ context: SceneContext)
    /// One fixed simulation step.
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

    /// Ignores input, for scenes that only play (renders, demos).
    public func handle(_ event: InputEvent, _ context: SceneContext) {}
}
