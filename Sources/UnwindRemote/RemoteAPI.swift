import Foundation
import UnwindInput
import UnwindSync
import UnwindTransitions

/// The remote-control API: checks a request (size, rate, origin, token), routes it, and either
/// posts a command to the show's inbox or answers from the status board. Never touches the
/// show directly, never reads or writes files.
public final class RemoteAPI: Sendable {
    /// Limits and the token; see docs/kiosk.md.
    public struct Policy: Sendable {
        /// Required on every request when set; nil only for loopback listeners.
        public var token: BearerToken?
        /// Largest request body accepted (settings are a few hundred bytes).
        public var maxBodyBytes = 16 * 1024
        /// Largest total of header names and values accepted.
        public var maxHeaderBytes = 8 * 1024
        /// Requests a client may make at once; see `RateLimiter.burst`.
        public var rateBurst = RateLimiter.defaultBurst
        /// Requests per second a client may sustain; see `RateLimiter.perSecond`.
        public var ratePerSecond = RateLimiter.defaultPerSecond
        /// Rate-limit clients on this machine too (tests); off by default, because a local
        /// process can drive the frame anyway and benchmarks measure from loopback.
        public var limitsLoopbackClients = false
        /// Names besides loopback literals and `localhost` that a token-less server answers
        /// to in `Host` (a name in /etc/hosts for this machine); anything else is refused as
        /// DNS rebinding.
        public var hostNames: [String] = []
        /// Where `POST /api/upload` saves photos (`upload-folder`); nil answers uploads with 404.
        public var uploadFolder: UploadFolder?
        /// Largest upload body accepted (`upload-max-mb`, 50 MB by default); only that route
        /// may send more than `maxBodyBytes`, and its body goes to a file, never to memory.
        public var maxUploadBytes = 50 * 1024 * 1024
        /// Uploads received at once; more are answered 503 (each holds a temporary file).
        public var maxConcurrentUploads = 4
        /// The page's words for the schema's settings in each catalog language
        /// (`ControlSchema.pageLabels` per `po/` catalog: `["de": ["interval": "Sekunden pro Foto", …]]`);
        /// a language missing here shows the schema's English labels.
        public var pageLabels: [String: [String: String]] = [:]

        /// The default limits, with `token` required when given.
        public init(token: BearerToken? = nil) {
            self.token = token
        }
    }

    /// The cookie the control page keeps the token in after `/?token=…`.
    public static let tokenCookie = "unwind_token"

    let inbox: RemoteInbox
    let board: StatusBoard
    let policy: Policy
    private let limiter: Locked<RateLimiter>
    private let now: @Sendable () -> Double

    /// - Parameter now: seconds on a monotonic clock (injectable for rate-limit tests).
    public init(
        inbox: RemoteInbox, board: StatusBoard, policy: Policy = Policy(), now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.inbox = inbox
        self.board = board
        self.policy = policy
        self.limiter = Locked(RateLimiter(burst: policy.rateBurst, perSecond: policy.ratePerSecond))
        self.now = now
    }

    /// Answers one request. Checks run cheapest and most protective first: header size, rate,
    /// body size, host and origin, token; then the route.
    public func respond(to request: RemoteRequest) -> RemoteResponse {
        if let refusal = admit(request, maxBody: policy.maxBodyBytes) { return refusal }
        let viaQuery = request.method == "GET" && request.path == "/" && request.query["token"] != nil
        var response = route(request)
        if viaQuery, let token = request.query["token"], response.status == 200 {
            response.headers["Set-Cookie"] = "\(Self.tokenCookie)=\(token); Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000"
        }
        return response
    }

    /// The checks every request passes before its route, cheapest and most protective first:
    /// header size, rate, body size (`maxBody`), host and origin, token. Nil when it may go on.
    func admit(_ request: RemoteRequest, maxBody: Int) -> RemoteResponse? {
        let headerBytes = request.headers.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
        if headerBytes > policy.maxHeaderBytes {
            return .error(431, "request headers too large (\(headerBytes) bytes; at most \(policy.maxHeaderBytes))")
        }
        if policy.limitsLoopbackClients || !Self.isLoopback(request.client) {
            let time = now()
            let (allowed, wait) = limiter.withLock { limiter in
                (limiter.allow(request.client, now: time), limiter.retryAfter(request.client))
            }
            if !allowed {
                var response = RemoteResponse.error(429, "too many requests; slow down")
                response.headers["Retry-After"] = String(max(1, Int(wait.rounded(.up))))
                return response
            }
        }
        let declared = request.headers["content-length"].flatMap { Int($0) } ?? 0
        if declared > maxBody || request.body.count > maxBody {
            var response = RemoteResponse.error(413, "request body too large (at most \(maxBody) bytes)")
            response.headers["Connection"] = "close"
            return response
        }
        if let refusal = checkOrigin(request) { return refusal }
        if let token = policy.token, !isAuthorized(request, token: token) {
            if request.path == "/" && request.method == "GET" {
                return ControlPage.tokenForm(wrongToken: request.query["token"] != nil)
            }
            var response = RemoteResponse.error(401, "missing or wrong token (send Authorization: Bearer TOKEN)")
            response.headers["WWW-Authenticate"] = "Bearer"
            return response
        }
        return nil
    }

    /// A browser page from another site may not drive the frame (CSRF), and a name that
    /// resolves to 127.0.0.1 from outside may not reach a token-less loopback server (DNS
    /// rebinding): the Host must then be a loopback address.
    private func checkOrigin(_ request: RemoteRequest) -> RemoteResponse? {
        let host = request.headers["host"] ?? ""
        if policy.token == nil, !host.isEmpty, !LoopbackHost.isAllowed(host, names: policy.hostNames) {
            return .error(403, "this server answers only requests to a loopback address (Host '\(host)')")
        }
        // `Origin: null` (sandboxed frames, file pages) counts as foreign too.
        if let origin = request.headers["origin"] {
            let originHost = origin.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? ""
            if originHost != host {
                return .error(403, "cross-origin requests are refused (Origin '\(origin)')")
            }
        }
        return nil
    }

    private func isAuthorized(_ request: RemoteRequest, token: BearerToken) -> Bool {
        if let header = request.headers["authorization"] {
            let parts = header.split(separator: " ", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "bearer" && token.matches(parts[1].trimmingCharacters(in: .whitespaces))
        }
        if let cookies = request.headers["cookie"] {
            for pair in cookies.split(separator: ";") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                if kv.count == 2, kv[0].trimmingCharacters(in: .whitespaces) == Self.tokenCookie {
                    return token.matches(kv[1].trimmingCharacters(in: .whitespaces))
                }
            }
        }
        if request.method == "GET", request.path == "/", let given = request.query["token"] {
            return token.matches(given)
        }
        return false
    }

    /// True for 127.0.0.0/8 and ::1 (also as IPv4-mapped IPv6), as exact literals.
    static func isLoopback(_ address: String) -> Bool {
        LoopbackHost.isLoopbackAddress(address)
    }
}
