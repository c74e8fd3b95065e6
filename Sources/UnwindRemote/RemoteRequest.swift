import Foundation

/// One HTTP request as the remote API sees it, independent of the server library, so routing,
/// validation and auth are tested without sockets.
public struct RemoteRequest: Sendable {
    /// The HTTP method, upper-cased, so routes compare it exactly.
    public var method: String
    /// Path without the query.
    public var path: String
    /// Query parameters by name; a repeated name keeps its last value.
    public var query: [String: String]
    /// Header names lower-cased.
    public var headers: [String: String]
    /// The body as received; checked against `RemoteAPI.Policy.maxBodyBytes` before anything decodes it.
    public var body: Data
    /// The peer's IP address (never X-Forwarded-For, which any client can write).
    public var client: String

    /// A request as the server adapter or a test builds it; method is upper-cased and header names lower-cased here.
    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: Data = Data(), client: String = "127.0.0.1")
    {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.client = client
    }
}

/// The answer to a `RemoteRequest`.
public struct RemoteResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// Headers to send, as written (`Content-Type`, `Retry-After`, `Set-Cookie`).
    public var headers: [String: String]
    /// The body bytes: JSON for the API, HTML for the control page, JPEG for the thumbnail.
    public var body: Data

    /// A response with `status`, `headers` and `body`; most routes use `json` or `error` instead.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `{"error": message}` with `status`.
    public static func error(_ status: Int, _ message: String) -> RemoteResponse {
        json(status, ["error": message])
    }

    /// A JSON body.
    public static func json(_ status: Int, _ value: some Encodable) -> RemoteResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return RemoteResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store"], body: body)
    }

    /// The error message of a JSON error body, for tests and logs.
    public var errorMessage: String? {
        (try? JSONDecoder().decode([String: String].self, from: body))?["error"]
    }
}
