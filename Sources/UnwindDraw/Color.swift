/// An 8-bit-per-channel RGBA colour, straight (not premultiplied) alpha, as SDL takes it.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha, 0 transparent ... 255 opaque; not premultiplied into the other channels.
    public var a: UInt8

    /// A colour from its channels, opaque unless told.
    @inlinable
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Opaque white: the default text and vertex colour (a vertex colour of white leaves texels unchanged).
    public static let white = Color(255, 255, 255)
    /// Opaque black: the default clear colour and the background photos fade over.
    public static let black = Color(0, 0, 0)
    /// Fully transparent, for blank surfaces that are drawn into.
    public static let clear = Color(0, 0, 0, 0)

    /// The same colour with alpha scaled by `opacity` in 0...1.
    @inlinable
    public func withOpacity(_ opacity: Float) -> Color {
        let o = min(max(opacity, 0), 1)
        return Color(r, g, b, UInt8((Float(a) * o).rounded()))
    }

    /// Straight linear blend from self (t = 0) to other (t = 1), channel by channel.
    public func mixed(with other: Color, _ t: Float) -> Color {
        let t = min(max(t, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Float(a) + (Float(b) - Float(a)) * t).rounded()) }
        return Color(mix(r, other.r), mix(g, other.g), mix(b, other.b), mix(a, other.a))
    }

    /// Largest per-channel difference in RGB, for pixel assertions with a tolerance.
    public func distance(to other: Color) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)))
    }

    /// `rgba(r,g,b,a)`, so a failed pixel assertion prints readable colours.
    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
}
