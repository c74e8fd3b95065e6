import Foundation
import UnwindSync

/// Carries the screen's state to the chosen backend off the render thread: the show asks for
/// on or off whenever its state changes, and one serial queue runs the backend (a command or
/// a CEC message can take a second), so the frame loop never waits for a panel. Only the
/// latest wish is carried out; a failure is reported once per kind through `onProblem`.
public final class DisplayPowerSwitch: @unchecked Sendable {
    /// The backend, or nil when the show only darkens its frames.
    public let backend: (any DisplayPowerBackend)?
    private let queue = DispatchQueue(label: "unwind.display-power")
    /// What the show wants, what the backend did last, and the last failure's message,
    /// shared between the caller's thread and the switch's queue.
    private struct State {
        var wanted: Bool?
        var applied: Bool?
        var lastProblem: String?
    }
    private let state = Locked(State())
    /// Called on the switch's queue with each new failure's line.
    public var onProblem: (@Sendable (String) -> Void)?
    /// Called on the switch's queue when the panel was turned on (true) or off (false).
    public var onApplied: (@Sendable (Bool) -> Void)?

    /// A switch driving `backend` (nil: nothing to drive).
    public init(backend: (any DisplayPowerBackend)?) {
        self.backend = backend
    }

    /// The panel should be on (true) or off (false); returns at once.
    public func request(on: Bool) {
        guard backend != nil else { return }
        let changed = state.withLock { state in
            defer { state.wanted = on }
            return state.wanted != on
        }
        guard changed else { return }
        queue.async { [self] in apply() }
    }

    /// True when the backend dims the panel itself (a backlight).
    public var dims: Bool { backend is any DimmableBackend }

    /// The panel's brightness should be `fraction` (0...1); returns at once. Ignored unless
    /// the backend dims.
    public func request(brightness fraction: Double) {
        guard let dimmable = backend as? any DimmableBackend else { return }
        queue.async { [self] in
            do throws(DisplayPowerError) {
                try dimmable.setBrightness(fraction)
            } catch {
                onProblem?("display power: \(dimmable.name) could not set the brightness: \(error.message)")
            }
        }
    }

    /// Waits until every request so far was carried out (tests, and the end of a run so the
    /// panel is lit again before the program exits).
    public func drain() {
        queue.sync {}
    }

    private func apply() {
        let (target, done) = state.withLock { ($0.wanted, $0.applied) }
        guard let backend, let target, target != done else { return }
        do {
            try backend.setPower(on: target)
            state.withLock { state in
                state.applied = target
                state.lastProblem = nil
            }
            onApplied?(target)
        } catch {
            let line = "display power: \(backend.name) could not turn the panel \(target ? "on" : "off"): \(error.message)"
            let repeated = state.withLock { state in
                defer { state.lastProblem = error.message }
                return state.lastProblem == error.message
            }
            if !repeated { onProblem?(line) }
        }
    }
}
