import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A real `mosquitto` broker on a free loopback port, with its config in a temp folder;
/// started by a test and killed after.
public final class TestBroker: @unchecked Sendable {
    /// The mosquitto binary, from the usual Debian paths; nil when it is not installed.
    public static let executable = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// True when mosquitto is installed; tests that need a broker are disabled without it.
    public static var present: Bool { executable != nil }

    /// The loopback port it listens on.
    public private(set) var port: Int
    /// Its config (and TLS files) folder.
    public let folder: URL
    private var process: Process?

    /// - Parameter listener: the lines after `listener PORT 127.0.0.1`, given the broker's
    ///   folder (TLS files, password file); anonymous access when nil.
    public init(listener: ((URL) throws -> String)? = nil) throws {
        port = try Self.freePort()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-broker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        access = try listener?(folder) ?? "allow_anonymous true"
        // A free port can be taken by another test between `freePort` and mosquitto's bind;
        // then mosquitto exits while whoever took the port answers `canConnect`. So the broker
        // must still be running once it answers, or it starts again on another port.
        for attempt in 1...5 {
            try writeConfig()
            do {
                try start()
                Thread.sleep(forTimeInterval: 0.1)
                if process?.isRunning == true { return }
            } catch {
                guard attempt < 5 else { throw error }
            }
            guard attempt < 5 else { throw BrokerError("mosquitto exited at start on port \(port) five times") }
            stop()
            port = try Self.freePort()
        }
    }

    /// The lines after `listener PORT 127.0.0.1`.
    private let access: String

    private func writeConfig() throws {
        let config = """
            per_listener_settings true
            listener \(port) 127.0.0.1
            \(access)
            persistence false
            log_dest stderr
            log_type error
            user root
            """
        try config.write(to: folder.appendingPathComponent("mosquitto.conf"), atomically: true, encoding: .utf8)
    }

    /// Starts the broker and waits until it accepts connections.
    public func start() throws {
        process = try LoopbackServerProcess.launch(
            Self.executable ?? "/usr/sbin/mosquitto", ["-c", folder.appendingPathComponent("mosquitto.conf").path], port: port, name: "mosquitto")
    }

    /// Kills the broker (SIGKILL: no goodbye to clients, like a crash or power cut).
    public func stop() {
        guard let process else { return }
        LoopbackServerProcess.kill(process)
        self.process = nil
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// A port nobody listens on now, drawn at random below Linux's ephemeral range (32768 and
    /// up), where the many client sockets of a full test run never land and two brokers
    /// started at once rarely draw the same one; port 0's choice if none is free.
    public static func freePort() throws -> Int {
        for _ in 0..<64 {
            if let port = try? bound(Int.random(in: 10000..<30000)) { return port }
        }
        return try bound(0)
    }

    /// Binds 127.0.0.1:`port` for a moment (0: the kernel's choice) and gives the port bound.
    private static func bound(_ port: Int) throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard ok else { throw BrokerError("port \(port) is taken") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// True when something accepts connections on the loopback port.
    public static func canConnect(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}

/// The broker did not start.
public struct BrokerError: Error, CustomStringConvertible {
    /// What went wrong, e.g. no free port or the broker not listening.
    public var description: String
    /// An error with the message to show.
    public init(_ description: String) { self.description = description }
}
