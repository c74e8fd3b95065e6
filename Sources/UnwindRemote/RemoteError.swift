/// A request the remote API refuses, with the HTTP status that says why; sent as
/// `{"error": "…"}`.
public struct RemoteError: Error, Equatable, Sendable, CustomStringConvertible {
    public var status: Int
    public var message: String

    public init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { "\(status): \(message)" }

    static func badRequest(_ message: String) -> RemoteError { RemoteError(status: 400, message) }
}
