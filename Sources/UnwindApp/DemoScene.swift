import Foundation
import UnwindDraw
import UnwindECS
import UnwindInput
import UnwindTime

/// The engine demo: the bundled photos cross-fade one into the next, each an entity whose
/// opacity a system computes from fixed ticks. It exercises the whole path (decode off the
/// render thread, one upload per photo, ECS, fixed ticks, interpolation, draw list, SDL)
/// until the slideshow takes over as the main job.
public final class DemoScene: Scene {
    /// A photo on screen.
    struct Sprite: Component {
        var texture: TextureID
        var source: Rect
        var destination: Rect
        var opacity: Float = 0
        var previousOpacity: Float = 0
    }

    /// Where a photo sits in the show's timeline.
    struct Slot: Component {
        var index: Int
    }

    private let paths: [String]
    private let hold: Double
    private let fade: Double
    private let loops: Bool
    private let world = World()
    private var schedule = Schedule()
    private var slideCount = 0
    private var elapsed = 0.0
    public private(set) var skipped: [String] = []

    /// - Parameters:
    ///   - hold: seconds each photo stays fully shown.
    ///   - fade: seconds of cross-fade between photos.
    ///   - loops: start over after the last photo (windowed) or finish (headless).
    public init(paths: [String], hold: Double = 1.5, fade: Double = 1.0, loops: Bool) {
        self.paths = paths
        self.hold = hold
        self.fade = fade
        self.loops = loops
    }

    /// Seconds one pass over every photo takes.
    public var cycleSeconds: Double { Double(max(slideCount, 1)) * (hold + fade) }

    public var isFinished: Bool { !loops && elapsed >= cycleSeconds }

    public func start(_ context: SceneContext) throws {
        let bounds = context.outputSize.rect
        for (token, path) in paths.enumerated() {
            context.decoder.submit(path: path, token: token) { surface in
                let placed = FitMode.fit.placement(of: surface.size, in: bounds).destination
                return try surface.scaled(to: Size(width: Int(placed.width), height: Int(placed.height)))
            }
        }
        context.decoder.waitUntilIdle()
        for result in context.decoder.drain().sorted(by: { $0.token < $1.token }) {
            switch result.outcome {
            case .success(let surface):
                let texture = try context.textures.upload(surface)
                let placement = FitMode.fit.placement(of: surface.size, in: bounds)
                world.spawn(Sprite(texture: texture, source: placement.source, destination: placement.destination), Slot(index: slideCount))
                slideCount += 1
            case .failure(let failure):
                skipped.append(failure.description)
            }
        }
        guard slideCount > 0 else {
            throw DemoError.noPhotos(paths.count)
        }
        world.setResource(FixedTime())
        let hold = hold, fade = fade, cycle = cycleSeconds, loops = loops
        schedule.add("crossfade") { world in
            crossfadeSystem(world, hold: hold, fade: fade, cycle: cycle, loops: loops)
        }
    }

    public func tick(_ time: FixedTime, _ context: SceneContext) {
        world.setResource(time)
        elapsed = time.elapsed
        schedule.run(world)
    }

    public func draw(alpha: Double, size: Size) -> DrawList {
        var sprites: [(Int, Sprite)] = []
        world.forEach(Sprite.self, Slot.self) { _, sprite, slot in
            sprites.append((slot.index, sprite))
        }
        var list = DrawList(clearColor: .black)
        for (_, sprite) in sprites.sorted(by: { $0.0 < $1.0 }) {
            let opacity = sprite.previousOpacity + (sprite.opacity - sprite.previousOpacity) * Float(alpha)
            list.quad(sprite.texture, source: sprite.source, destination: sprite.destination, opacity: opacity)
        }
        return list
    }

    /// Why the demo cannot run.
    public enum DemoError: Error, CustomStringConvertible {
        case noPhotos(Int)
        public var description: String {
            switch self {
            case .noPhotos(let tried): "none of the \(tried) photo files could be shown"
            }
        }
    }
}

/// Each photo fades in over `fade` seconds at its turn and stays while the next fades in
/// on top; the first photo is opaque from the start and covers the wrap-around.
func crossfadeSystem(_ world: World, hold: Double, fade: Double, cycle: Double, loops: Bool) {
    guard let time = world.resource(FixedTime.self) else { return }
    let t = loops ? time.elapsed.truncatingRemainder(dividingBy: cycle) : time.elapsed
    world.forEach(DemoScene.Sprite.self, DemoScene.Slot.self) { _, sprite, slot in
        sprite.previousOpacity = sprite.opacity
        if slot.index == 0 {
            sprite.opacity = 1
            return
        }
        let start = Double(slot.index) * (hold + fade) - fade
        sprite.opacity = Float(min(max((t - start) / fade, 0), 1))
    }
}
