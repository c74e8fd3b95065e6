import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindRuntime
import UnwindTime
import UnwindTransitions

/// Plays one transition from image A to image B, headless, for `unwind render` and the
/// benchmarks: both images are framed to the output size and uploaded once, the transition
/// starts at tick 0, and the runner's frame k lands at t = k/fps.
public final class TransitionRenderScene: Scene {
    /// The transition played, already configured (duration, seed, options).
    public let transition: any Transition
    /// The image on screen at t = 0, loaded in `start`.
    public let fromPath: String
    /// The image the transition ends on.
    public let toPath: String
    /// How both images are framed to the output, as the slideshow would frame them.
    public let fit: FitMode
    /// The colour around fitted images and behind the transition.
    public let background: Color
    /// Which way through the photos this change goes (backward mirrors directional transitions).
    public var direction: NavigationDirection = .forward
    /// The player running the transition; public for tests and benchmark timing.
    public let player = TransitionPlayer(systems: .standard)
    private var started = false

    /// A render of `transition` from the image at `from` to the one at `to`; nothing is loaded until `start`.
    public init(transition: any Transition, from: String, to: String, fit: FitMode = .fit, background: Color = .black) {
        self.transition = transition
        self.fromPath = from
        self.toPath = to
        self.fit = fit
        self.background = background
    }

    /// Frames from t = 0 to the first frame at or after the transition's total, inclusive.
    public static func frameCount(duration: Double, fps: Int) -> Int {
        Int((max(0, duration) * Double(fps) - 1e-9).rounded(.up)) + 1
    }

    /// Loads and frames both images at the output size, then starts the transition; throws for an unreadable image.
    public func start(_ context: SceneContext) throws {
        let size = context.outputSize
        // A clip leaves the screen on its last frame and arrives on its first, as in the show.
        let framed = try FramedImage.loadPair(from: fromPath, to: toPath, size: size, fit: fit, background: background)
        try begin(from: framed.from, to: framed.to, textures: context.textures, size: size)
    }

    /// Uploads the two framed images and starts the transition at the player's current tick.
    public func begin(from: Surface, to: Surface, textures: TextureStore, size: Size) throws {
        let bounds = size.rect
        let fromLayer = try BlurPyramid.prepare(
            ImageLayer(texture: try textures.upload(from), source: bounds, destination: bounds), surface: from, for: transition, textures: textures)
        let toLayer = try BlurPyramid.prepare(
            ImageLayer(texture: try textures.upload(to), source: bounds, destination: bounds), surface: to, for: transition, textures: textures)
        player.show(fromLayer)
        player.start(transition, request: TransitionRequest(from: fromLayer, to: toLayer, bounds: bounds, direction: direction, background: background))
        started = true
    }

    /// Advances the transition one fixed tick; input is ignored, so a render is the same every run.
    public func tick(_ time: FixedTime, _ context: SceneContext) {
        player.tick(time)
    }

    /// The transition's frame over the background colour.
    public func draw(alpha: Double, size: Size) -> DrawList {
        var list = DrawList(clearColor: background)
        player.draw(alpha: alpha, into: &list)
        return list
    }

    /// The runner stops on the frame count; the scene never ends a render early.
    public var isFinished: Bool { false }

    /// True once the transition has run its course.
    public var isDone: Bool { started && !player.isTransitioning }
}
