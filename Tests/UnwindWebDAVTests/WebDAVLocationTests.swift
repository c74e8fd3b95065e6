import Testing
import UnwindWebDAV

/// Folder URLs as people write them; a password in one is refused.
@Suite struct WebDAVLocationTests {
    @Test func schemesUsersAndPorts() throws {
        let nextcloud = try WebDAVLocation(parsing: "https://me@cloud.example.org/remote.php/dav/files/me/Photos")
        #expect(nextcloud.scheme == "https" && nextcloud.host == "cloud.example.org" && nextcloud.port == nil)
        #expect(nextcloud.user == "me" && nextcloud.path == "/remote.php/dav/files/me/Photos/")
        #expect(nextcloud.description == "https://cloud.example.org/remote.php/dav/files/me/Photos/", "no user in messages")
        let nas = try WebDAVLocation(parsing: "webdav://192.168.1.5:5005/photo")
        #expect(nas.scheme == "http" && nas.port == 5005 && nas.origin == "http://192.168.1.5:5005")
        #expect(try WebDAVLocation(parsing: "webdavs://[::1]:8443").origin == "https://[::1]:8443")
        #expect(WebDAVLocation.looksLikeURL("HTTPS://x/") && !WebDAVLocation.looksLikeURL("/home/me/Photos"))
    }

    @Test(arguments: ["https://me:secret@host/dav", "ftp://host/x", "https://", "https://host:99999/x", "https://ho st/x"])
    func refused(_ text: String) {
        #expect(throws: WebDAVError.self) { try WebDAVLocation(parsing: text) }
    }

    @Test func aPasswordInTheURLIsExplained() {
        #expect {
            try WebDAVLocation(parsing: "https://me:secret@host/dav")
        } throws: { error in
            let text = (error as? WebDAVError)?.message ?? ""
            return text.contains("password file") && !text.contains("secret")
        }
    }
}
