/// Why a clip cannot be shown: one sentence for the skip line ("skipped FILE: reason"), never a trap.
public struct VideoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, worded to follow "skipped FILE: ".
    public var description: String

    /// A refusal with its reason.
    public init(_ description: String) {
        self.description = description
    }
}
