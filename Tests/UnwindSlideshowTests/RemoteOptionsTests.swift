import Testing
import UnwindConfig
import UnwindSlideshow

/// `listen`, `token-file`, `sync` and `[mqtt]` in the config file, and the address parsers.
@Suite struct RemoteOptionsTests {
    @Test func readsTheRemoteKeys() throws {
        let text = """
            listen = "0.0.0.0:8080"
            token-file = "token.txt"
            host-names = ["Frame.local", "frame"]
            sync = "house"
            upload-folder = "/srv/photos/from-phones"
            upload-max-mb = 20

            [mqtt]
            url = "mqtts://broker.lan:8883"
            username = "frame"
            password = "pw"
            ca-file = "/etc/ca.pem"
            device-id = "hall"
            group = "house"
            """
        let config = try SlideshowConfig.parse(text, file: "unwind.toml")
        #expect(config.remote.listen == ListenAddress(host: "0.0.0.0", port: 8080))
        #expect(config.remote.tokenFile == "token.txt")
        #expect(config.remote.syncGroup == "house")
        #expect(config.remote.hostNames == ["frame.local", "frame"])
        #expect(config.remote.uploadFolder == "/srv/photos/from-phones")
        #expect(config.remote.uploadMaxMB == 20)
        #expect(try SlideshowConfig.parse("", file: "u.toml").remote.uploadMaxMB == 50, "50 MB unless set")
        let mqtt = try #require(config.remote.mqtt)
        #expect(mqtt.host == "broker.lan" && mqtt.port == 8883 && mqtt.tls)
        #expect(mqtt.username == "frame" && mqtt.password == "pw" && mqtt.caFile == "/etc/ca.pem")
        #expect(mqtt.deviceID == "hall" && mqtt.group == "house")
        #expect(config.remote.problem == nil)
    }

    @Test(arguments: [
        ("interval = 5\nlisten = \"localhost\"", 2, "listen"),
        ("listen = \"127.0.0.1:99999\"", 1, "listen"),
        ("sync = \"two words\"", 1, "sync"),
        ("host-names = [\"evil.example/x\"]", 1, "host-names"),
        ("host-names = [\"127.0.0.1\"]", 1, "host-names"),
        ("host-names = \"frame.local\"", 1, "host-names"),
        ("interval = 5\n[mqtt]\nurl = \"http://broker\"", 3, "mqtt.url"),
        ("[mqtt]\nurl = \"mqtt://b\"\nport = 1883", 3, "mqtt.port"),
        ("[mqtt]\nusername = \"x\"", 1, "mqtt.url"),
        ("upload-max-mb = 0", 1, "upload-max-mb"),
        ("upload-folder = \"\"", 1, "upload-folder"),
    ])
    func badValuesNameFileLineAndKey(text: String, line: Int, key: String) {
        #expect {
            try SlideshowConfig.parse(text, file: "unwind.toml")
        } throws: { error in
            guard let error = error as? ConfigError else { return false }
            return error.file == "unwind.toml" && error.line == line && error.key == key
        }
    }

    @Test func listenAddresses() {
        #expect(ListenAddress(parsing: "127.0.0.1:8080") == ListenAddress(host: "127.0.0.1", port: 8080))
        #expect(ListenAddress(parsing: "8080") == ListenAddress(host: "127.0.0.1", port: 8080))
        #expect(ListenAddress(parsing: "localhost:80") == ListenAddress(host: "127.0.0.1", port: 80))
        #expect(ListenAddress(parsing: "[::1]:8080") == ListenAddress(host: "::1", port: 8080))
        #expect(ListenAddress(parsing: "[::]:8080")?.isLoopback == false)
        #expect(ListenAddress(parsing: "127.1.2.3:1")?.isLoopback == true)
        #expect(ListenAddress(parsing: "192.168.1.5:8080")?.isLoopback == false)
        for bad in ["", "host:80", "1.2.3:80", "1.2.3.4", "1.2.3.4:", "256.1.1.1:80", "[::1]8080", "::1:80"] {
            #expect(ListenAddress(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func mqttURLs() {
        #expect(MQTTOptions(url: "mqtt://broker")?.port == 1883)
        #expect(MQTTOptions(url: "mqtts://broker")?.port == 8883)
        #expect(MQTTOptions(url: "mqtt://10.0.0.2:1884")?.host == "10.0.0.2")
        #expect(MQTTOptions(url: "mqtt://10.0.0.2:1884")?.port == 1884)
        #expect(MQTTOptions(url: "mqtt://[::1]:1883")?.host == "::1")
        for bad in ["broker:1883", "http://broker", "mqtt://", "mqtt://user:pw@broker", "mqtt://b:0", "mqtt://b/topic"] {
            #expect(MQTTOptions(url: bad) == nil, "\(bad)")
        }
    }

    @Test func networkListenerNeedsAToken() {
        #expect(RemoteOptions(listen: ListenAddress(host: "0.0.0.0", port: 8080)).problem?.contains("--token-file") == true)
        #expect(RemoteOptions(listen: ListenAddress(host: "0.0.0.0", port: 8080), tokenFile: "t").problem == nil)
        #expect(RemoteOptions(listen: ListenAddress(host: "127.0.0.1", port: 8080)).problem == nil)
    }
}
