import Foundation
import Testing
import UnwindTestSupport

@testable import UnwindRemote

/// Names from a phone made safe, and saving that never replaces a file.
@Suite struct UploadFolderTests {
    @Test func namesStayInsideTheFolder() {
        #expect(UploadFolder.safeName("../../x.jpg", format: .jpeg) == "x.jpg")
        #expect(UploadFolder.safeName("..\\..\\Windows\\evil.png", format: .png) == "evil.png")
        #expect(UploadFolder.safeName("/etc/passwd", format: .png) == "passwd.png")
        #expect(UploadFolder.safeName("..", format: .jpeg) == "photo.jpg")
        #expect(UploadFolder.safeName(".hidden.jpg", format: .jpeg) == "hidden.jpg")
        #expect(UploadFolder.safeName("", format: .heif) == "photo.heic")
        #expect(UploadFolder.safeName("a\u{0}b\nc.JPEG", format: .jpeg) == "abc.jpeg")
        #expect(UploadFolder.safeName("holiday.txt", format: .png) == "holiday.png")
        #expect(UploadFolder.safeName(String(repeating: "é", count: 300) + ".jpg", format: .jpeg).utf8.count <= 124)
    }

    @Test func savingNeverOverwrites() throws {
        let tree = try TemporaryTree()
        let folder = UploadFolder(path: tree.path + "/uploads")
        var saved: [String] = []
        for content in ["first", "second", "third"] {
            let (fd, temporary) = try folder.makeTemporary()
            _ = content.withCString { write(fd, $0, strlen($0)) }
            close(fd)
            saved.append(try folder.commit(temporary: temporary, as: "x.jpg"))
        }
        #expect(saved.map { ($0 as NSString).lastPathComponent } == ["x.jpg", "x-1.jpg", "x-2.jpg"])
        #expect(try String(contentsOfFile: saved[0], encoding: .utf8) == "first")
        #expect(try String(contentsOfFile: saved[2], encoding: .utf8) == "third")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["x-1.jpg", "x-2.jpg", "x.jpg"], "no temporary file stays")
    }
}
