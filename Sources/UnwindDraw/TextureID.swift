/// A handle to an image the platform layer uploaded once; systems and draw commands carry
/// only this id and the image's size, never the texture itself.
public struct TextureID: Hashable, Sendable, CustomStringConvertible {
    /// The texture store's number for it, counted up from 1, so a released id is not handed out again.
    public let rawValue: UInt32

    /// An id as the texture store issues it; tests make their own to build draw lists without SDL.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// `texture#N`, for logs and draw-list dumps.
    public var description: String { "texture#\(rawValue)" }
}
