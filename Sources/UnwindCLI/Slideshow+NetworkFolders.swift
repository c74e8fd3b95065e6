import Foundation
import UnwindMedia
import UnwindSlideshow
import UnwindWebDAV

/// Network folders (`https://…`, `webdav://…`) among a show's roots: each is a
/// `WebDAVSource` whose `WebDAVFeed` downloads its photos ahead into a cache under
/// `$XDG_CACHE_HOME/unwind` and hands the show each one once it is complete, so a slow or
/// absent server never holds up a frame (see docs/kiosk.md, "Network folders").
final class NetworkFolders {
    /// The local roots (the URLs taken out: their photos come through `feeds`).
    let roots: [String]
    /// One feed per network folder, for the show (`SlideshowStart.joining`).
    let feeds: [WebDAVFeed]

    private init(roots: [String], feeds: [WebDAVFeed]) {
        self.roots = roots
        self.feeds = feeds
    }

    /// Starts a feed for every URL among `given`; nil when there is none.
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
        var feeds: [WebDAVFeed] = []
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
            let feed: WebDAVFeed
            do {
                var source = WebDAVSource.Options(
                    location: location, password: password, caFile: caFile ?? options.caFile, cacheRoot: cacheRoot(),
                    maxCacheBytes: options.cacheMaxMB << 20,
                    accepts: { name in PhotoScanner.imageExtensions.contains((name as NSString).pathExtension.lowercased()) })
                // Photos added or removed on the server (also after an outage: the backoff
                // never waits longer) appear within the show's rescan interval.
                if settings.rescanInterval > 0 {
                    source.rescanSeconds = settings.rescanInterval
                    source.maxBackoffSeconds = min(source.maxBackoffSeconds, max(2, settings.rescanInterval))
                }
                feed = try WebDAVFeed(source)
            } catch {
                throw RunFailure(description: "network folder \(location): \(error.message)")
            }
            feed.onLog = { line in Slideshow.logger.warning("\(line)") }
            do {
                try feed.check()
            } catch {
                if error.isRefusal { refusals.append(error.message) }
                feed.noteOutage(error)
                Slideshow.logger.error(
                    "webdav \(feed.source.serverName): \(error.message)\(feed.cachedCount > 0 ? "; showing the \(feed.cachedCount) cached photos" : "")")
            }
            feeds.append(feed)
        }
        let onlyNetwork = roots.isEmpty
        if onlyNetwork, refusals.count == feeds.count, feeds.allSatisfy({ $0.cachedCount == 0 }) {
            throw RunFailure(description: refusals.joined(separator: "; "))
        }
        for feed in feeds { feed.start() }
        if wholeFirstPass {
            for feed in feeds { _ = feed.waitForPasses(1, seconds: 600) }
        } else {
            // With nothing cached yet the show waits for its first photo, not for the whole share.
            for feed in feeds where feed.cachedCount == 0 { feed.waitForFirstPhoto(seconds: 60) }
        }
        return NetworkFolders(roots: roots, feeds: feeds)
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

    /// Stops every feed's passes.
    func stop() {
        for feed in feeds { feed.stop() }
    }
}
