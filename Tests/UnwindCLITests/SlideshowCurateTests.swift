import Foundation
import Testing
import UnwindTestSupport

/// Curating a running show from the phone, end to end: a photo uploaded from the page comes
/// next, a hidden photo is in the report and is never shown again, also after a restart
/// (the library index in `--state-dir` remembers it), and no photo file is touched.
@Suite struct SlideshowCurateTests {
    typealias RemoteShow = SlideshowRemoteTests.RemoteShow

    static func multipart(name: String, _ bytes: Data) -> (Data, String) {
        let boundary = "unwindE2Eboundary"
        var body = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n\r\n".utf8)
        body += bytes + Data("\r\n--\(boundary)--\r\n".utf8)
        return (body, "multipart/form-data; boundary=\(boundary)")
    }

    @Test func uploadHideAndARestart() throws {
        let photos = try TemporaryTree()
        for name in ["astronaut.png", "chelsea.png", "coffee.png"] {
            try FileManager.default.copyItem(atPath: Repository.root + "/Assets/photos/" + name, toPath: photos.path + "/" + name)
        }
        let state = try TemporaryTree()
        let uploads = state.path + "/uploads"
        let config = state.path + "/unwind.toml"
        try "upload-folder = \"\(uploads)\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let before = try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted()
        let arguments = { (_: String) in [photos.path, "--state-dir", state.path, "--config", config] }
        let remote = try RemoteShow(arguments)
        #expect(try remote.waitForStatus(seconds: 20) { SlideshowRemoteTests.name($0["current"]) == "astronaut.png" })
        let (hidden, _) = try remote.request("POST", "/api/photo/current/hide")
        #expect(hidden == 202)
        #expect(try remote.waitForStatus { SlideshowRemoteTests.name($0["current"]) == "chelsea.png" }, "the next photo comes at once")

        let rocket = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Assets/photos/rocket.jpg"))
        let (body, type) = Self.multipart(name: "../../rocket.jpg", rocket)
        let upload = try LoopbackHTTP.request(port: remote.port, "POST", "/api/upload", body: body, contentType: type)
        #expect(upload.status == 201, "\(upload.text)")
        #expect(FileManager.default.contents(atPath: uploads + "/rocket.jpg") == rocket)
        let (next, _) = try remote.request("POST", "/api/next")
        #expect(next == 202)
        #expect(try remote.waitForStatus { SlideshowRemoteTests.name($0["current"]) == "rocket.jpg" }, "the upload is the next photo")
        let (favorite, _) = try remote.request("POST", "/api/photo/current/favorite")
        #expect(favorite == 202)
        #expect(try remote.waitForStatus { $0["currentFavorite"] as? Bool == true })
        let report = try remote.finish()
        #expect((report["hidden"] as? [String]) == [photos.path + "/astronaut.png"], "\(report["hidden"] ?? "none")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted() == before, "the photo folder is untouched")

        // Restarted: the index remembers what was hidden; the upload folder is shown too.
        let again = try BuiltProgram.run(
            "unwind",
            [
                "slideshow", photos.path, "--state-dir", state.path, "--config", config, "--headless", "--size", "160x90", "--interval", "1",
                "--order", "name", "--run-for", "12", "--report", state.path + "/again.json",
            ])
        #expect(again.status == 0, "\(again.stderr)")
        let second = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state.path + "/again.json"))) as? [String: Any] ?? [:]
        let shown = Set((second["shown"] as? [String] ?? []).compactMap { SlideshowRemoteTests.name($0) })
        #expect(!shown.contains("astronaut.png"), "hidden for good: \(shown)")
        #expect(shown.isSuperset(of: ["chelsea.png", "coffee.png", "rocket.jpg"]), "\(shown)")
    }
}
