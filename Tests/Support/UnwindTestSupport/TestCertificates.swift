import Foundation

/// A throwaway certificate authority and a server certificate for 127.0.0.1 signed by it,
/// made with openssl for the TLS tests of the MQTT broker and the WebDAV server.
public enum TestCertificates {
    /// True when openssl is installed.
    public static var present: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") }

    /// Runs a command line in `folder`, throwing when it fails.
    public static func sh(_ command: String, in folder: URL) throws {
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

    /// Writes `ca.pem`, `server.pem` and `server.key` (for IP 127.0.0.1) into `folder`.
    public static func make(in folder: URL) throws {
        try sh("openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj '/CN=Unwind test CA'", in: folder)
        try sh("openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj '/CN=127.0.0.1'", in: folder)
        try "subjectAltName=IP:127.0.0.1\n".write(to: folder.appendingPathComponent("ext.cnf"), atomically: true, encoding: .utf8)
        try sh("openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 2 -extfile ext.cnf", in: folder)
    }

    /// Writes `expired.pem` and `expired.key` into a folder `make` filled: a certificate for
    /// 127.0.0.1 signed by the same CA that was valid for one day in 2020 (`openssl ca` sets
    /// the dates; `openssl x509` cannot date a certificate in the past).
    public static func makeExpired(in folder: URL) throws {
        try sh("openssl req -newkey rsa:2048 -nodes -keyout expired.key -out expired.csr -subj '/CN=127.0.0.1'", in: folder)
        let config = """
            [ca]
            default_ca = test
            [test]
            database = index.txt
            new_certs_dir = .
            serial = serial
            default_md = sha256
            policy = any
            x509_extensions = server
            [any]
            commonName = supplied
            [server]
            subjectAltName = IP:127.0.0.1

            """
        try config.write(to: folder.appendingPathComponent("ca.cnf"), atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("index.txt"), atomically: true, encoding: .utf8)
        try "01\n".write(to: folder.appendingPathComponent("serial"), atomically: true, encoding: .utf8)
        try sh(
            "openssl ca -batch -config ca.cnf -cert ca.pem -keyfile ca.key -in expired.csr -out expired.pem -startdate 20200101000000Z -enddate 20200102000000Z",
            in: folder)
    }
}
