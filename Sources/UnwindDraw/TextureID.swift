/// A handle to an image the platform layer uploaded once; systems and draw commands carry
/// only this id and the image's size, never the texture itself.
public struct TextureID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public var description: String { "texture#\(rawValue)" }
}
