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
    /// Runs a command line, failing the test when it fails.
    static func sh(_ command: String, in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BrokerError("failed: \(command)") }
    }

    /// A CA, a server certificate for 127.0.0.1 signed by it, and a password file for `frame`.
    static func secureListener(_ folder: URL) throws -> String {
        try sh("openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj '/CN=Unwind test CA'", in: folder)
        try sh("openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj '/CN=127.0.0.1'", in: folder)
        try "subjectAltName=IP:127.0.0.1\n".write(to: folder.appendingPathComponent("ext.cnf"), atomically: true, encoding: .utf8)
        try sh("openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 2 -extfile ext.cnf", in: folder)
        try sh("mosquitto_passwd -b -c passwd frame 'secret-pw'", in: folder)
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
