import Foundation
import UnwindMedia
import UnwindSlideshow
import UnwindWebDAV

/// Network folders (`https://…`, `webdav://…`) among a show's roots: each is mirrored into a
/// cache folder under `$XDG_CACHE_HOME/unwind` that the show reads like a local folder, so a
/// slow or absent server never holds up a frame (see docs/kiosk.md, "Network folders").
final class NetworkFolders {
    /// The roots with each URL replaced by its cache folder.
    let roots: [String]
    private let mirrors: [WebDAVMirror]
    private var lastShown: String?

    private init(roots: [String], mirrors: [WebDAVMirror]) {
        self.roots = roots
        self.mirrors = mirrors
    }

    /// Starts a mirror for every URL among `given`; nil when there is none.
    /// - Throws: one line for a bad URL, an unreadable password file, or a refused password
    ///   when network folders are the only source and nothing is cached.
    /// - Parameter wholeFirstPass: wait for the first pass to end (headless runs, which are a
    ///   function of their inputs: photos must not join at the mercy of download speed).
    static func start(_ given: [String], settings: SlideshowConfig, passwordFile: String?, caFile: String?, wholeFirstPass: Bool) throws
        -> NetworkFolders?
    {
        guard given.contains(where: WebDAVLocation.looksLikeURL) else { return nil }
        let options = settings.network
        let password = try (passwordFile ?? options.passwordFile).map(readPassword)
        var roots: [String] = []
        var mirrors: [WebDAVMirror] = []
        var refusals: [String] = []
        for root in given {
            guard WebDAVLocation.looksLikeURL(root) else {
                roots.append(root)
                continue
            }
            var location: WebDAVLocation
            do {
                location = try WebDAVLocation(parsing: root)
            } catch {
                throw RunFailure(description: "network folder: \(error.message)")
            }
            if location.user == nil { location.user = options.user }
            let mirror: WebDAVMirror
            do {
                mirror = try WebDAVMirror(
                    WebDAVMirror.Options(
                        location: location, password: password, caFile: caFile ?? options.caFile, cacheRoot: cacheRoot(),
                        maxCacheBytes: options.cacheMaxMB << 20,
                        accepts: { name in PhotoScanner.imageExtensions.contains((name as NSString).pathExtension.lowercased()) }))
            } catch {
                throw RunFailure(description: "network folder \(location): \(error.message)")
            }
            mirror.onLog = { line in Slideshow.logger.warning("\(line)") }
            do {
                try mirror.check()
            } catch {
                if error.isRefusal { refusals.append(error.message) }
                Slideshow.logger.error("webdav: \(error.message)\(mirror.cachedCount > 0 ? "; showing the \(mirror.cachedCount) cached photos" : "")")
            }
            roots.append(mirror.folder)
            mirrors.append(mirror)
        }
        let onlyNetwork = roots.count == mirrors.count
        if onlyNetwork, refusals.count == mirrors.count, mirrors.allSatisfy({ $0.cachedCount == 0 }) {
            throw RunFailure(description: refusals.joined(separator: "; "))
        }
        for mirror in mirrors { mirror.start() }
        if wholeFirstPass {
            for mirror in mirrors { _ = mirror.waitForPasses(1, seconds: 600) }
        } else {
            // With nothing cached yet the show waits for its first photo, not for the whole share.
            for mirror in mirrors where mirror.cachedCount == 0 { mirror.waitForFirstPhoto(seconds: 60) }
        }
        return NetworkFolders(roots: roots, mirrors: mirrors)
    }

    /// The password: the file's first line (a trailing newline is not part of it).
    private static func readPassword(_ file: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw RunFailure(description: "--password-file \(file): cannot read it")
        }
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let password = line.hasSuffix("\r") ? String(line.dropLast()) : line
        guard !password.isEmpty else { throw RunFailure(description: "--password-file \(file): the first line is empty") }
        return password
    }

    /// `$XDG_CACHE_HOME/unwind`, else `~/.cache/unwind`.
    static func cacheRoot() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/unwind" }
        return (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/unwind"
    }

    /// Tells the mirrors which photo came on screen (least-recently-shown eviction).
    func noteShown(_ path: String?) {
        guard let path, path != lastShown else { return }
        lastShown = path
        for mirror in mirrors { mirror.noteShown(path) }
    }

    /// Stops every mirror's passes.
    func stop() {
        for mirror in mirrors { mirror.stop() }
    }
}
