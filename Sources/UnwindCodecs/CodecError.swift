/// Why a decoder refused a file: one sentence for the skip line, never a trap.
public struct CodecError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
