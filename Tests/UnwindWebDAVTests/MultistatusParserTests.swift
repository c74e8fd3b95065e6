import Testing
import UnwindWebDAV

/// PROPFIND answers as Nextcloud, Apache and rclone write them, and hostile ones.
@Suite struct MultistatusParserTests {
    static let answer = """
        <?xml version="1.0" encoding="UTF-8"?>
        <d:multistatus xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns"><!-- a comment -->
        <d:response><d:href>/dav/Photos/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype></d:prop>
        <d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
        <d:response><d:href>/dav/Photos/Caf%C3%A9%20&amp;%20bar.jpg</d:href><d:propstat><d:prop><d:resourcetype/>
        <d:getetag>&quot;5f2-abc&quot;</d:getetag><d:getlastmodified>Tue, 03 Jun 2025 10:00:00 GMT</d:getlastmodified>
        <d:getcontentlength>1522</d:getcontentlength></d:prop></d:propstat>
        <d:propstat><d:prop><d:getetag/><d:getcontentlength></d:getcontentlength></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat></d:response>
        <D:response xmlns:D="DAV:"><D:href><![CDATA[/dav/Photos/2024/]]></D:href><D:propstat><D:prop>
        <D:resourcetype><D:collection/></D:resourcetype></D:prop></D:propstat></D:response>
        </d:multistatus>
        """

    @Test func entriesOfACommonAnswer() throws {
        let entries = try MultistatusParser(maxEntries: 10).parse(Array(Self.answer.utf8))
        #expect(entries.count == 3)
        #expect(entries[0] == WebDAVEntry(href: "/dav/Photos/", isFolder: true))
        #expect(entries[1].href == "/dav/Photos/Café & bar.jpg" && !entries[1].isFolder)
        #expect(entries[1].etag == "\"5f2-abc\"" && entries[1].size == 1522)
        #expect(entries[1].lastModified == "Tue, 03 Jun 2025 10:00:00 GMT")
        #expect(entries[2].href == "/dav/Photos/2024/" && entries[2].isFolder, "another prefix, CDATA")
    }

    @Test func tooManyEntriesAreRefused() {
        let many = "<d:multistatus xmlns:d=\"DAV:\">" + String(repeating: "<d:response><d:href>/x</d:href></d:response>", count: 11) + "</d:multistatus>"
        #expect {
            try MultistatusParser(maxEntries: 10).parse(Array(many.utf8))
        } throws: { error in
            (error as? MultistatusParser.Failure)?.description == "lists more than 10 entries"
        }
    }

    @Test func deepNestingIsRefused() {
        let deep = "<d:multistatus xmlns:d=\"DAV:\">" + String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000) + "</d:multistatus>"
        #expect {
            try MultistatusParser(maxEntries: 10).parse(Array(deep.utf8))
        } throws: { error in
            (error as? MultistatusParser.Failure)?.description.contains("more than 32 deep") == true
        }
    }

    @Test(arguments: [
        "<!DOCTYPE x [<!ENTITY a \"aaaa\">]><d:multistatus xmlns:d=\"DAV:\">&a;</d:multistatus>",
        "<html><body>Login</body></html>",
        "<d:multistatus xmlns:d=\"DAV:\"><d:response><d:href>/x</d:href>",
        "<d:multistatus xmlns:d=\"DAV:\"><d:response></d:href></d:response></d:multistatus>",
        "",
    ])
    func malformedOrForeignAnswersAreRefused(_ text: String) {
        #expect(throws: MultistatusParser.Failure.self) { try MultistatusParser(maxEntries: 10).parse(Array(text.utf8)) }
    }
}
