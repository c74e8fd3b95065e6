import UnwindBreathing
import UnwindDraw
import UnwindInput
import UnwindLocalization
import UnwindRuntime
import UnwindTime

/// The screen `unwind` opens on: Slideshow, Breathe, Quit. Focus moves with the D-pad, the
/// left stick, arrow keys or the mouse; A, Enter or a tap selects; B or Esc goes back. The
/// chosen activity runs in the same window and returns here when the user goes back from it.
/// Controllers may come and go at any time; a short notice says so.
public final class HomeScene: Scene {
    /// What an entry starts.
    public enum Item: String, CaseIterable, Sendable {
        /// The menu's entries, in screen order.
        case slideshow, breathe, quit
    }

    /// Builds the scene for an entry; nil or a thrown error shows a notice instead.
    public typealias SceneFactory = (Item) throws -> Scene?

    private let catalog: Catalog
    private let factory: SceneFactory
    /// Which entry is focused; moves with keys, D-pad, stick and pointer.
    public private(set) var focus = MenuFocus(count: Item.allCases.count)
    /// The activity running in place of the menu.
    public private(set) var child: Scene?
    /// The entry whose activity is running.
    private var childItem: Item?
    /// Called when an activity ends and the menu is back, with the entry it came from, so
    /// whoever started it can stop what it started beside the scene (a show's remote).
    public var onReturn: ((Item) -> Void)?
    /// Where the mouse was first seen hovering: a window opens under a resting pointer (in
    /// the middle of the screen, on the middle entry), and only a real move may take the
    /// focus from the first entry.
    private var restingPointer: Vec2?
    private var pointerHasMoved = false
    private var stick = StickLatch()
    private var notice: (text: String, until: Double)?
    private var now = 0.0
    private var size = Size(width: 1, height: 1)
    private var touchedItem: Int?
    /// SDL_ttf's measurements, from `start`, to fit long translations.
    private var measurer: (any TextMeasuring)?
    /// Set when the user picks Quit (going back from the menu first moves focus to Quit).
    public private(set) var isFinished = false

    /// A menu whose entries `factory` turns into scenes; texts come from `catalog`.
    public init(catalog: Catalog, factory: @escaping SceneFactory) {
        self.catalog = catalog
        self.factory = factory
    }

    /// The focused entry.
    public var focusedItem: Item { Item.allCases[focus.index] }

    /// The notice on screen, if any (controller plugged in or out, an activity failed).
    public var noticeText: String? { notice.flatMap { $0.until > now ? $0.text : nil } }

    /// Takes the output size and the text measurer, to fit long translations.
    public func start(_ context: SceneContext) throws {
        size = context.outputSize
        measurer = context.text
    }

    /// Moves focus or selects with this tick's input; while an activity runs, it gets the
    /// input (from the event that started it on) and the tick, and the menu is back when it
    /// finishes.
    public func tick(_ time: FixedTime, input: [InputEvent], _ context: SceneContext) {
        var forChild: [InputEvent] = []
        for event in input {
            hotPlug(event)
            if child != nil {
                forChild.append(event)
            } else {
                menuInput(event, context)
            }
        }
        now = time.elapsed
        size = context.outputSize
        guard let child else { return }
        child.tick(time, input: forChild, context)
        returnIfDone(child, context)
    }

    /// One event for the menu itself: focus, select, back.
    private func menuInput(_ event: InputEvent, _ context: SceneContext) {
        switch event {
        case .key(let k) where k.isPressed:
            switch k.key {
            case .up, .left: focus.previous()
            case .down, .right, .tab: focus.next()
            case .enter, .space: select(context)
            case .escape, .backspace: back(context)
            default: break
            }
        case .gamepadButton(let b) where b.isPressed:
            switch b.button {
            case .dpadUp, .dpadLeft: focus.previous()
            case .dpadDown, .dpadRight: focus.next()
            case .a, .start: select(context)
            case .b, .back: back(context)
            default: break
            }
        case .gamepadAxis(let a) where a.axis == .leftY:
            if let step = stick.step(for: a.value) { step < 0 ? focus.previous() : focus.next() }
        case .pointer(let p):
            pointer(p.phase, Vec2(p.x, p.y), button: p.button, context)
        case .touch(let t):
            pointer(t.phase, Vec2(t.x * Float(size.width), t.y * Float(size.height)), button: 1, context)
        case .window(.resized):
            size = context.outputSize
        default:
            break
        }
    }

    /// The running activity or the menu, with any notice along the bottom.
    public func draw(alpha: Double, size: Size) -> DrawList {
        var list = child?.draw(alpha: alpha, size: size) ?? menu(size)
        if let text = noticeText {
            let layout = HomeLayout(size: size, count: Item.allCases.count)
            let y = Float(size.height) - layout.unit * 3.4
            list.fill(Rect(x: 0, y: y - layout.unit * 0.3, width: Float(size.width), height: layout.unit * 1.3), Color(0, 0, 0, 160))
            list.text(TextRun(text, at: Vec2(Float(size.width) / 2, y), size: layout.unit * 0.6, color: .white, alignment: .center))
        }
        return list
    }

