import Foundation
import Testing
import UnwindConfig
import UnwindInput
import UnwindRemote
import UnwindTestSupport

@testable import UnwindMQTT

/// `mqtts://` with a CA file, user and password, against a mosquitto broker whose certificate
/// the test makes with openssl; a wrong password never connects.
@Suite(
    .serialized, .enabled(if: TestBroker.present && FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl"), "mosquitto or openssl is not installed"))
struct MQTTSecureBrokerTests {
    /// A CA, a server certificate for 127.0.0.1 signed by it, and a password file for `frame`.
    static func secureListener(_ folder: URL) throws -> String {
        try TestCertificates.make(in: folder)
        try TestCertificates.sh("mosquitto_passwd -b -c passwd frame 'secret-pw'", in: folder)
        return """
            cafile \(folder.path)/ca.pem
            certfile \(folder.path)/server.pem
            keyfile \(folder.path)/server.key
            allow_anonymous false
            password_file \(folder.path)/passwd
            """
    }

    @Test func tlsWithUserAndPasswordCarriesCommands() async throws {
        try await onOwnThread {
            let broker = try TestBroker(listener: Self.secureListener)
            let ca = broker.folder.appendingPathComponent("ca.pem").path
            let inbox = RemoteInbox()
            var options = MQTTOptions(host: "127.0.0.1", port: broker.port, tls: true, username: "frame", password: "secret-pw", caFile: ca, deviceID: "secure")
            let bridge = try MQTTBridge(options: options, inbox: inbox, board: StatusBoard())
            try bridge.start()
            defer { bridge.stop() }
            #expect(MQTTBrokerTests.eventually(10) { bridge.isConnected }, "connected over TLS with user and password")

            let sender = try MosquittoClient(
                MosquittoClient.Settings(
                    host: "127.0.0.1", port: broker.port, clientID: "secure-sender", username: "frame", password: "secret-pw", tls: true, caFile: ca))
            try sender.start()
            defer { sender.stop() }
            #expect(MQTTBrokerTests.eventually(10) { sender.isConnected })
            Thread.sleep(forTimeInterval: 0.3)
            sender.publish("unwind/secure/cmd/next", "PRESS")
            #expect(inbox.waitAndDrain(timeout: 2) == [.next])

            options.password = "wrong"
            let intruder = try MQTTBridge(options: options, inbox: RemoteInbox(), board: StatusBoard())
            try intruder.start()
            defer { intruder.stop() }
            Thread.sleep(forTimeInterval: 2)
            #expect(!intruder.isConnected, "a wrong password is refused by the broker")
        }
    }
}
