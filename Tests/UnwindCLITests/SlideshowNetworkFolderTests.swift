import Foundation
import Testing
import UnwindTestSupport

/// `unwind slideshow http://…` end to end against a real WebDAV server (`rclone serve
/// webdav` on loopback): the show plays the share from its cache, a wrong password ends a
/// show with no other source within seconds naming the server, and the password never
/// shows in what the program prints.
@Suite(.enabled(if: TestWebDAVServer.present, "rclone is not installed (apt-get install rclone)"))
struct SlideshowNetworkFolderTests {
    static func passwordFile(_ folder: TemporaryTree, _ password: String) throws -> String {
        let path = folder.path + "/password"
        try (password + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aShareIsShownFromItsCache() throws {
        let server = try TestWebDAVServer()
        for name in ["astronaut.png", "chelsea.png", "coffee.png"] {
            try FileManager.default.copyItem(atPath: Repository.root + "/Assets/photos/" + name, toPath: server.root.path + "/" + name)
        }
        let home = try TemporaryTree()
        let report = home.path + "/report.json"
        let run = try BuiltProgram.run(
            "unwind",
            [
                "slideshow", server.url, "--password-file", try Self.passwordFile(home, TestWebDAVServer.password), "--headless", "--size", "160x90",
                "--interval", "1", "--order", "name", "--run-for", "10", "--report", report, "--index", "off",
            ], environment: ["XDG_CACHE_HOME": home.path + "/cache"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains(TestWebDAVServer.password), "the password is never printed")
        // Nor written: not in the report, not anywhere in the cache (its index included).
        #expect(!(try String(contentsOfFile: report, encoding: .utf8)).contains(TestWebDAVServer.password), "nor reported")
        let written = (FileManager.default.enumerator(atPath: home.path + "/cache")?.allObjects as? [String] ?? []).compactMap {
            FileManager.default.contents(atPath: home.path + "/cache/" + $0)
        }
        #expect(!written.isEmpty && !written.contains { $0.range(of: Data(TestWebDAVServer.password.utf8)) != nil }, "nor kept in the cache")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any] ?? [:]
        let shown = (json["shown"] as? [String] ?? [])
        #expect(Set(shown.map { ($0 as NSString).lastPathComponent }) == ["astronaut.png", "chelsea.png", "coffee.png"], "\(shown)")
        #expect(shown.allSatisfy { $0.hasPrefix(home.path + "/cache/unwind/webdav/") }, "read from the cache: \(shown.first ?? "")")
    }

    /// While a show downloads from the share, neither its command line nor its environment,
    /// nor those of any process it starts, holds the password (it is read from the file
    /// and handed to libcurl in the process).
    @Test func thePasswordIsNotInTheProcessList() throws {
        let server = try TestWebDAVServer()
        for name in ["astronaut.png", "coffee.png"] {
            try FileManager.default.copyItem(atPath: Repository.root + "/Assets/photos/" + name, toPath: server.root.path + "/" + name)
        }
        let home = try TemporaryTree()
        let process = Process()
        process.executableURL = BuiltProgram.url("unwind")
        process.arguments = [
            "slideshow", server.url, "--password-file", try Self.passwordFile(home, TestWebDAVServer.password), "--headless", "--size", "160x90",
            "--interval", "1", "--run-for", "6", "--index", "off",
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": home.path + "/cache"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let password = Data(TestWebDAVServer.password.utf8)
        var looks = 0
        var exposed: [String] = []
        let deadline = Date(timeIntervalSinceNow: 120)
        while process.isRunning, Date() < deadline {
            var pids = [Int(process.processIdentifier)]
            var index = 0
            while index < pids.count {
                let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pids[index])/task")) ?? []
                for task in tasks {
                    let children = (try? String(contentsOfFile: "/proc/\(pids[index])/task/\(task)/children", encoding: .utf8)) ?? ""
                    pids += children.split(separator: " ").compactMap { Int($0) }
                }
                index += 1
            }
            for pid in pids {
                for file in ["cmdline", "environ"] {
                    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/\(file)") else { continue }
                    looks += 1
                    if data.range(of: password) != nil { exposed.append("\(pid)/\(file)") }
                }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(looks > 0, "the running show was looked at")
        #expect(exposed.isEmpty, "\(exposed)")
    }

    @Test func anEmptyShareIsNothingToShowNamingTheNetworkFolders() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("notes.txt", Array("not a photo".utf8))
        let home = try TemporaryTree()
        let run = try BuiltProgram.run(
            "unwind",
            [
                "slideshow", server.url, "--password-file", try Self.passwordFile(home, TestWebDAVServer.password), "--headless", "--run-for", "2", "--index",
                "off",
            ],
            timeout: 60, environment: ["XDG_CACHE_HOME": home.path + "/cache"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("nothing to show: no photos in the network folders"), "\(run.stderr)")
    }

    @Test func aWrongPasswordEndsAShowWithNoOtherSource() throws {
        let server = try TestWebDAVServer()
        _ = try server.root.file("a.jpg")
        let home = try TemporaryTree()
        let started = Date()
        let run = try BuiltProgram.run(
            "unwind", ["slideshow", server.url, "--password-file", try Self.passwordFile(home, "not-the-password"), "--headless", "--run-for", "5"],
            timeout: 60, environment: ["XDG_CACHE_HOME": home.path + "/cache"])
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status != 0)
        #expect(run.stderr.contains("127.0.0.1:\(server.port)") && run.stderr.contains("refused user 'frame'"), "\(run.stderr)")
        #expect(!run.stderr.contains("not-the-password"))
        #expect(seconds < 15, "within seconds: \(seconds)")
    }

    /// An expired certificate on its own: a CA the show trusts (`--ca-file`) signed a server
    /// certificate that ran out in 2020 (openssl), served by rclone on loopback. The show
    /// says so in one line naming the server and plays the photos cached while the
    /// certificate was good, and a local folder beside it.
    @Test(.enabled(if: TestCertificates.present, "openssl is not installed"))
    func anExpiredCertificateIsOneLineAndTheShowGoesOnFromTheCache() throws {
        let server = try TestWebDAVServer(tls: true)
        guard let certificates = server.certificates else { return }
        for name in ["astronaut.png", "chelsea.png"] {
            try FileManager.default.copyItem(atPath: Repository.root + "/Assets/photos/" + name, toPath: server.root.path + "/" + name)
        }
        let home = try TemporaryTree()
        let local = home.path + "/local"
        try FileManager.default.createDirectory(atPath: local, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.root + "/Assets/photos/coffee.png", toPath: local + "/coffee.png")
        let environment = ["XDG_CACHE_HOME": home.path + "/cache"]
        let common = ["--password-file", try Self.passwordFile(home, TestWebDAVServer.password), "--ca-file", certificates.path + "/ca.pem", "--headless"]
        let filling = try BuiltProgram.run(
            "unwind", ["slideshow", server.url] + common + ["--size", "160x90", "--run-for", "2", "--index", "off"], environment: environment)
        #expect(filling.status == 0, "a good certificate fills the cache: \(filling.stderr)")

        server.stop()
        try TestCertificates.makeExpired(in: certificates.root)
        server.certificateName = "expired"
        try server.start()
        let report = home.path + "/report.json"
        let run = try BuiltProgram.run(
            "unwind",
            ["slideshow", server.url, local] + common + [
                "--size", "160x90", "--interval", "1", "--order", "name", "--run-for", "10", "--report", report, "--index", "off",
            ], timeout: 60, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("certificate has expired") }
        #expect(lines.count == 1, "one line: \(run.stderr)")
        #expect(lines.allSatisfy { $0.contains("https://127.0.0.1:\(server.port)/") && $0.contains("TLS certificate not accepted") }, "\(lines)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any] ?? [:]
        let shown = Set((json["shown"] as? [String] ?? []).map { ($0 as NSString).lastPathComponent })
        #expect(shown == ["astronaut.png", "chelsea.png", "coffee.png"], "the cache and the local folder: \(shown)")
    }

    /// The width and height in a JPEG's frame header (SOF0/SOF2); nil when there is none.
    static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var at = 2
        while at + 9 < bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1], length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            if marker == 0xC0 || marker == 0xC2 {
                return (Int(bytes[at + 7]) << 8 | Int(bytes[at + 8]), Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]))
            }
            at += 2 + length
        }
        return nil
    }

    /// A downloaded photo is kept at display size once shown: the cache's file is a JPEG at
    /// the size the frame needed, smaller than the download, with the original's EXIF block
    /// (its date and orientation); the photo on the server is untouched, a second show with
    /// the server gone plays the copy, and a larger screen gets the original again.
    @Test func theCacheKeepsTheDisplaySizeCopy() throws {
        let server = try TestWebDAVServer()
        let hubble = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Assets/photos/hubble_deep_field.jpg")))
        let exif = ExifJPEG.bytes(taken: "2019:07:14 10:00:00", orientation: 6)
        let segment = Array(exif[2..<(4 + (Int(exif[4]) << 8 | Int(exif[5])))])
        let original = [0xFF, 0xD8] + segment + hubble.dropFirst(2)
        _ = try server.root.file("hubble.jpg", original)
        let home = try TemporaryTree()
        let environment = ["XDG_CACHE_HOME": home.path + "/cache"]
        let arguments = [
            "slideshow", server.url, "--password-file", try Self.passwordFile(home, TestWebDAVServer.password), "--headless", "--size", "160x90",
            "--interval", "1", "--run-for", "3", "--index", "off",
        ]
        let run = try BuiltProgram.run("unwind", arguments, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let cached = (FileManager.default.enumerator(atPath: home.path + "/cache/unwind/webdav")?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix("/files/hubble.jpg")
        }
        guard let file = cached.first.map({ home.path + "/cache/unwind/webdav/" + $0 }) else {
            Issue.record("the photo is in the cache")
            return
        }
        let copy = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(copy.count < original.count / 4, "the display copy is small: \(copy.count) bytes of \(original.count)")
        let size = Self.jpegSize(copy)
        // Stored 1000×872 (and turned upright by its EXIF): far fewer pixels, in the stored shape.
        #expect(size.map { $0.width < 1000 && $0.height < 872 && $0.width > $0.height } == true, "\(String(describing: size))")
        #expect(copy.starts(with: [0xFF, 0xD8] + segment), "the original's EXIF block leads the copy")
        #expect(try Data(contentsOf: URL(fileURLWithPath: server.root.path + "/hubble.jpg")) == Data(original), "the server's photo is untouched")

        server.stop()
        let report = home.path + "/report.json"
        let again = try BuiltProgram.run("unwind", arguments + ["--report", report], timeout: 60, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any] ?? [:]
        #expect((json["shown"] as? [String] ?? []).contains(file), "the copy is shown with the server gone: \(json["shown"] ?? [])")
        #expect((json["skipped"] as? [Any] ?? []).isEmpty, "\(json["skipped"] ?? [])")

        // On a larger screen the small copy is shown once, and the original fetched again for it.
        try server.start()
        let larger = arguments.map { $0 == "160x90" ? "640x360" : $0 }
        for _ in 0..<2 {
            let run = try BuiltProgram.run("unwind", larger, timeout: 60, environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let grown = Self.jpegSize([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(
            grown.map { old in size.map { old.width > $0.width * 2 && old.height > $0.height * 2 } ?? false } == true,
            "a copy for the larger screen: \(String(describing: grown)) after \(String(describing: size))")
    }
}
