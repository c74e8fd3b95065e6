import UnwindPlatform

/// The two framed photos of a render, decoded by the first copy of the scene that starts and
/// handed to its twins (`TransitionRenderScene.twin`), then let go when the last has
/// uploaded them: 16 MB at 1080p that would otherwise stay for the whole render. The copies
/// start one after another on one thread (`Runner.runHeadless(_:alongside:…)`).
final class SharedFramedPair {
    /// Copies of the scene that have yet to take the pair.
    var users = 1
    private var pair: (from: Surface, to: Surface)?

    /// The pair, loaded with `load` by the first taker.
    func take(_ load: () throws -> (from: Surface, to: Surface)) throws -> (from: Surface, to: Surface) {
        let taken = try pair ?? load()
        users -= 1
        pair = users > 0 ? taken : nil
        return taken
    }
}
