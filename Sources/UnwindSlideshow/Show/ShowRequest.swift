import UnwindDraw
import UnwindPhotos

/// A side effect the show's systems ask for; the scene carries it out (systems never touch
/// SDL or the file system), and feeds the outcome back through `ShowSession`.
public enum ShowRequest: Equatable, Sendable {
    /// Decode, scale and compose a slide off the render thread, then upload it and report
    /// with `ShowSession.uploaded` or `.failed`, quoting `request`.
    case decode(Slide, request: Int)
    /// Read a photo's header and EXIF orientation and report its shape with `.probed`.
    case probe(PhotoPath)
    /// Free a texture the show no longer needs.
    case release(TextureID)
    /// Scan the folders again and report with `.scanned`; stamp the listed files.
    case rescan(stamping: Set<PhotoPath>)
    /// Drop what is cached about a file (EXIF metadata): it left the show.
    case forget(PhotoPath)
    /// Tell the library index what happened (shown, skipped), if the show keeps one.
    case note(ShowNote)
    /// Write a line to the log.
    case log(FailureBook.LogLine)
    /// Sample resident memory for the report (`ShowSession.recordMemory`): a new cycle began.
    case sampleMemory
    /// End the run.
    case quit
    /// Switch between fullscreen and a window.
    case toggleFullscreen
    /// The transition cycle changed (a remote): prepare slides for it (blurred copies only
    /// when a transition in it blurs).
    case transitionsChanged
}
