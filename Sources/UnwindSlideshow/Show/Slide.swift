import UnwindPhotos

/// What fills the screen at once: one photo, or two portrait photos side by side, composed
/// into one texture so every transition treats the pair as one image.
public struct Slide: Hashable, Sendable, CustomStringConvertible {
    /// The photos left to right: one, or two for a portrait pair.
    public let photos: [PhotoPath]

    /// A single photo.
    public init(_ photo: PhotoPath) {
        photos = [photo]
    }

    /// A portrait pair, `left` then `right`.
    public init(_ left: PhotoPath, _ right: PhotoPath) {
        photos = [left, right]
    }

    /// The photo the slide starts with (the left one of a pair).
    public var first: PhotoPath { photos[0] }

    /// True for two photos side by side.
    public var isPair: Bool { photos.count == 2 }

    /// The photos' paths joined with " + ".
    public var description: String { photos.map(\.description).joined(separator: " + ") }
}
