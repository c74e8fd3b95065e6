import Foundation
import UnwindMedia

#if canImport(Glibc)
import Glibc
#endif

/// One `POST /api/upload` while its body arrives: the bytes go through `MultipartStream`
/// straight into temporary files in the upload folder (never into memory), and each `file`
/// part, once complete, is sniffed (`ImageHeader`, by content) and saved under a safe name
/// or removed. Owned by the server's thread; `abandon` cleans up a dropped connection.
final class UploadReceiver {
    /// What became of one file of the upload.
    struct Outcome: Equatable, Encodable {
        /// The name the phone gave.
        var name: String
        /// The name it was saved under (in the upload folder); nil when refused.
        var saved: String?
        /// Why it was refused; nil when saved.
        var error: String?
        /// The full path, for the show (not sent to the client).
        var path: String?

        private enum CodingKeys: String, CodingKey { case name, saved, error }
    }

    private let folder: UploadFolder
    /// The body's declared length, every byte of which is read.
    let expected: Int
    private(set) var received = 0
    private var stream: MultipartStream
    /// The part being written: its temporary file and the name the phone gave; `fd` is -1 for a
    /// part that is not a file (its content is dropped).
    private var part: (fd: Int32, temporary: String, name: String)?
    private(set) var outcomes: [Outcome] = []
    /// The first problem that makes the whole upload fail (a malformed body, a full disk).
    private(set) var failure: RemoteError?
    /// When the connection is dropped if the body is not complete (slow senders).
    let deadline: Double

    init(folder: UploadFolder, boundary: String, expected: Int, deadline: Double) throws(RemoteError) {
        guard let stream = MultipartStream(boundary: boundary) else {
            throw RemoteError(status: 400, "the multipart boundary must be 1 to 70 characters")
        }
        try folder.prepare()
        self.folder = folder
        self.expected = expected
        self.stream = stream
        self.deadline = deadline
    }

    /// True once the declared body has arrived.
    var isComplete: Bool { received >= expected }

    /// Takes body bytes (at most what the declared length still allows); returns how many it took.
    func take(_ bytes: ArraySlice<UInt8>) -> Int {
        let count = min(bytes.count, expected - received)
        guard count > 0 else { return 0 }
        received += count
        guard failure == nil else { return count }
        do {
            for event in try stream.feed(bytes.prefix(count)) { handle(event) }
        } catch {
            fail(RemoteError(status: 400, error.message))
        }
        if isComplete, failure == nil, !stream.isFinished {
            fail(RemoteError(status: 400, "the multipart body ended before its closing boundary"))
        }
        return count
    }

    private func handle(_ event: MultipartStream.Event) {
        switch event {
        case .partStart(let name, let filename):
            guard name == "file" else {
                part = (-1, "", filename)
                return
            }
            do {
                let (fd, temporary) = try folder.makeTemporary()
                part = (fd, temporary, filename)
            } catch {
                fail(error)
            }
        case .content(let bytes):
            guard let part, part.fd >= 0 else { return }
            if !Self.writeAll(bytes, to: part.fd) {
                fail(RemoteError(status: 507, "cannot write in the upload folder: \(String(cString: strerror(errno)))"))
            }
        case .partEnd:
            guard let done = part else { return }
            part = nil
            guard done.fd >= 0 else { return }
            close(done.fd)
            outcomes.append(save(done.temporary, name: done.name))
        case .finished:
            break
        }
    }

    /// Sniffs a complete file and gives it its final name, or removes it.
    private func save(_ temporary: String, name: String) -> Outcome {
        let header: ImageHeader
        do {
            header = try ImageHeader.read(path: temporary)
        } catch {
            unlink(temporary)
            return Outcome(name: name, error: "not a photo the frame can show: \(error.description)")
        }
        do {
            let path = try folder.commit(temporary: temporary, as: UploadFolder.safeName(name, format: header.format))
            return Outcome(name: name, saved: (path as NSString).lastPathComponent, path: path)
        } catch {
            fail(error)
            return Outcome(name: name, error: error.message)
        }
    }

    private func fail(_ error: RemoteError) {
        if failure == nil { failure = error }
        abandonPart()
    }

    private func abandonPart() {
        if let part, part.fd >= 0 {
            close(part.fd)
            unlink(part.temporary)
        }
        part = nil
    }

    /// Removes what an unfinished upload wrote (the connection was dropped or the server stopped).
    func abandon() {
        abandonPart()
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in write(fd, raw.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
