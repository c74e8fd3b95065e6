import Foundation
import UnwindInput

/// The endpoints: what each path and method does.
extension RemoteAPI {
    /// Paths and the methods they take (for 405 and `Allow`).
    static let routes: [String: [String]] = [
        "/": ["GET"],
        "/api/status": ["GET"],
        "/api/photo/current": ["GET"],
        "/api/settings": ["PATCH"],
        "/api/next": ["POST"], "/api/previous": ["POST"],
        "/api/pause": ["POST"], "/api/resume": ["POST"],
        "/api/screen/on": ["POST"], "/api/screen/off": ["POST"],
        uploadPath: ["POST"],
        "/api/photo/current/hide": ["POST"], "/api/photo/current/favorite": ["POST"],
        "/api/recent": ["GET"], "/api/photo/show": ["POST"],
    ]

    /// The command each POST path posts.
    static let commands: [String: RemoteCommand] = [
        "/api/next": .next, "/api/previous": .previous,
        "/api/pause": .pause, "/api/resume": .resume,
        "/api/screen/on": .screenOn, "/api/screen/off": .screenOff,
        "/api/photo/current/hide": .hideCurrent,
    ]

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
            return ControlPage.page(uploadLimit: policy.uploadFolder == nil ? 0 : policy.maxUploadBytes)
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
            guard let command = Self.commands[path] else { return .error(404, "no such endpoint: \(path)") }
            return post([command])
        }
    }

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
        let known: Set<String> = ["interval", "transitions", "order"]
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            return .error(400, "unknown setting '\(unknown)'; known: interval, transitions, order")
        }
        let patch: SettingsPatch
        do {
            patch = try JSONDecoder().decode(SettingsPatch.self, from: body)
        } catch {
            return .error(400, "interval must be a number, transitions a list of names, order a name")
        }
        do {
            return post(try patch.commands())
        } catch {
            return .error(error.status, error.message)
        }
    }

    func post(_ commands: [RemoteCommand]) -> RemoteResponse {
        for command in commands where !inbox.post(command) {
            return .error(503, "the show is not taking commands right now")
        }
        return .json(202, ["accepted": commands.map(Self.name(of:))])
    }

    /// A short name for a command in responses and logs.
    static func name(of command: RemoteCommand) -> String {
        switch command {
        case .next: "next"
        case .previous: "previous"
        case .pause: "pause"
        case .resume: "resume"
        case .screenOn: "screen-on"
        case .screenOff: "screen-off"
        case .setInterval: "interval"
        case .setTransitions: "transitions"
        case .setOrder: "order"
        case .presence(let present): present ? "presence-on" : "presence-off"
        case .showPhoto: "show-photo"
        case .hideCurrent: "hide"
        case .favoriteCurrent: "favorite"
        }
    }
}
