import UnwindMedia
import UnwindPhotos

/// What the show did that the library index keeps across restarts: the slides it put on
/// screen (and its place in the cycle, so a restart carries on without repeats) and the
/// photos it had to skip (not tried again until the file changes).
public enum ShowNote: Equatable, Sendable {
    /// These photos came on screen; `place` is the cycle and the position of the last of them.
    case shown([PhotoPath], place: SavedCycle)
    /// A photo could not be shown, and why.
    case skipped(PhotoPath, reason: String)
    /// A photo was hidden from the sofa: never shown again.
    case hidden(PhotoPath)
    /// A photo was marked as a favourite (`true`) or no longer.
    case favorite(PhotoPath, Bool)
}
