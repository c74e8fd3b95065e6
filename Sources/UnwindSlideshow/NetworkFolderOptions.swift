/// How the show reaches network folders (`https://…` or `webdav://…` in `paths` or on the
/// command line): the user when the URL names none, the password's file (never the password
/// itself: it would show in the process list, a config backup or a report), a CA bundle for a
/// server with its own certificate authority, and the cache's size.
public struct NetworkFolderOptions: Equatable, Sendable {
    /// The user for folders whose URL names none (`user`).
    public var user: String?
    /// A file whose first line is the password (`password-file`, `--password-file`).
    public var passwordFile: String?
    /// Certificates to verify servers with, besides the system's (`ca-file`, `--ca-file`).
    public var caFile: String?
    /// The most the cache of network photos may hold, in MiB (`cache-max-mb`).
    public var cacheMaxMB = 2048
    /// What `cache-max-mb` may be: 16 MiB to 1 TiB.
    public static let cacheMaxMBRange = 16...1_048_576

    /// Nothing set: URLs carry their user, no password, the system's CAs, a 2 GiB cache.
    public init() {}

    /// Makes relative files relative to the config file's folder.
    mutating func resolveFiles(relativeTo folder: String) {
        func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
        passwordFile = passwordFile.map(resolve)
        caFile = caFile.map(resolve)
    }
}
