import Foundation
import UnwindInput

/// `POST /api/upload`: photos from the phone's gallery. The only route whose body may pass
/// `maxBodyBytes`; the server streams it to the upload folder (`UploadReceiver`) after the
/// same checks as every request, with `maxUploadBytes` as the body's cap.
extension RemoteAPI {
    /// The upload route.
    static let uploadPath = "/api/upload"

    /// How an upload starts.
    enum UploadStart {
        /// Answered before the body is read (the connection closes after).
        case refuse(RemoteResponse)
        /// The body goes to this receiver.
        case accept(UploadReceiver)
    }

    /// True for a request whose body the server streams instead of reading into memory.
    static func streamsBody(method: String, path: String) -> Bool {
        method == "POST" && (path == uploadPath || path == uploadPath + "/")
    }

    /// Checks an upload's head (token, origin, rate, size, type) before any of its body is read.
    /// - Parameters:
    ///   - active: uploads already being received.
    ///   - now: seconds on the server's clock, for the receiver's deadline.
    func beginUpload(_ request: RemoteRequest, active: Int, now: Double, requestDeadline: Double) -> UploadStart {
        func refuse(_ status: Int, _ message: String) -> UploadStart {
            var response = RemoteResponse.error(status, message)
            response.headers["Connection"] = "close"
            return .refuse(response)
        }
        if let refusal = admit(request, maxBody: policy.maxUploadBytes) {
            var response = refusal
            if refusal.status == 413 {
                response = .error(413, "the upload is larger than upload-max-mb (\(policy.maxUploadBytes / (1024 * 1024)) MB)")
            }
            response.headers["Connection"] = "close"
            return .refuse(response)
        }
        guard let folder = policy.uploadFolder else {
            return refuse(404, "uploads are off on this frame (set upload-folder in its config)")
        }
        guard let length = request.headers["content-length"].flatMap({ Int($0) }), length > 0 else {
            return refuse(411, "send the upload with a Content-Length")
        }
        guard let boundary = MultipartStream.boundary(contentType: request.headers["content-type"] ?? "") else {
            return refuse(415, "send the photos as multipart/form-data with a field named file")
        }
        guard active < policy.maxConcurrentUploads else {
            var response = RemoteResponse.error(503, "\(active) uploads are arriving already; try again in a moment")
            response.headers["Retry-After"] = "2"
            response.headers["Connection"] = "close"
            return .refuse(response)
        }
        // A phone on weak Wi-Fi gets 32 KiB/s on top of the usual deadline: 50 MB in 27 minutes.
        let deadline = now + requestDeadline + Double(length) / 32_768
        do {
            return .accept(try UploadReceiver(folder: folder, boundary: boundary, expected: length, deadline: deadline))
        } catch {
            return refuse(error.status, error.message)
        }
    }

    /// The answer once an upload's body has arrived: 201 when a photo was saved (each one
    /// comes next in the show, the first of them first), 415 when no file was a photo the
    /// show can show, 400 for a malformed body or no file.
    func finishUpload(_ receiver: UploadReceiver) -> RemoteResponse {
        if let failure = receiver.failure {
            receiver.abandon()
            var response = RemoteResponse.error(failure.status, failure.message)
            response.headers["Connection"] = "close"
            return response
        }
        let outcomes = receiver.outcomes
        guard !outcomes.isEmpty else { return .error(400, "no file in the upload (send it in a form field named file)") }
        let saved = outcomes.compactMap(\.path)
        // Each placed next goes before the one placed before it, so the first is posted last.
        for path in saved.reversed() { _ = inbox.post(.showPhoto(path: path, now: false)) }
        guard !saved.isEmpty else {
            return .json(415, UploadAnswer(error: outcomes[0].error ?? "not a photo", files: outcomes))
        }
        return .json(201, UploadAnswer(error: nil, files: outcomes))
    }
}

/// The JSON answer to an upload: one entry per file, saved or refused with the reason.
struct UploadAnswer: Encodable {
    /// Set when nothing was saved, so the answer reads like every other error.
    var error: String?
    /// What became of each file.
    var files: [UploadReceiver.Outcome]
}
