/// Which image of a composable transition is drawn on top.
///
/// Most effects bring the new image in over the old one; a zoom-through instead lets the
/// old image grow and fade away over the new one, which waits underneath.
public enum ComposableStacking: String, Sendable, Hashable {
    /// The arriving image is drawn over the leaving one (SwiftUI's order).
    case insertionOnTop
    /// The leaving image is drawn over the arriving one.
    case removalOnTop
}
