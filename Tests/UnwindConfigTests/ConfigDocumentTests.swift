import Testing
import UnwindConfig

/// Typed reads name file, line and key; table order follows the file.
@Suite struct ConfigDocumentTests {
    @Test func entriesComeInFileOrder() throws {
        let document = try ConfigDocument(text: "zeta = 1\nalpha = 2\nmid = 3\n", file: "f.toml")
        #expect(document.entries(of: document.root, at: []).map(\.key) == ["zeta", "alpha", "mid"])
    }

    @Test func numberOutsideItsRangeNamesTheLine() throws {
        let document = try ConfigDocument(text: "\n[t]\nx = 1e9\n", file: "f.toml")
        let table = try #require(document.root["t"]?.table)
        let value = try #require(table["x"])
        #expect(throws: ConfigError(file: "f.toml", line: 3, key: "t.x", message: "must be greater than 0 and at most 60, got 1000000000")) {
            try document.number(value, at: ["t", "x"], in: SettingRange(.above(0), upTo: 60))
        }
    }

    @Test func parseErrorsKeepTheirLine() {
        do {
            _ = try ConfigDocument(text: "a = 1\nb = = 2\n", file: "f.toml")
            Issue.record("parsed")
        } catch {
            #expect(error.line == 2, "\(error)")
        }
    }
}
