import Foundation
import Testing
import UnwindConfig
import UnwindInput
import UnwindRemote
import UnwindTestSupport

@testable import UnwindMQTT

#if canImport(Glibc)
import Glibc
#endif

/// The client's own network loop against a real broker, in a process with more than 1024
/// descriptors open: libmosquitto's thread (`select(2)`) gave up there for good, and every
/// MQTT test of a full test run failed.
@Suite(.serialized, .enabled(if: TestBroker.present, "mosquitto is not installed (apt-get install mosquitto)"))
struct MosquittoLoopTests {
    @Test func commandsArriveWhenTheSocketIsNumberedPast1024() async throws {
        try await onOwnThread { try Self.commandsArriveWhenTheSocketIsNumberedPast1024() }
    }

    static func commandsArriveWhenTheSocketIsNumberedPast1024() throws {
        guard let held = DescriptorsHeld(upTo: 1100) else {
            // A hard limit under 1100 descriptors: nothing in this process can reach 1024.
            return
        }
        defer { held.close() }
        let broker = try TestBroker()
        let inbox = RemoteInbox()
        let bridge = try MQTTBridge(options: MQTTOptions(host: "127.0.0.1", port: broker.port, deviceID: "crowded"), inbox: inbox, board: StatusBoard())
        try bridge.start()
        defer { bridge.stop() }
        let sender = try MosquittoClient(MosquittoClient.Settings(host: "127.0.0.1", port: broker.port, clientID: "crowded-sender"))
        try sender.start()
        defer { sender.stop() }
        #expect(MQTTBrokerTests.eventually(30) { bridge.isConnected && sender.isConnected }, "both connected with sockets numbered past 1024")
        Thread.sleep(forTimeInterval: 0.3)
        sender.publish("unwind/crowded/cmd/next", "PRESS")
        #expect(inbox.waitAndDrain(timeout: 20) == [.next])
    }

    @Test func stopEndsTheBackOffAtOnce() async throws {
        try await onOwnThread { try Self.stopEndsTheBackOffAtOnce() }
    }

    static func stopEndsTheBackOffAtOnce() throws {
        let port = try TestBroker.freePort()
        let client = try MosquittoClient(MosquittoClient.Settings(host: "127.0.0.1", port: port, clientID: "nobody-home"))
        try client.start()
        // Refused at 0, 1 and 3 s: the thread is in its 4 s back-off until about 7 s.
        Thread.sleep(forTimeInterval: 3.5)
        let started = Date()
        client.stop()
        // It sleeps out the back-off on the wake pipe, so the stop ends it at once; without
        // the wake-up, stop() would give up waiting after its 2 s of patience.
        #expect(Date().timeIntervalSince(started) < 1.5, "stopped in \(Date().timeIntervalSince(started)) s")
        #expect(!client.isConnected)
    }
}

/// Descriptors on /dev/null held open until the next one a socket gets is numbered past a
/// bound, the soft limit raised for them as far as the hard limit allows.
final class DescriptorsHeld {
    private var fds: [Int32] = []

    /// Nil when the hard limit is too low to get there.
    init?(upTo bound: Int32) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_max > rlim_t(bound) + 64 else { return nil }
        if limit.rlim_cur < rlim_t(bound) + 64 {
            limit.rlim_cur = min(limit.rlim_max, rlim_t(bound) + 1024)
            guard setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        }
        while true {
            let fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                close()
                return nil
            }
            fds.append(fd)
            if fd >= bound { break }
        }
    }

    /// Closes them all.
    func close() {
        for fd in fds { Glibc.close(fd) }
        fds = []
    }
}
