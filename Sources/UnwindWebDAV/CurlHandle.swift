import CCurl
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One libcurl easy handle, owned here and freed once; a source's downloads reuse one so
/// connections are kept alive. Only one thread uses it at a time.
///
/// libcurl does the HTTP, TLS (verified against the system's CAs or `caFile`), redirects,
/// timeouts and authentication; this type only sets it up and collects the answer, never
/// writing HTTP itself.
final class CurlHandle {
    /// What a request brought back.
    struct Answer {
        /// The HTTP status of the last response (after redirects).
        var status: Int
        /// The body, for answers kept in memory (listings).
        var body: [UInt8]
    }

    /// Where the body goes: into memory or a file, never past `limit` bytes.
    private final class Sink {
        var bytes: [UInt8] = []
        var fd: Int32 = -1
        var written = 0
        let limit: Int
        var overflowed = false
        var failedWrite = false

        init(limit: Int, fd: Int32 = -1) {
            self.limit = limit
            self.fd = fd
        }
    }

    private static let globalInit: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    private let curl: UnsafeMutableRawPointer
    private let user: String?
    private let password: String?
    private let caFile: String?
    private let limits: WebDAVLimits

    init(user: String?, password: String?, caFile: String?, limits: WebDAVLimits) throws(WebDAVError) {
        guard Self.globalInit, let handle = curl_easy_init() else { throw WebDAVError("libcurl could not start") }
        curl = handle
        self.user = user
        self.password = password
        self.caFile = caFile
        self.limits = limits
    }

    deinit {
        curl_easy_cleanup(curl)
    }

    /// `PROPFIND` depth 1 of `url`, its answer kept in memory up to the listing limit.
    func propfind(_ url: String) throws(WebDAVError) -> Answer {
        let body = """
            <?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/><d:getetag/>\
            <d:getlastmodified/><d:getcontentlength/></d:prop></d:propfind>
            """
        let sink = Sink(limit: limits.maxListingBytes)
        let status = try perform(
            url, method: "PROPFIND", body: body, headers: ["Depth: 1", "Content-Type: application/xml"], sink: sink, seconds: limits.listingSeconds)
        return Answer(status: status, body: sink.bytes)
    }

    /// `GET` of `url` into the open file `fd`, at most `limit` bytes.
    func download(_ url: String, to fd: Int32, limit: Int) throws(WebDAVError) -> Int {
        let sink = Sink(limit: limit, fd: fd)
        return try perform(url, method: "GET", body: nil, headers: [], sink: sink, seconds: limits.downloadSeconds)
    }

    private func perform(_ url: String, method: String, body: String?, headers: [String], sink: Sink, seconds: Int) throws(WebDAVError) -> Int {
        curl_easy_reset(curl)
        var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        var list: UnsafeMutablePointer<curl_slist>?
        for header in headers { list = curl_slist_append(list, header) }
        defer { curl_slist_free_all(list) }
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        let code: CURLcode = errorText.withUnsafeMutableBufferPointer { errorBuffer in
            url.withCString { urlText in
                (body ?? "").withCString { bodyText in
                    method.withCString { methodText in
                        withOptionalCString(user) { userText in
                            withOptionalCString(password) { passwordText in
                                withOptionalCString(caFile) { caText in
                                    _ = unwind_curl_set_string(curl, CURLOPT_URL, urlText)
                                    _ = unwind_curl_set_pointer(curl, CURLOPT_ERRORBUFFER, errorBuffer.baseAddress)
                                    _ = unwind_curl_set_string(curl, CURLOPT_CUSTOMREQUEST, methodText)
                                    if body != nil { _ = unwind_curl_set_string(curl, CURLOPT_COPYPOSTFIELDS, bodyText) }
                                    _ = unwind_curl_set_slist(curl, CURLOPT_HTTPHEADER, list)
                                    _ = unwind_curl_set_long(curl, CURLOPT_NOSIGNAL, 1)
                                    _ = unwind_curl_set_string(curl, CURLOPT_PROTOCOLS_STR, "http,https")
                                    _ = unwind_curl_set_string(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
                                    _ = unwind_curl_set_long(curl, CURLOPT_FOLLOWLOCATION, 1)
                                    _ = unwind_curl_set_long(curl, CURLOPT_MAXREDIRS, limits.maxRedirects)
                                    _ = unwind_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT, limits.connectSeconds)
                                    _ = unwind_curl_set_long(curl, CURLOPT_TIMEOUT, seconds)
                                    _ = unwind_curl_set_long(curl, CURLOPT_LOW_SPEED_LIMIT, limits.lowSpeedBytes)
                                    _ = unwind_curl_set_long(curl, CURLOPT_LOW_SPEED_TIME, limits.lowSpeedSeconds)
                                    _ = unwind_curl_set_long(curl, CURLOPT_SSL_VERIFYPEER, 1)
                                    _ = unwind_curl_set_long(curl, CURLOPT_SSL_VERIFYHOST, 2)
                                    if let caText { _ = unwind_curl_set_string(curl, CURLOPT_CAINFO, caText) }
                                    if let userText {
                                        _ = unwind_curl_set_string(curl, CURLOPT_USERNAME, userText)
                                        _ = unwind_curl_allow_basic_and_digest(curl)
                                        // Credentials are not sent again to another host a redirect names.
                                        _ = unwind_curl_set_long(curl, CURLOPT_UNRESTRICTED_AUTH, 0)
                                    }
                                    if let passwordText { _ = unwind_curl_set_string(curl, CURLOPT_PASSWORD, passwordText) }
                                    _ = unwind_curl_set_write(curl, Self.curlWrite)
                                    _ = unwind_curl_set_pointer(curl, CURLOPT_WRITEDATA, context.toOpaque())
                                    return curl_easy_perform(curl)
                                }
                            }
                        }
                    }
                }
            }
        }
        let status = unwind_curl_response_code(curl)
        guard code == CURLE_OK else {
            if sink.overflowed { throw WebDAVError("the answer is larger than \(Self.size(sink.limit)); not read further") }
            if sink.failedWrite { throw WebDAVError("cannot write to the cache: \(String(cString: strerror(errno)))") }
            let detail = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let reason: String
            switch code {
            case CURLE_OPERATION_TIMEDOUT:
                reason = "timed out (\(detail.isEmpty ? "no answer" : detail))"
            case CURLE_TOO_MANY_REDIRECTS:
                reason = "redirect loop (more than \(limits.maxRedirects) redirects)"
            case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM:
                reason = "TLS certificate not accepted: \(detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)"
            default:
                reason = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
            }
            throw WebDAVError(reason)
        }
        return status
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }

    /// libcurl's write callback: keeps or writes the bytes, or stops the transfer (returning
    /// less than it was given) when they pass the limit.
    private static let curlWrite: unwind_curl_write_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard sink.written + length <= sink.limit else {
            sink.overflowed = true
            return 0
        }
        if sink.fd >= 0 {
            var offset = 0
            while offset < length {
                let n = write(sink.fd, data + offset, length - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    sink.failedWrite = true
                    return 0
                }
                offset += n
            }
        } else {
            data.withMemoryRebound(to: UInt8.self, capacity: length) { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length)) }
        }
        sink.written += length
        return length
    }
}

private func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}
