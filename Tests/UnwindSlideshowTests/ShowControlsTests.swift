import Testing
import UnwindDraw
import UnwindInput
import UnwindSlideshow

/// Every input source maps to the same show actions.
@Suite struct ShowControlsTests {
    static let view = Size(width: 200, height: 100)

    static func key(_ key: Key, _ modifiers: Modifiers = [], repeat isRepeat: Bool = false) -> InputEvent {
        .key(KeyEvent(key: key, isPressed: true, isRepeat: isRepeat, modifiers: modifiers))
    }

    @Test func keys() {
        var controls = ShowControls(kiosk: false, quitChord: KeyChord(modifiers: [.control, .alt], key: .character("q")))
        #expect(controls.actions(for: Self.key(.right), view: Self.view) == [.next()])
        #expect(controls.actions(for: Self.key(.pageUp), view: Self.view) == [.previous()])
        #expect(controls.actions(for: Self.key(.space), view: Self.view) == [.togglePause])
        #expect(controls.actions(for: Self.key(.space, repeat: true), view: Self.view) == [], "a held Space toggles once")
        #expect(controls.actions(for: Self.key(.character("f")), view: Self.view) == [.toggleFullscreen])
        #expect(controls.actions(for: Self.key(.escape), view: Self.view) == [.leave])
        #expect(controls.actions(for: Self.key(.character("q"), [.control, .alt]), view: Self.view) == [.quit])
        #expect(controls.actions(for: .key(KeyEvent(key: .right, isPressed: false)), view: Self.view) == [], "releases do nothing")
    }

    @Test func kioskHasNoFullscreenKey() {
        var controls = ShowControls(kiosk: true, quitChord: KeyChord(modifiers: [.control, .alt], key: .character("q")))
        #expect(controls.actions(for: Self.key(.character("f")), view: Self.view) == [])
        #expect(controls.actions(for: Self.key(.escape), view: Self.view) == [.leave], "leave is refused by the show, which logs why")
    }

    @Test func swipesTapsAndClicks() {
        var controls = ShowControls(kiosk: false, quitChord: KeyChord(modifiers: [.control], key: .character("q")))
        _ = controls.actions(for: .touch(TouchEvent(phase: .down, finger: 1, x: 0.8, y: 0.5)), view: Self.view)
        #expect(controls.actions(for: .touch(TouchEvent(phase: .up, finger: 1, x: 0.2, y: 0.5)), view: Self.view) == [.next(origin: Vec2(40, 50))])
        _ = controls.actions(for: .touch(TouchEvent(phase: .down, finger: 2, x: 0.2, y: 0.5)), view: Self.view)
        #expect(controls.actions(for: .touch(TouchEvent(phase: .up, finger: 2, x: 0.8, y: 0.5)), view: Self.view) == [.previous(origin: Vec2(160, 50))])
        _ = controls.actions(for: .pointer(PointerEvent(phase: .down, x: 100, y: 50)), view: Self.view)
        #expect(controls.actions(for: .pointer(PointerEvent(phase: .up, x: 101, y: 50)), view: Self.view) == [.togglePause], "a click is a tap")
    }

    @Test func gamepadAndWindow() {
        var controls = ShowControls(kiosk: false, quitChord: KeyChord(modifiers: [.control], key: .character("q")))
        func pad(_ button: GamepadButton) -> InputEvent { .gamepadButton(GamepadButtonEvent(id: 0, button: button, isPressed: true)) }
        #expect(controls.actions(for: pad(.dpadRight), view: Self.view) == [.next()])
        #expect(controls.actions(for: pad(.leftShoulder), view: Self.view) == [.previous()])
        #expect(controls.actions(for: pad(.a), view: Self.view) == [.togglePause])
        #expect(controls.actions(for: pad(.b), view: Self.view) == [.leave])
        #expect(controls.actions(for: .quit, view: Self.view) == [.quit])
        #expect(controls.actions(for: .window(.close), view: Self.view) == [.quit])
        #expect(controls.actions(for: .window(.resized(width: 300, height: 200)), view: Self.view) == [.resize(Size(width: 300, height: 200))])
    }

    @Test func remoteCommandsMapToTheSameActions() {
        var controls = ShowControls(kiosk: true, quitChord: KeyChord(modifiers: [.control, .alt], key: .character("q")))
        let cases: [(RemoteCommand, [ShowAction])] = [
            (.next, [.next()]), (.previous, [.previous()]), (.pause, [.pause]), (.resume, [.resume]),
            (.screenOn, [.screenOn]), (.screenOff, [.screenOff]), (.set(key: "interval", value: .number(15)), [.set(key: "interval", value: .number(15))]),
            (.set(key: "transitions", value: .names(["blocks", "crossfade"])), [.set(key: "transitions", value: .names(["blocks", "crossfade"]))]),
            (.set(key: "order", value: .name("date-desc")), [.set(key: "order", value: .name("date-desc"))]),
            (.set(key: "order", value: .name("sideways")), [.set(key: "order", value: .name("sideways"))]),
        ]
        for (command, actions) in cases {
            #expect(controls.actions(for: .remote(command), view: Self.view) == actions, "\(command)")
        }
    }
}
