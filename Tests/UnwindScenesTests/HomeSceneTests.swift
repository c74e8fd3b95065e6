import Testing
import UnwindDraw
import UnwindInput
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindSlideshow
import UnwindTestSupport
import UnwindTime

@testable import UnwindScenes

/// A stand-in activity: counts starts and finishes on Esc or B.
private final class StubScene: Scene {
    var started = 0
    var isFinished = false
    func start(_ context: SceneContext) throws { started += 1 }
    func handle(_ event: InputEvent, _ context: SceneContext) {
        switch event {
        case .key(let k) where k.isPressed && k.key == .escape: isFinished = true
        case .gamepadButton(let b) where b.isPressed && b.button == .b: isFinished = true
        default: break
        }
    }
    func tick(_ time: FixedTime, _ context: SceneContext) {}
    func draw(alpha: Double, size: Size) -> DrawList { DrawList(clearColor: Color(1, 2, 3)) }
}

@Suite struct HomeSceneTests {
    private static func key(_ k: Key) -> [InputEvent] {
        [.key(KeyEvent(key: k, isPressed: true)), .key(KeyEvent(key: k, isPressed: false))]
    }

    @Test func keysMoveFocusSelectAndComeBack() throws {
        var made: [HomeScene.Item] = []
        let stub = StubScene()
        let home = HomeScene(catalog: .english) { item in
            made.append(item)
            return stub
        }
        var log: [(HomeScene.Item, Bool)] = []
        let script: [Int: [InputEvent]] = [
            1: Self.key(.down), 2: Self.key(.enter), 4: Self.key(.escape),
            5: Self.key(.up), 6: Self.key(.up), 7: Self.key(.down), 8: Self.key(.escape), 9: Self.key(.escape),
        ]
        try Headless.withRenderer(Size(width: 320, height: 240)) { renderer in
            try Runner(headless: renderer).runHeadless(
                home, fps: 30, maxFrames: 20,
                input: { frame in
                    log.append((home.focusedItem, home.child != nil))
                    return script[frame] ?? []
                })
        }
        #expect(made == [.breathe], "Down then Enter opens Breathe, got \(made)")
        #expect(stub.started == 1)
        try #require(log.count == 10, "the run ends on the second Esc at frame 9, got \(log.count) frames")
        #expect(log[3].1, "the activity runs after Enter")
        #expect(!log[5].1, "Esc in the activity comes back to the menu")
        #expect(log[6].0 == .slideshow, "Up from Breathe, got \(log[6].0)")
        #expect(log[7].0 == .quit, "Up from the first entry wraps to the last, got \(log[7].0)")
        #expect(log[8].0 == .slideshow, "Down wraps back to the first, got \(log[8].0)")
        #expect(log[9].0 == .quit, "the first Esc in the menu focuses Quit, got \(log[9].0)")
        #expect(home.isFinished, "the second Esc quits")
    }

    @Test func virtualGamepadDpadStickAndButtons() throws {
        var made: [HomeScene.Item] = []
        let home = HomeScene(catalog: .english) { item in
            made.append(item)
            return StubScene()
        }
        var focus: [Int: HomeScene.Item] = [:]
        var notices: [String] = []
        try Headless.withRenderer(Size(width: 320, height: 240)) { renderer in
            let pump = EventPump()
            _ = pump.poll()
            var pad: VirtualGamepad? = try VirtualGamepad()
            try Runner(headless: renderer, events: pump).runHeadless(
                home, fps: 30, maxFrames: 30,
                input: { frame in
                    focus[frame] = home.focusedItem
                    if let text = home.noticeText, notices.last != text { notices.append(text) }
                    switch frame {
                    case 2: pad?.press(.dpadDown)
                    case 3: pad?.release(.dpadDown)
                    case 4: pad?.setAxis(.leftY, 1)
                    case 5: pad?.setAxis(.leftY, 0.9)
                    case 6: pad?.setAxis(.leftY, 0)
                    case 7: pad?.setAxis(.leftY, -1)
                    case 8: pad?.setAxis(.leftY, 0)
                    case 9: pad?.press(.a)
                    case 10: pad?.release(.a)
                    case 12: pad?.press(.b)
                    case 13: pad?.release(.b)
                    case 15: pad = nil
                    default: break
                    }
                    return []
                })
        }
        #expect(focus[3] == .breathe, "D-pad down moves to Breathe, got \(String(describing: focus[3]))")
        #expect(focus[5] == .quit, "the stick steps once per push, got \(String(describing: focus[5]))")
        #expect(focus[6] == .quit, "holding the stick does not race, got \(String(describing: focus[6]))")
        #expect(focus[8] == .breathe, "stick up steps back, got \(String(describing: focus[8]))")
        #expect(made == [.breathe], "A selects, got \(made)")
        #expect(focus[14] != nil && home.child == nil, "B goes back to the menu")
        #expect(notices.contains { $0.hasPrefix("Controller connected") }, "notices: \(notices)")
        #expect(notices.contains("Controller disconnected"), "unplugging is noticed: \(notices)")
    }

