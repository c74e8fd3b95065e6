/// Whether a photo stands upright, as the viewer sees it (after its EXIF orientation): what
/// decides if two photos share the screen as a portrait pair.
public enum PhotoShape: String, Sendable, Codable {
    /// Taller than wide.
    case portrait
    /// As wide as tall or wider; also what an unreadable header counts as (never paired).
    case landscape

    /// The shape of an image `width` × `height` pixels as stored, turned by an EXIF orientation
    /// (5...8 swap width and height).
    public init(width: Int, height: Int, orientation: Int = 1) {
        let swapped = (5...8).contains(orientation)
        let w = swapped ? height : width, h = swapped ? width : height
        self = h > w ? .portrait : .landscape
    }
}
