import UnwindDraw
import UnwindInput
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindRuntime
import UnwindTime
import UnwindTransitions

/// Plays one transition from image A to image B, headless, for `unwind render` and the
/// benchmarks: both images are framed to the output size and uploaded once, the transition
/// starts at tick 0, and the runner's frame k lands at t = k/fps. A clip on either side plays
/// while the transition runs, its picture at t = k/fps in a streaming texture.
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
    /// The clips playing on either side (a side that is a photo has none).
    private var clips: [RenderClip] = []
    private var textures: TextureStore?
    /// The last tick run, for the time a frame shows.
    private var lastTick: FixedTime?
    /// A clip's picture that could not be decoded or shown mid-render; the render stops with it.
    public private(set) var clipFailure: (any Error)?
    /// The two framed photos, shared with the scene's twins so they are decoded once.
    private let framed: SharedFramedPair

    /// A render of `transition` from the image at `from` to the one at `to`; nothing is loaded until `start`.
    public init(transition: any Transition, from: String, to: String, fit: FitMode = .fit, background: Color = .black) {
        self.transition = transition
        self.fromPath = from
        self.toPath = to
        self.fit = fit
        self.background = background
        self.framed = SharedFramedPair()
    }

    private init(twinOf scene: TransitionRenderScene) {
        self.transition = scene.transition
        self.fromPath = scene.fromPath
        self.toPath = scene.toPath
        self.fit = scene.fit
        self.background = scene.background
        self.direction = scene.direction
        self.framed = scene.framed
        framed.users += 1
    }

    /// Another copy of this render for a worker drawing some of its frames on another core
    /// (`HeadlessWorker`): the same transition and images, its own player and textures, the
    /// photos decoded once for all copies. Nil when a side is a clip, whose decoder one scene
    /// owns; such a render draws on one core. Make twins once `direction` is set, before
    /// starting any copy.
    public func twin() -> TransitionRenderScene? {
        guard !hasClip else { return nil }
        return TransitionRenderScene(twinOf: self)
    }

    private var hasClip: Bool {
        PhotoScanner.looksLikeClip(PhotoPath(fromPath)) || PhotoScanner.looksLikeClip(PhotoPath(toPath))
    }

    /// Frames from t = 0 to the first frame at or after the transition's total, inclusive.
    public static func frameCount(duration: Double, fps: Int) -> Int {
        Int((max(0, duration) * Double(fps) - 1e-9).rounded(.up)) + 1
    }

    /// Loads and frames both images at the output size, then starts the transition; throws for
    /// an unreadable image. A clip plays on its side while the transition runs (`RenderClip`).
    public func start(_ context: SceneContext) throws {
        let size = context.outputSize
        textures = context.textures
        // Two photos decode and frame on two cores at once; a clip's side streams (`RenderClip`).
        if !hasClip {
            let pair = try framed.take { try FramedImage.loadPair(from: fromPath, to: toPath, size: size, fit: fit, background: background) }
            try begin(from: pair.from, to: pair.to, textures: context.textures, size: size)
            return
        }
        let from = try layer(fromPath, leaving: true, size: size, textures: context.textures)
        let to = try layer(toPath, leaving: false, size: size, textures: context.textures)
        start(from: from, to: to, bounds: size.rect)
    }

    /// A side's layer: a photo framed once, or a clip's streaming texture.
    private func layer(_ path: String, leaving: Bool, size: Size, textures: TextureStore) throws -> ImageLayer {
        if PhotoScanner.looksLikeClip(PhotoPath(path)) {
            let clip = try RenderClip(path: path, size: size, fit: fit, leaving: leaving, transitionDuration: transition.duration, textures: textures)
            clips.append(clip)
            return try BlurPyramid.prepare(clip.layer, surface: clip.firstPicture, for: transition, textures: textures)
        }
        let surface = try FramedImage.load(path: path, size: size, fit: fit, background: background)
        let bounds = size.rect
        return try BlurPyramid.prepare(
            ImageLayer(texture: try textures.upload(surface), source: bounds, destination: bounds), surface: surface, for: transition, textures: textures)
    }

    /// Uploads the two framed images and starts the transition at the player's current tick.
    public func begin(from: Surface, to: Surface, textures: TextureStore, size: Size) throws {
        let bounds = size.rect
        let fromLayer = try BlurPyramid.prepare(
            ImageLayer(texture: try textures.upload(from), source: bounds, destination: bounds), surface: from, for: transition, textures: textures)
        let toLayer = try BlurPyramid.prepare(
            ImageLayer(texture: try textures.upload(to), source: bounds, destination: bounds), surface: to, for: transition, textures: textures)
        start(from: fromLayer, to: toLayer, bounds: bounds)
    }

    private func start(from: ImageLayer, to: ImageLayer, bounds: Rect) {
        player.show(from)
        player.start(transition, request: TransitionRequest(from: from, to: to, bounds: bounds, direction: direction, background: background))
        started = true
    }

    /// Advances the transition one fixed tick; input is ignored, so a render is the same every run.
    public func tick(_ time: FixedTime, _ context: SceneContext) {
        lastTick = time
        player.tick(time)
    }

    /// The transition's frame over the background colour, a clip's picture for this frame's time in its texture.
    public func draw(alpha: Double, size: Size) -> DrawList {
        if let textures, !clips.isEmpty {
            let seconds = (lastTick?.elapsed ?? 0) + alpha * (lastTick?.delta ?? 0)
            do {
                for clip in clips { try clip.show(at: seconds, textures: textures) }
            } catch {
                clipFailure = clipFailure ?? error
            }
        }
        var list = DrawList(clearColor: background)
        player.draw(alpha: alpha, into: &list)
        return list
    }

    /// The runner stops on the frame count; the scene ends a render early only when a clip's
    /// picture fails (`clipFailure`).
    public var isFinished: Bool { clipFailure != nil }

    /// True once the transition has run its course.
    public var isDone: Bool { started && !player.isTransitioning }
}
