// One transition from the catalog, played back and forth between two bundled photos:
// the smallest program that uploads two images once and lets a transition's systems turn
// them into a draw list every frame.
//
//   swift run example-transition [NAME]             a window; any key replays; Esc quits
//   swift run example-transition NAME --headless    renders it offscreen; prints the centre
//                                                   pixel at the start and the end
import Foundation
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindRuntime
import UnwindTime
import UnwindTransitions

/// Shows `from`, then plays `transition` to `to`; a key press plays it back the other way.
final class OneTransition: Scene {
    let transition: any Transition
    let player = TransitionPlayer()
    var layers: [ImageLayer] = []
    var forward = true
    var pendingStart = true
    var quit = false

    init(_ transition: any Transition) {
        self.transition = transition
    }

    func start(_ context: SceneContext) throws {
        let size = context.outputSize
        let photos = AssetLocator.photosDirectory()?.path ?? "Assets/photos"
        for name in ["chelsea.png", "coffee.png"] {
            let image = try ImageDecoder.decode(path: photos + "/" + name)
            let texture = try context.textures.upload(image.scaled(to: size).opaque())
            layers.append(ImageLayer(texture: texture, source: size.rect, destination: size.rect, textureSize: size))
        }
        player.show(layers[0])
    }

    func handle(_ event: InputEvent, _ context: SceneContext) {
        guard case .key(let key) = event, key.isPressed else { return }
        if key.key == .escape { quit = true } else { pendingStart = true }
    }

    func tick(_ time: FixedTime, _ context: SceneContext) {
        player.tick(time)
        guard pendingStart, !player.isTransitioning, let from = player.current else { return }
        pendingStart = false
        let to = layers[forward ? 1 : 0]
        player.start(transition, request: TransitionRequest(from: from, to: to, bounds: context.outputSize.rect, direction: forward ? .forward : .backward))
        forward.toggle()
    }

    func draw(alpha: Double, size: Size) -> DrawList {
        var list = DrawList(clearColor: .black)
        player.draw(alpha: alpha, into: &list)
        return list
    }

    var isFinished: Bool { quit }
}

let arguments = CommandLine.arguments.dropFirst()
let headless = arguments.contains("--headless")
let name = arguments.first { !$0.hasPrefix("--") } ?? "radial"
do {
    let runtime = try SDLRuntime(mode: headless ? .headless : .display)
    let scene = OneTransition(try TransitionCatalog.make(name))
    if headless {
        let renderer = try Renderer(offscreen: Size(width: 320, height: 180))
        let fps = 30
        let frames = Int(((scene.transition.duration + 0.5) * Double(fps)).rounded(.up))
        var first: Color?, last: Color?
        try Runner(headless: renderer).runHeadless(
            scene, fps: fps, maxFrames: frames,
            onFrame: { frame, renderer in
                let centre = try renderer.readPixels()[160, 90]
                if frame == 0 { first = centre }
                last = centre
            })
        print("transition=\(name) frames=\(frames) first_centre=\(first.map { "\($0)" } ?? "-") last_centre=\(last.map { "\($0)" } ?? "-")")
    } else {
        let window = try Window(title: "Unwind: \(name)", presentation: .windowed(Size(width: 960, height: 540)), hideCursor: false)
        let renderer = try Renderer(window: window)
        try Runner(window: window, renderer: renderer, events: EventPump()).runWindowed(scene)
    }
    withExtendedLifetime(runtime) {}
} catch {
    print("example-transition: \(error)")
    exit(1)
}
