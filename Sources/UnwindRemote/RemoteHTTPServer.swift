import FlyingFox
import FlyingSocks
import Foundation
import UnwindSlideshow

/// The remote API served over HTTP with FlyingFox (pure Swift, no SwiftNIO). Its work runs on
/// Swift concurrency's threads; handlers only read the status board and post to the inbox.
public final class RemoteHTTPServer: Sendable {
    private let server: HTTPServer
    private let address: ListenAddress
    private let task = Locked<Task<Void, Never>?>(nil)

    /// - Parameters:
    ///   - listen: the address to bind; port 0 picks a free one (see `start`'s result).
    ///   - api: answers each request.
    public init(listen: ListenAddress, api: RemoteAPI, limits: ConnectionLimits = ConnectionLimits()) throws {
        let socketAddress: any SocketAddress =
            listen.isIPv6
            ? try sockaddr_in6.inet6(ip6: listen.host, port: listen.port)
            : try sockaddr_in.inet(ip4: listen.host, port: listen.port)
        let ledger = ConnectionLedger(limits: limits)
        let pool = GuardedSocketPool(inner: HTTPServer.defaultPool(), ledger: ledger)
        let config = HTTPServer.Configuration(
            // FlyingFox's own cut-off stays behind the ledger's request deadline.
            address: socketAddress, timeout: max(15, limits.requestDeadline + 5),
            // Bodies up to the API's limit are read whole before the handler runs; larger
            // ones are refused unread (413, connection closed).
            sharedRequestBufferSize: api.policy.maxBodyBytes, sharedRequestReplaySize: api.policy.maxBodyBytes,
            pool: pool, logger: .disabled)
        self.server = HTTPServer(config: config, handler: APIHandler(api: api, ledger: ledger))
        self.address = listen
    }

    /// Binds and starts serving in the background; returns the bound port.
    /// - Throws: the bind error (address in use, not an address of this machine) as one line.
    @discardableResult
    public func start() async throws -> UInt16 {
        let server = self.server
        // How the run ended, if it has (a bind error ends it at once).
        let ended = Locked<Result<Void, any Error>?>(nil)
        let running = Task {
            do {
                try await server.run()
                ended.withLock { $0 = .success(()) }
            } catch {
                ended.withLock { $0 = .failure(error) }
            }
        }
        task.withLock { $0 = running }
        for _ in 0..<500 {
            if await server.isListening, let bound = await server.listeningAddress {
                switch bound {
                case .ip4(_, let port), .ip6(_, let port): return port
                case .unix: return 0
                }
            }
            if let outcome = ended.withLock({ $0 }) {
                let reason = (try? outcome.get()).map { "the server stopped" } ?? outcome.failureDescription
                throw RemoteError(status: 0, "cannot listen on \(address): \(reason)")
            }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        running.cancel()
        throw RemoteError(status: 0, "cannot listen on \(address): timed out")
    }

    /// `start()` for callers outside Swift concurrency (the CLI); blocks until bound.
    public func startBlocking() throws -> UInt16 {
        let result = Locked<Result<UInt16, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let outcome: Result<UInt16, any Error>
            do { outcome = .success(try await self.start()) } catch { outcome = .failure(error) }
            result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0 ?? .failure(RemoteError(status: 0, "server did not start")) }.get()
    }

    /// Closes the listening socket and every connection.
    public func stop() async {
        await server.stop(timeout: 1)
        task.withLock { $0?.cancel() }
    }
}

extension Result where Failure == any Error {
    /// The error's description, or an empty string for success.
    fileprivate var failureDescription: String {
        if case .failure(let error) = self { return error.localizedDescription }
        return ""
    }
}

/// Turns FlyingFox's request into a `RemoteRequest` and the answer back.
struct APIHandler: HTTPHandler {
    let api: RemoteAPI
    let ledger: ConnectionLedger

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            headers[name.rawValue.lowercased()] = value
        }
        var client = "unknown"
        switch request.remoteAddress {
        case .ip4(let ip, let port), .ip6(let ip, let port):
            client = ip
            ledger.requestArrived(from: "\(ip):\(port)", now: ProcessInfo.processInfo.systemUptime)
        case .unix, .none:
            break
        }
        // Read at most one byte past the limit: enough to know a body is too large.
        var body = Data()
        let limit = api.policy.maxBodyBytes
        let declared = request.headers[HTTPHeader("Content-Length")].flatMap { Int($0) } ?? 0
        if declared <= limit {
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > limit { break }
            }
        }
        var query: [String: String] = [:]
        for item in request.query { query[item.name] = item.value }
        let response = api.respond(
            to: RemoteRequest(
                method: request.method.rawValue, path: request.path, query: query, headers: headers, body: body, client: client))
        var outHeaders = HTTPHeaders()
        for (name, value) in response.headers { outHeaders[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)), headers: outHeaders, body: response.body)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 202: "Accepted"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
