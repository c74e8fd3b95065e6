import Foundation
import UnwindControl
import UnwindInput

/// The endpoints: what each path and method does.
extension RemoteAPI {
    /// Paths and the methods they take (for 405 and `Allow`): the pages and queries here,
    /// the commands' POST paths from `ControlSchema`.
    static let routes: [String: [String]] = {
        var routes: [String: [String]] = [
            "/": ["GET"],
            "/api/status": ["GET"],
            "/api/photo/current": ["GET"],
            "/api/settings": ["PATCH"],
            uploadPath: ["POST"],
            "/api/recent": ["GET"], "/api/photo/show": ["POST"],
        ]
        for command in ControlSchema.commands {
            for route in command.routes { routes[route.path] = ["POST"] }
        }
        return routes
    }()

    func route(_ request: RemoteRequest) -> RemoteResponse {
        let path = request.path.count > 1 && request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path
        guard let methods = Self.routes[path] else {
            return .error(404, "no such endpoint: \(path)")
        }
        guard methods.contains(request.method) else {
            var response = RemoteResponse.error(405, "\(request.method) is not allowed on \(path); use \(methods.joined(separator: ", "))")
            response.headers["Allow"] = methods.joined(separator: ", ")
            return response
        }
        switch path {
        case "/":
            return ControlPage.page(uploadLimit: policy.uploadFolder == nil ? 0 : policy.maxUploadBytes, labels: policy.pageLabels)
        case "/api/status":
            return .json(200, board.current)
        case "/api/photo/current":
            let status = board.current
            guard let thumbnail = board.currentThumbnail, thumbnail.path == status.current else {
                return .error(404, "no photo on screen yet")
            }
            return RemoteResponse(status: 200, headers: ["Content-Type": "image/jpeg", "Cache-Control": "no-store"], body: thumbnail.jpeg)
        case "/api/settings":
            return applySettings(request.body)
        case "/api/photo/current/favorite":
            return favorite(request.body)
        case "/api/recent":
            return .json(200, RecentPhotos(photos: board.recentlyShown))
        case "/api/photo/show":
            return showAgain(request.body)
        default:
            guard let (command, route) = ControlSchema.command(path: path) else { return .error(404, "no such endpoint: \(path)") }
            return post(command.commands(route: route, paused: board.current.paused))
        }
    }

    /// `PATCH /api/settings`: any of `ControlSchema.settings` by key, each checked there as
    /// the command line and the config check it.
    private func applySettings(_ body: Data) -> RemoteResponse {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: body)
        } catch {
            return .error(400, "the body is not valid JSON; send e.g. {\"interval\": 15}")
        }
        guard let fields = object as? [String: Any] else {
            return .error(400, "the body must be a JSON object such as {\"interval\": 15}")
        }
        do {
            return post(try ControlSchema.commands(patch: fields))
        } catch {
            return .error(error.status, error.message)
        }
    }

    func post(_ commands: [RemoteCommand]) -> RemoteResponse {
        for command in commands where !inbox.post(command) {
            return .error(503, "the show is not taking commands right now")
        }
        return .json(202, ["accepted": commands.map(ControlSchema.name(of:))])
    }
}