    private func select(_ context: SceneContext) {
        let item = focusedItem
        if item == .quit {
            isFinished = true
            context.quitRequested = true
            return
        }
        do {
            guard let scene = try factory(item) else { return }
            childItem = item
            do {
                try scene.start(context)
            } catch {
                finishChild()
                throw error
            }
            child = scene
        } catch {
            notice = ("\(error)", now + 4)
        }
    }

    /// Back from the menu itself: the first press focuses Quit, the second quits, so a
    /// stray Esc never closes a kiosk.
    private func back(_ context: SceneContext) {
        if focusedItem == .quit {
            select(context)
        } else {
            focus.set(Item.allCases.firstIndex(of: .quit) ?? 0)
        }
    }

    private func pointer(_ phase: Phase, _ p: Vec2, button: Int, _ context: SceneContext) {
        let layout = HomeLayout(size: size, count: Item.allCases.count)
        let hit = layout.item(at: p)
        switch phase {
        case .down:
            touchedItem = hit
            if let hit { focus.set(hit) }
        case .move:
            let hovered = button == 0 && hoverMoved(to: p)
            if let hit, touchedItem != nil || hovered { focus.set(hit) }
        case .up:
            defer { touchedItem = nil }
            if let hit, hit == touchedItem {
                focus.set(hit)
                select(context)
            }
        }
    }

    private func hotPlug(_ event: InputEvent) {
        switch event {
        case .gamepadConnected(let info): notice = (catalog.format("Controller connected: %s", info.name), now + 3)
        case .gamepadDisconnected: notice = (catalog("Controller disconnected"), now + 3)
        default: break
        }
    }

    /// An activity that finished (the user went back) returns to the menu; a scene that asked
    /// the whole run to quit is taken as going back, since the menu owns quitting.
    private func returnIfDone(_ scene: Scene, _ context: SceneContext) {
        guard scene.isFinished || context.quitRequested else { return }
        child = nil
        context.quitRequested = false
        finishChild()
    }

    private func finishChild() {
        guard let item = childItem else { return }
        childItem = nil
        onReturn?(item)
    }

    /// True once the pointer hovering without a button has moved more than a few pixels
    /// from where it was first seen.
    private func hoverMoved(to p: Vec2) -> Bool {
        if pointerHasMoved { return true }
        guard let resting = restingPointer else {
            restingPointer = p
            return false
        }
        pointerHasMoved = abs(p.x - resting.x) + abs(p.y - resting.y) > 6
        return pointerHasMoved
    }

    private func menu(_ size: Size) -> DrawList {
        let layout = HomeLayout(size: size, count: Item.allCases.count)
        // The home menu's small print may go below the trainer's 16 px minimum only in a
        // window too small for it; the fitter wraps long footers before shrinking them.
        let fitter = TextFitter(measurer: measurer ?? EstimatedTextMetrics(), minimumSize: min(layout.unit * 0.45, BreathingLayout.minimumTextSize))
        var list = DrawList(clearColor: Color(12, 16, 32))
        list.text(TextRun("Unwind", at: layout.titlePosition, size: layout.unit * 1.6, color: .white, alignment: .center))
        for (i, item) in Item.allCases.enumerated() {
            let rect = layout.itemRect(i)
            let focused = i == focus.index
            if focused {
                let ring = layout.unit * 0.12
                list.fill(Rect(x: rect.x - ring, y: rect.y - ring, width: rect.width + 2 * ring, height: rect.height + 2 * ring), Color(162, 118, 255))
            }
            list.fill(rect, focused ? Color(44, 52, 92) : Color(26, 32, 56))
            let (title, detail) = labels(item)
            let inset = layout.unit * 0.4
            let titleArea = Rect(x: rect.x + inset, y: rect.y + layout.unit * 0.2, width: rect.width - 2 * inset, height: layout.unit * 1.3)
            let detailArea = Rect(x: rect.x + inset, y: rect.y + layout.unit * 1.5, width: rect.width - 2 * inset, height: layout.unit * 0.9)
            for run in fitter.fit(title, in: titleArea, size: layout.unit, color: .white, placement: .center, maxLines: 1).runs { list.text(run) }
            for run in fitter.fit(detail, in: detailArea, size: layout.unit * 0.5, color: Color(190, 198, 225), placement: .center, maxLines: 1).runs {
                list.text(run)
            }
        }
        let footer = catalog("Arrows or D-pad: choose · Enter or A: select · Esc or B: back")
        let footerArea = Rect(x: layout.unit * 0.5, y: layout.footerPosition.y, width: layout.width - layout.unit, height: layout.unit * 0.9)
        for run in fitter.fit(footer, in: footerArea, size: layout.unit * 0.45, color: Color(150, 160, 190), placement: .top).runs { list.text(run) }
        return list
    }

    private func labels(_ item: Item) -> (String, String) {
        switch item {
        case .slideshow: (catalog("Slideshow"), catalog("Your photos, one after another"))
        case .breathe: (catalog("Breathe"), catalog("Trace a spiral and breathe slowly"))
        case .quit: (catalog("Quit"), catalog("Close Unwind"))
        }
    }
}
