import Foundation
import Testing
import UnwindConfig
import UnwindSlideshow
import UnwindTestSupport

/// Network folders in the config: URLs in `paths` stay URLs, the password is only ever a file.
@Suite struct NetworkFolderOptionsTests {
    @Test func urlsAndTheirKeys() throws {
        let tree = try TemporaryTree()
        let file = tree.path + "/unwind.toml"
        let text = """
            paths = ["https://cloud.example.org/remote.php/dav/files/me/Photos", "webdav://nas.local/photo", "local"]
            user = "me"
            password-file = "dav-password"
            ca-file = "/etc/unwind/home-ca.pem"
            cache-max-mb = 512
            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let config = try SlideshowConfig.load(file: file)
        #expect(config.paths == ["https://cloud.example.org/remote.php/dav/files/me/Photos", "webdav://nas.local/photo", tree.path + "/local"])
        #expect(config.network.user == "me" && config.network.passwordFile == tree.path + "/dav-password")
        #expect(config.network.caFile == "/etc/unwind/home-ca.pem" && config.network.cacheMaxMB == 512)
        #expect(SlideshowConfig().network.cacheMaxMB == 2048, "2 GiB unless set")
    }

    @Test(arguments: [("cache-max-mb = 1", "cache-max-mb"), ("password-file = \"\"", "password-file"), ("password = \"x\"", "password")])
    func badValues(text: String, key: String) {
        #expect {
            try SlideshowConfig.parse(text, file: "unwind.toml")
        } throws: { error in
            (error as? ConfigError)?.key == key
        }
    }
}
