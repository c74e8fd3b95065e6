/// Why a decoder refused a file: one sentence for the skip line, never a trap.
public struct CodecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, worded to follow "skipped FILE: ".
    public var description: String

    /// A refusal with its reason.
    public init(_ description: String) {
        self.description = description
    }
}
