import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Starting and killing the real servers tests run on loopback (mosquitto, rclone).
enum LoopbackServerProcess {
    /// Runs `executable` with `arguments` (output dropped) and waits until something accepts
    /// connections on `port`.
    static func launch(_ executable: String, _ arguments: [String], port: Int, name: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // 30 s on the wall clock: a full test run on a busy 2-core machine slows a start a lot.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if TestBroker.canConnect(port: port) { return process }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Glibc.kill(process.processIdentifier, SIGKILL)
        throw BrokerError("\(name) did not start on port \(port)")
    }

    /// Kills a server (SIGKILL: no goodbye to clients, like a crash or power cut) and waits
    /// for it to go. SIGKILL, not terminate(): Foundation's Process starts children with
    /// SIGTERM blocked.
    static func kill(_ process: Process) {
        Glibc.kill(process.processIdentifier, SIGKILL)
        for _ in 0..<100 where process.isRunning { Thread.sleep(forTimeInterval: 0.02) }
    }
}
