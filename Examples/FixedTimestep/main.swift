// A square crossing the screen at 120 fixed ticks per second, drawn at whatever rate the
// display runs, smooth because drawing interpolates between the last two ticks: the
// engine's loop (input → fixed ticks → draw list → SDL) in one small scene.
//
//   swift run example-fixed-timestep            a window; Esc or Q quits
//   swift run example-fixed-timestep --headless 30 frames offscreen; prints where the square was
import Foundation
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindRuntime
import UnwindTime

/// Moves a square one pixel per tick; draws it `alpha` of the way to the next tick.
final class CrossingSquare: Scene {
    var x = 0.0
    var previousX = 0.0
    var ticks = 0
    var quit = false
    let speed = 120.0  // pixels per second: one per tick at 120 Hz

    func start(_ context: SceneContext) throws {}

    func handle(_ event: InputEvent, _ context: SceneContext) {
        if case .key(let key) = event, key.isPressed, key.key == .escape || key.key == .character("q") { quit = true }
    }

    func tick(_ time: FixedTime, _ context: SceneContext) {
        previousX = x
        x = (speed * time.elapsed).truncatingRemainder(dividingBy: 640)
        ticks += 1
    }

    func draw(alpha: Double, size: Size) -> DrawList {
        var list = DrawList(clearColor: Color(20, 24, 32))
        let shown = x < previousX ? x : previousX + (x - previousX) * alpha
        list.fill(Rect(x: Float(shown), y: Float(size.height) / 2 - 20, width: 40, height: 40), Color(250, 200, 60))
        return list
    }

    var isFinished: Bool { quit }
}

let headless = CommandLine.arguments.contains("--headless")
do {
    let runtime = try SDLRuntime(mode: headless ? .headless : .display)
    let scene = CrossingSquare()
    if headless {
        let renderer = try Renderer(offscreen: Size(width: 640, height: 120))
        try Runner(headless: renderer).runHeadless(
            scene, fps: 30, maxFrames: 30,
            onFrame: { frame, renderer in
                guard frame == 29 else { return }
                let row = try renderer.readPixels()
                let left = (0..<640).first { row[$0, 60] == Color(250, 200, 60) } ?? -1
                print("frames=30 ticks=\(scene.ticks) square_left=\(left)")
            })
    } else {
        let window = try Window(title: "Unwind: fixed timestep", presentation: .windowed(Size(width: 640, height: 120)), hideCursor: false)
        let renderer = try Renderer(window: window)
        try Runner(window: window, renderer: renderer, events: EventPump()).runWindowed(scene)
    }
    withExtendedLifetime(runtime) {}
} catch {
    print("example-fixed-timestep: \(error)")
    exit(1)
}
