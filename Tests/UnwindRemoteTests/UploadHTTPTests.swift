import Foundation
import Testing
import UnwindInput
import UnwindTestSupport

@testable import UnwindRemote

/// `POST /api/upload` over loopback against the real server: saved, refused, and nothing
/// outside the upload folder.
@Suite struct UploadHTTPTests {
    static let boundary = "XyZuploadBoundary42"

    /// A PNG the header reader sizes (signature and IHDR), padded to `size` bytes.
    static func png(size: Int = 64) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0, 8, 0, 0, 0, 6, 8, 2, 0, 0, 0, 0, 0, 0, 0]
        return bytes + [UInt8](repeating: 7, count: max(0, size - bytes.count))
    }

    static func multipart(_ files: [(name: String, bytes: [UInt8])]) -> [UInt8] {
        var body: [UInt8] = []
        for file in files {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file.name)\"\r\n".utf8)
            body += Array("Content-Type: application/octet-stream\r\n\r\n".utf8) + file.bytes + Array("\r\n".utf8)
        }
        return body + Array("--\(boundary)--\r\n".utf8)
    }

    /// Sends an upload in pieces, as a phone on Wi-Fi would, and reads the answer.
    static func upload(port: UInt16, body: [UInt8], headers: [String: String] = RemoteHTTPServerTests.auth) async throws -> TestResponse {
        try await offPool {
            let socket = try TestSocket(port: port)
            defer { socket.close() }
            var head = "POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "Content-Type: multipart/form-data; boundary=\(boundary)\r\nContent-Length: \(body.count)\r\n\r\n"
            socket.send(head)
            var offset = 0
            while offset < body.count {
                let piece = body[offset..<min(body.count, offset + 50_000)]
                guard socket.send(Data(piece)) else { break }
                offset += piece.count
            }
            return try TestHTTP.parse(socket.readResponse())
        }
    }

    static func withUploads(
        limit: Int = 50 * 1024 * 1024, limits: ConnectionLimits = ConnectionLimits(),
        _ body: (UInt16, RemoteInbox, String, TemporaryTree) async throws -> Void
    ) async throws {
        let tree = try TemporaryTree()
        let folder = tree.path + "/frame/uploads"
        try await RemoteHTTPServerTests.withServer(
            limits: limits,
            configure: { policy in
                policy.uploadFolder = UploadFolder(path: folder)
                policy.maxUploadBytes = limit
            }
        ) { port, inbox, _ in
            try await body(port, inbox, folder, tree)
        }
    }

    static func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func savesAPhoto_andShowsItNext() async throws {
        try await Self.withUploads { port, inbox, folder, _ in
            // Larger than the 16 KiB every other route allows: the body goes to a file.
            let photo = Self.png(size: 300_000)
            let response = try await Self.upload(port: port, body: Self.multipart([("beach.png", photo)]))
            #expect(response.status == 201, "\(response.text)")
            #expect(response.text.contains("\"saved\":\"beach.png\""), "\(response.text)")
            #expect(Self.listing(folder) == ["beach.png"])
            #expect(FileManager.default.contents(atPath: folder + "/beach.png") == Data(photo))
            #expect((try await offPool { inbox.waitAndDrain(timeout: 2) }) == [.showPhoto(path: folder + "/beach.png", now: false)])

            let again = try await Self.upload(port: port, body: Self.multipart([("beach.png", Self.png()), ("beach.png", Self.png())]))
            #expect(again.status == 201)
            #expect(Self.listing(folder) == ["beach-1.png", "beach-2.png", "beach.png"], "nothing is overwritten")
            #expect(FileManager.default.contents(atPath: folder + "/beach.png") == Data(photo))
        }
    }

    @Test func aNameWithFolders_landsInTheUploadFolder() async throws {
        try await Self.withUploads { port, _, folder, tree in
            let response = try await Self.upload(port: port, body: Self.multipart([("../../x.jpg", Self.png())]))
            #expect(response.status == 201, "\(response.text)")
            #expect(Self.listing(folder) == ["x.png"], "the content is PNG, so is the extension")
            #expect(Self.listing(tree.path) == ["frame"])
            #expect(Self.listing(tree.path + "/frame") == ["uploads"])
        }
    }

    @Test func withoutToken_401_andNothingWritten() async throws {
        try await Self.withUploads { port, inbox, folder, _ in
            let response = try await Self.upload(port: port, body: Self.multipart([("a.png", Self.png())]), headers: [:])
            #expect(response.status == 401)
            #expect(Self.listing(folder).isEmpty)
            #expect(inbox.drain().isEmpty)
        }
    }

    @Test func overTheLimit_413_beforeTheBodyIsRead() async throws {
        try await Self.withUploads(limit: 100_000) { port, inbox, folder, _ in
            let response = try await Self.upload(port: port, body: Self.multipart([("big.png", Self.png(size: 400_000))]))
            #expect(response.status == 413)
            #expect(response.errorMessage?.contains("upload-max-mb") == true, "\(response.text)")
            #expect(Self.listing(folder).isEmpty)
            #expect(inbox.drain().isEmpty)
        }
    }

    /// A 1 GB upload (declared, its first megabytes sent): answered 413 from its header, before
    /// the gigabyte is read, nothing written, and the next upload is saved as usual.
    @Test func aGigabyteUpload_413_andTheServerGoesOn() async throws {
        try await Self.withUploads { port, inbox, folder, _ in
            let response = try await offPool {
                let socket = try TestSocket(port: port)
                defer { socket.close() }
                var head = "POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
                for (name, value) in RemoteHTTPServerTests.auth { head += "\(name): \(value)\r\n" }
                head += "Content-Type: multipart/form-data; boundary=\(Self.boundary)\r\nContent-Length: \(1 << 30)\r\n\r\n"
                socket.send(head)
                let start = Array("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.png\"\r\n\r\n".utf8) + Self.png()
                socket.send(Data(start))
                // The phone goes on sending the first megabytes of the gigabyte meanwhile.
                let piece = Data(repeating: 7, count: 1 << 20)
                for _ in 0..<2 { socket.send(piece) }
                return try TestHTTP.parse(socket.readResponse())
            }
            #expect(response.status == 413, "\(response.text)")
            #expect(Self.listing(folder).isEmpty, "nothing written: \(Self.listing(folder))")
            #expect(inbox.drain().isEmpty)
            let next = try await Self.upload(port: port, body: Self.multipart([("after.png", Self.png())]))
            #expect(next.status == 201, "\(next.text)")
            #expect(Self.listing(folder) == ["after.png"])
        }
    }

    @Test func notAPhoto_415_byContentNotName() async throws {
        try await Self.withUploads { port, inbox, folder, _ in
            let response = try await Self.upload(port: port, body: Self.multipart([("holiday.jpg", Array("#!/bin/sh\nrm -rf /\n".utf8))]))
            #expect(response.status == 415, "\(response.text)")
            #expect(response.text.contains("\"error\":\"not a photo the frame can show"), "\(response.text)")
            #expect(Self.listing(folder).isEmpty, "the refused file and its temporary are gone")
            #expect(inbox.drain().isEmpty)

            let mixed = try await Self.upload(port: port, body: Self.multipart([("notes.jpg", Array("text".utf8)), ("ok.png", Self.png())]))
            #expect(mixed.status == 201)
            #expect(mixed.text.contains("not a photo"), "each file has its result: \(mixed.text)")
            #expect(Self.listing(folder) == ["ok.png"])
        }
    }

    @Test func uploadsOff_404_andAGetIs405() async throws {
        try await RemoteHTTPServerTests.withServer { port, _, _ in
            let off = try await Self.upload(port: port, body: Self.multipart([("a.png", Self.png())]))
            #expect(off.status == 404)
            #expect(off.errorMessage?.contains("upload-folder") == true)
            let get = try await TestHTTP.request(port: port, "GET", "/api/upload", headers: RemoteHTTPServerTests.auth)
            #expect(get.status == 405)
        }
    }

    @Test func aDroppedUpload_leavesNothing() async throws {
        // The server's own deadlines (30 s idle) would remove the half-written file by
        // themselves; in a full run on a busy 2-core machine this test's task can wait longer
        // than that for a thread and never see the file. Here only the hang-up may remove it.
        try await Self.withUploads(limits: ConnectionLimits(requestDeadline: 600, idleTimeout: 600)) { port, _, folder, _ in
            let socket = try TestSocket(port: port)
            var head = "POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(RemoteHTTPServerTests.token)\r\n"
            head += "Content-Type: multipart/form-data; boundary=\(Self.boundary)\r\nContent-Length: 1000000\r\n\r\n"
            socket.send(head)
            socket.send(Data(Self.multipart([("half.png", Self.png(size: 5000))]).prefix(3000)))
            // Deadlines on the wall clock, not counts of naps: in a full run on a busy 2-core
            // machine the server's thread got to the body after more than 10 s.
            var started = Self.listing(folder)
            let appears = Date().addingTimeInterval(60)
            while started.isEmpty, Date() < appears {
                try await Task.sleep(nanoseconds: 50_000_000)
                started = Self.listing(folder)
            }
            #expect(started.count == 1 && started[0].hasPrefix(".upload-"), "the body goes to a hidden temporary file: \(started)")
            socket.close()
            // The server notices the hang-up on its next wake-up (50 ms at most).
            var left = Self.listing(folder)
            let cleared = Date().addingTimeInterval(60)
            while !left.isEmpty, Date() < cleared {
                try await Task.sleep(nanoseconds: 50_000_000)
                left = Self.listing(folder)
            }
            #expect(left.isEmpty, "the half-written temporary file is removed")
        }
    }
}
