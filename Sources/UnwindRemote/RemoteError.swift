/// A request the remote API refuses, with the HTTP status that says why; sent as
/// `{"error": "…"}`.
public struct RemoteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The HTTP status to answer with; 0 for a setup problem (a bad token file) that never reaches a client.
    public var status: Int
    /// What was wrong, in one line; the client reads it as the body's `error`.
    public var message: String

    /// A refusal with `status`, explained by `message`.
    public init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    /// `status: message`, for logs and tests.
    public var description: String { "\(status): \(message)" }

    static func badRequest(_ message: String) -> RemoteError { RemoteError(status: 400, message) }
}
