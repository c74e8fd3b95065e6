import Foundation

/// A walk over a WebDAV share: one `PROPFIND` (depth 1) per folder, every answer and count
/// capped (`WebDAVLimits`), every href checked to lie under the share's folder.
struct WebDAVListing: Sendable {
    let location: WebDAVLocation
    let limits: WebDAVLimits
    /// Which file names are photos.
    let accepts: @Sendable (String) -> Bool

    var serverName: String { location.description }

    /// Every photo under the share's folder, by path relative to it, folder by folder.
    /// - Throws: one line naming the server when a folder cannot be listed or a limit is passed.
    func walk(with handle: CurlHandle) throws(WebDAVError) -> [String: WebDAVEntry] {
        var photos: [String: WebDAVEntry] = [:]
        var folders: [(path: String, depth: Int)] = [(location.path, 0)]
        var entries = 0
        while let next = folders.popLast() {
            let listed = try list(next.path, with: handle)
            entries += listed.count
            guard entries <= limits.maxEntries else {
                throw WebDAVError("\(serverName) holds more than \(limits.maxEntries) entries; not listed further")
            }
            for entry in listed {
                guard let relative = relativePath(entry.href), !relative.isEmpty else { continue }
                if entry.isFolder {
                    let depth = next.depth + 1
                    let serverPath = location.path + Self.encode(relative)
                    guard serverPath + "/" != next.path else { continue }
                    guard depth <= limits.maxDepth else {
                        throw WebDAVError("\(serverName) has folders more than \(limits.maxDepth) levels deep (\(relative)); not listed further")
                    }
                    folders.append((serverPath + "/", depth))
                } else if accepts(relative) {
                    photos[relative] = entry
                }
            }
        }
        return photos
    }

    /// One folder's entries (itself included, as servers send it).
    func list(_ serverPath: String, with handle: CurlHandle) throws(WebDAVError) -> [WebDAVEntry] {
        let answer = try handle.propfind(location.origin + serverPath)
        switch answer.status {
        case 207: break
        case 401, 403:
            let who = location.user.map { "user '\($0)'" } ?? "a request without a user"
            throw WebDAVError("\(serverName) refused \(who) (\(answer.status)): wrong user or password?", isRefusal: true)
        case 404: throw WebDAVError("\(location.origin + serverPath) does not exist on the server (404)")
        default: throw WebDAVError("\(location.origin + serverPath) answered \(answer.status) instead of a WebDAV listing")
        }
        do {
            return try MultistatusParser(maxEntries: limits.maxEntriesPerFolder).parse(answer.body)
        } catch {
            throw WebDAVError("the listing of \(location.origin + serverPath) \(error.description)")
        }
    }

    /// An href as a path under the share's folder, or nil when it is outside it or unsafe
    /// (`..`, empty or hidden components, NUL).
    func relativePath(_ href: String) -> String? {
        var path = href
        if let scheme = path.range(of: "://") {
            let afterScheme = path[scheme.upperBound...]
            path = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
        }
        let base = location.path.removingPercentEncoding ?? location.path
        guard path.hasPrefix(base) || path + "/" == base else { return nil }
        let rest = path.dropFirst(base.count)
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.allSatisfy({ !$0.hasPrefix(".") && !$0.contains("\0") && $0 != ".." }) else { return nil }
        return parts.joined(separator: "/")
    }

    /// The server path (decoded, as the `MediaID` key holds it) of a path under the share.
    func serverPath(of relative: String) -> String {
        (location.path.removingPercentEncoding ?? location.path) + relative
    }

    /// The path under the share of a decoded server path; nil when it is outside the share.
    func relative(ofServerPath path: String) -> String? {
        let base = location.path.removingPercentEncoding ?? location.path
        guard path.hasPrefix(base), path.count > base.count else { return nil }
        return relativePath(path)
    }

    /// The request URL of a path under the share.
    func url(of relative: String) -> String {
        location.origin + location.path + Self.encode(relative)
    }

    /// Percent-encodes each component of a relative path for a request URL.
    static func encode(_ relative: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#;")
        return relative.split(separator: "/").map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    }
}
