import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A real WebDAV server on a free loopback port: Debian's `rclone serve webdav` over a
/// temporary folder, with basic auth; started by a test, killed (or stopped and started
/// again on the same port, for outages) by it.
public final class TestWebDAVServer: @unchecked Sendable {
    /// rclone from Debian; nil when it is not installed.
    public static let executable = ["/usr/bin/rclone"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// True when rclone is installed; WebDAV tests are disabled without it.
    public static var present: Bool { executable != nil }

    /// The user and password the server accepts.
    public static let user = "frame"
    /// See `user`.
    public static let password = "correct horse battery"

    /// How long rclone keeps a folder's listing: with 0 it reads the folder again for every
    /// entry of a listing (750 entries took 7 s), so a test that changes files waits this long
    /// before listing again (`waitForListingCache`).
    public static let listingCacheSeconds = 1.0

    /// Waits until listings made before now are forgotten, so the next shows the folder's changes.
    public static func waitForListingCache() {
        Thread.sleep(forTimeInterval: listingCacheSeconds + 0.2)
    }

    /// The loopback port.
    public let port: Int
    /// The folder it serves.
    public let root: TemporaryTree
    private var process: Process?
    /// With TLS: the folder holding `ca.pem` (the CA that signed the server's certificate).
    public let certificates: TemporaryTree?
    /// With TLS: which certificate in `certificates` the next `start` serves (`NAME.pem`,
    /// `NAME.key`): `server`, or `expired` after `TestCertificates.makeExpired`.
    public var certificateName = "server"

    /// Serves a new empty folder (fill it through `root`), over https with a certificate
    /// from a throwaway CA when `tls`.
    public init(tls: Bool = false) throws {
        port = try TestBroker.freePort()
        root = try TemporaryTree()
        if tls {
            let folder = try TemporaryTree()
            try TestCertificates.make(in: folder.root)
            certificates = folder
        } else {
            certificates = nil
        }
        try start()
    }

    /// The share's URL (with the user, no password).
    public var url: String { "\(certificates == nil ? "http" : "https")://\(Self.user)@127.0.0.1:\(port)/" }

    /// Starts serving and waits until it accepts connections.
    public func start() throws {
        let arguments =
            [
                "serve", "webdav", root.path, "--addr", "127.0.0.1:\(port)", "--user", Self.user, "--pass", Self.password,
                "--config", "/dev/null", "--dir-cache-time", "\(Self.listingCacheSeconds)s", "--poll-interval", "0",
            ] + (certificates.map { ["--cert", $0.path + "/\(certificateName).pem", "--key", $0.path + "/\(certificateName).key"] } ?? [])
        process = try LoopbackServerProcess.launch(Self.executable ?? "/usr/bin/rclone", arguments, port: port, name: "rclone serve webdav")
    }

    /// Kills the server (a NAS switched off).
    public func stop() {
        process.map(LoopbackServerProcess.kill)
        process = nil
    }

    deinit {
        stop()
    }
}
