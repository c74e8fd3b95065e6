import Foundation
import Testing
import UnwindTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Issue 24 §5 asks for exit 0 with the report after SIGTERM "also with the remote, MQTT and a
/// decode in flight". A show with `--mqtt` is stopped while connected to a real broker, and
/// while its connection is in flight to a broker that never answers (a listening socket no one
/// accepts from: the TCP handshake completes, the MQTT CONNACK never comes).
@Suite struct MQTTSignalTests {
    /// A TCP port on 127.0.0.1 that listens and never accepts; closed by `close()`.
    struct SilentBroker {
        let fd: Int32
        let port: Int

        init() throws {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let listening = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &length) == 0
                }
            }
            guard listening else {
                Glibc.close(fd)
                throw CocoaError(.fileReadUnknown)
            }
            self.fd = fd
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        func close() { _ = Glibc.close(fd) }
    }

    static func stopAndCheck(mqtt port: Int) throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-mqtt-signal-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let run = try RunningUnwind([
            "slideshow", "Assets/photos", "--headless", "--size", "96x54", "--run-for", "100000", "--mqtt", "mqtt://127.0.0.1:\(port)",
            "--report", report, "-v",
        ])
        #expect(run.waitForStderr(containing: "SDL video driver"), "the run starts: \(run.stderr)")
        _ = run.signalAndTimeExit(SIGTERM)
        #expect(
            run.process.terminationReason == .exit && run.process.terminationStatus == 0,
            "exit \(run.process.terminationStatus), reason \(run.process.terminationReason.rawValue): \(run.stderr)")
        #expect(!run.stderr.contains("still running"), "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        #expect(json?["stoppedBy"] as? String == "SIGTERM")
    }

    @Test(.enabled(if: TestBroker.present, "mosquitto is not installed (apt-get install mosquitto)"))
    func sigtermEndsAShowConnectedToABrokerWithExitZeroAndItsReport() throws {
        let broker = try TestBroker()
        try Self.stopAndCheck(mqtt: broker.port)
    }

    @Test func sigtermEndsAShowWhoseBrokerNeverAnswersWithExitZeroAndItsReport() throws {
        let broker = try SilentBroker()
        defer { broker.close() }
        try Self.stopAndCheck(mqtt: broker.port)
    }
}