    @Test func slideshowRunsInTheSameWindowAndEscComesBack() throws {
        let photos = Repository.root + "/Assets/photos"
        let home = HomeScene(catalog: .english) { item in
            item == .slideshow ? SlideshowScene(roots: [photos], config: SlideshowConfig()) : nil
        }
        var inSlideshow = 0
        var quitAsked = false
        try Headless.withRenderer(Size(width: 160, height: 120)) { renderer in
            let runner = Runner(headless: renderer)
            try runner.runHeadless(
                home, fps: 10, maxFrames: 40,
                input: { frame in
                    if home.child is SlideshowScene { inSlideshow += 1 }
                    quitAsked = quitAsked || runner.context.quitRequested
                    switch frame {
                    case 1: return Self.key(.enter)
                    case 30: return Self.key(.escape)
                    default: return []
                    }
                })
        }
        #expect(inSlideshow >= 25, "the slideshow ran for frames 2...30, got \(inSlideshow)")
        #expect(home.child == nil, "Esc in the slideshow returns to the menu")
        #expect(!quitAsked && !home.isFinished, "going back does not quit the app")
    }

    @Test func tapSelectsTheEntryUnderTheFinger() throws {
        var made: [HomeScene.Item] = []
        let size = Size(width: 300, height: 500)
        let home = HomeScene(catalog: .english) { item in
            made.append(item)
            return StubScene()
        }
        let target = HomeLayout(size: size, count: 3).itemRect(1).center
        let x = target.x / Float(size.width), y = target.y / Float(size.height)
        try Headless.withRenderer(size) { renderer in
            let pump = EventPump()
            _ = pump.poll()
            try Runner(headless: renderer, events: pump).runHeadless(
                home, fps: 30, maxFrames: 6,
                input: { frame in
                    if frame == 1 { try? SyntheticEvents.push(.touch(TouchEvent(phase: .down, finger: 7, x: x, y: y))) }
                    if frame == 2 { try? SyntheticEvents.push(.touch(TouchEvent(phase: .up, finger: 7, x: x, y: y))) }
                    return []
                })
        }
        #expect(made == [.breathe], "tapping the second entry opens Breathe, got \(made)")
    }
    /// A window opens under a resting pointer (the middle of the screen, on Breathe): the
    /// first entry keeps the focus until the mouse really moves.
    @Test func aRestingPointerLeavesTheFirstEntryFocused() throws {
        let size = Size(width: 300, height: 500)
        var returned: [HomeScene.Item] = []
        let home = HomeScene(catalog: .english) { _ in StubScene() }
        home.onReturn = { returned.append($0) }
        let middle = HomeLayout(size: size, count: 3).itemRect(1).center
        let hover = { (p: Vec2) in [InputEvent.pointer(PointerEvent(phase: .move, x: p.x, y: p.y, button: 0))] }
        var focus: [Int: HomeScene.Item] = [:]
        let script: [Int: [InputEvent]] = [
            1: hover(middle), 2: hover(Vec2(middle.x + 2, middle.y + 1)),
            4: hover(Vec2(middle.x + 20, middle.y)), 6: Self.key(.enter), 8: Self.key(.escape),
        ]
        try Headless.withRenderer(size) { renderer in
            try Runner(headless: renderer).runHeadless(
                home, fps: 30, maxFrames: 10,
                input: { frame in
                    focus[frame] = home.focusedItem
                    return script[frame] ?? []
                })
        }
        #expect(focus[4] == .slideshow, "a pointer resting (or jittering 3 px) on Breathe leaves Slideshow focused, got \(String(describing: focus[4]))")
        #expect(focus[5] == .breathe, "a real move onto Breathe focuses it, got \(String(describing: focus[5]))")
        #expect(returned == [.breathe], "going back from the activity reports its entry once, got \(returned)")
    }
}
