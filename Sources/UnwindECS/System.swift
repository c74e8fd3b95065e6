/// A unit of game logic that a ``Schedule`` runs once per tick; a named type instead of a
/// closure when the logic has configuration or deserves its own tests.
public protocol System {
    /// Reads and changes `world`; structural changes may be queued via ``World/commands``.
    func run(_ world: World)
}
