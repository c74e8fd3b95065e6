import Foundation
import UnwindInput

/// Curating from the sofa over HTTP: a favourite mark for the photo on screen, and a photo
/// from "recently shown" again. (Hiding is a plain command: `POST /api/photo/current/hide`.)
extension RemoteAPI {
    /// `POST /api/photo/current/favorite`: marks the photo on screen; `{"favorite": false}`
    /// takes the mark away. Not a toggle, so two phones cannot undo each other.
    func favorite(_ body: Data) -> RemoteResponse {
        var mark = true
        if !body.isEmpty {
            guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any], let value = object["favorite"] as? Bool,
                object.count == 1
            else {
                return .error(400, "send nothing, or {\"favorite\": true} or {\"favorite\": false}")
            }
            mark = value
        }
        guard board.current.current != nil else { return .error(409, "no photo on screen yet") }
        return post([.favoriteCurrent(mark)])
    }

    /// `POST /api/photo/show` `{"path": …}`: a photo from "recently shown" comes at once. Only
    /// those paths are accepted, so a client can never name a file of its own choosing.
    func showAgain(_ body: Data) -> RemoteResponse {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any], let path = object["path"] as? String else {
            return .error(400, "send {\"path\": …} with a path from GET /api/recent")
        }
        guard board.recentlyShown.contains(path) else {
            return .error(404, "that photo was not shown recently (GET /api/recent lists the last \(StatusBoard.recentLimit))")
        }
        return post([.showPhoto(path: path, now: true)])
    }
}

/// The answer to `GET /api/recent`: paths of the photos that came on screen, newest first.
struct RecentPhotos: Encodable {
    /// Newest first, each once, at most `StatusBoard.recentLimit`.
    var photos: [String]
}
