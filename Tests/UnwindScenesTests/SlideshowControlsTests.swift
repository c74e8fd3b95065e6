import Foundation
import Testing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindSlideshow
import UnwindTransitions

@testable import UnwindScenes

/// Controls through SDL's real event queue: keys, fingers and a virtual gamepad, pushed as
/// SDL events and read back by the runner's event pump.
@Suite(.serialized) struct SlideshowControlsTests {
    /// Runs a 4-photo show (interval 100 s, so only input changes photos) and pushes
    /// `script[frame]` into SDL's queue before that frame.
    static func run(
        config: SlideshowConfig = SlideshowTestSupport.config(interval: 100), frames: Int,
        script: [Int: () throws -> Void], observe: (SlideshowScene, Int) -> Void = { _, _ in }
    ) throws -> (SlideshowScene, [Int: ShowState]) {
        let dir = try SlideshowTestSupport.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (i, c) in [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255), Color(255, 255, 0)].enumerated() {
            try SlideshowTestSupport.photo(dir + "/p\(i).png", c)
        }
        let scene = SlideshowScene(roots: [dir], config: config)
        var states: [Int: ShowState] = [:]
        try Headless.withRenderer(Size(width: 64, height: 48)) { renderer in
            let pump = EventPump()
            _ = pump.poll()
            let runner = Runner(headless: renderer, events: pump)
            try runner.runHeadless(
                scene, fps: 30, maxFrames: frames,
                onFrame: { frame, _ in
                    states[frame] = scene.state
                    observe(scene, frame)
                    try script[frame + 1]?()
                })
        }
        return (scene, states)
    }

    static func key(_ key: Key, _ modifiers: Modifiers = []) -> () throws -> Void {
        { try SyntheticEvents.push(.key(KeyEvent(key: key, isPressed: true, modifiers: modifiers))) }
    }

    static func names(_ scene: SlideshowScene) -> [String] {
        scene.report.shown.map { $0.lastComponent.description }
    }

    @Test func keyboardNextPreviousPauseQuit() throws {
        let (scene, states) = try Self.run(
            frames: 400,
            script: [
                10: Self.key(.right), 80: Self.key(.right), 150: Self.key(.left), 220: Self.key(.space), 300: Self.key(.escape),
            ])
        #expect(Self.names(scene) == ["p0.png", "p1.png", "p2.png", "p1.png"], "right, right, left: \(Self.names(scene))")
        #expect(states[250] == .paused, "space pauses: \(String(describing: states[250]))")
        #expect(scene.isFinished, "Esc quits")
        #expect(states.count < 310, "the run ended at Esc: \(states.count) frames")
    }

    @Test func goingBackRequestsABackwardTransition() throws {
        var directions: [Int: NavigationDirection] = [:]
        let (scene, _) = try Self.run(frames: 120, script: [10: Self.key(.right), 80: Self.key(.left)]) { scene, frame in
            directions[frame] = scene.lastRequest?.direction
        }
        #expect(Self.names(scene) == ["p0.png", "p1.png", "p0.png"], "right then left: \(Self.names(scene))")
        #expect(
            directions[40] == .forward && directions[100] == .backward,
            "directions: \(String(describing: directions[40])), \(String(describing: directions[100]))")
    }

    @Test func fastNavigationInterruptsTransitionsCleanly() throws {
        let (scene, _) = try Self.run(frames: 200, script: [10: Self.key(.right), 12: Self.key(.right), 14: Self.key(.right)])
        #expect(Self.names(scene) == ["p0.png", "p1.png", "p2.png", "p3.png"], "each press moves one photo: \(Self.names(scene))")
        #expect(!scene.isTransitioning && scene.transitionEntityCount == 0, "nothing left of the cut transitions")
        #expect(scene.photoTexturesAlive <= 3)
    }

    @Test func quitEventEndsEvenAKiosk() throws {
        var config = SlideshowTestSupport.config(interval: 100)
        config.kiosk = true
        let (scene, states) = try Self.run(config: config, frames: 200, script: [30: { try SyntheticEvents.push(.quit) }])
        #expect(scene.isFinished && states.count < 40, "SDL_QUIT (SIGTERM, SIGINT) ends the show: ran \(states.count) frames")
    }

    @Test func kioskIgnoresEscapeAndQuitsOnlyWithTheChord() throws {
        var config = SlideshowTestSupport.config(interval: 100)
        config.kiosk = true
        let (scene, states) = try Self.run(
            config: config, frames: 200,
            script: [
                10: Self.key(.escape), 20: Self.key(.character("q")), 100: Self.key(.character("q"), [.control, .alt]),
            ])
        #expect(states[90] != nil && !(states.count < 95), "Esc and Q do nothing in kiosk mode")
        #expect(scene.isFinished && states.count < 110, "ctrl+alt+q quits: ran \(states.count) frames")
    }

    @Test func fingerSwipesAndTaps() throws {
        func swipe(from: Float, to: Float) -> () throws -> Void {
            {
                try SyntheticEvents.push(.touch(TouchEvent(phase: .down, finger: 7, x: from, y: 0.5)))
                try SyntheticEvents.push(.touch(TouchEvent(phase: .up, finger: 7, x: to, y: 0.5)))
            }
        }
        let (scene, states) = try Self.run(
            frames: 300,
            script: [
                10: swipe(from: 0.8, to: 0.2), 80: swipe(from: 0.2, to: 0.8), 150: swipe(from: 0.5, to: 0.505),
            ])
        #expect(Self.names(scene) == ["p0.png", "p1.png", "p0.png"], "swipe left then right: \(Self.names(scene))")
        #expect(states[200] == .paused, "a tap pauses: \(String(describing: states[200]))")
    }

    @Test func virtualGamepadNavigatesPausesAndGoesBack() throws {
        var pad: VirtualGamepad?
        var script: [Int: () throws -> Void] = [5: { pad = try VirtualGamepad() }]
        // A press and its release in one frame would cancel out before SDL polls the pad.
        for (frame, button) in [(20, GamepadButton.dpadRight), (90, .rightShoulder), (160, .leftShoulder), (230, .a), (300, .b)] {
            script[frame] = { pad?.press(button) }
            script[frame + 3] = { pad?.release(button) }
        }
        let (scene, states) = try Self.run(frames: 400, script: script)
        pad = nil
        #expect(Self.names(scene) == ["p0.png", "p1.png", "p2.png", "p1.png"], "D-pad right, R1, L1: \(Self.names(scene))")
        #expect(states[260] == .paused, "A pauses: \(String(describing: states[260]))")
        #expect(scene.isFinished && states.count < 310, "B goes back (ends the show): \(states.count) frames")
    }
}
