import Testing

@testable import UnwindLocalization

@Suite struct PoParserTests {
    @Test func parsesMultiLineStringsEscapesContextAndPlurals() throws {
        let text = #"""
            # A translator comment
            msgid ""
            msgstr ""
            "Language: de\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\n"

            #, c-format
            msgid "Time held: %s"
            msgstr "Gehalten: %s"

            msgid ""
            "A long line "
            "continued"
            msgstr "Eine lange Zeile "
            "fortgesetzt"

            msgid "Say \"hi\"\tthen\nnew line \\ done"
            msgstr "Sag \"hallo\"\tdann\nneue Zeile \\ fertig"

            msgctxt "menu"
            msgid "Quit"
            msgstr "Beenden"

            msgid "%s cycle"
            msgid_plural "%s cycles"
            msgstr[0] "%s Zyklus"
            msgstr[1] "%s Zyklen"

            #, fuzzy
            msgid "Unsure"
            msgstr "Unsicher"
            """#
        let entries = try PoParser.parse(text, file: "de.po")
        #expect(entries.count == 7, "header + 6 messages, got \(entries.count)")
        #expect(entries[0].isHeader)
        #expect(entries[0].translations[0].contains("Plural-Forms"))
        #expect(entries[1].flags.contains("c-format"))
        #expect(entries[2].id == "A long line continued", "got \(entries[2].id)")
        #expect(entries[2].translations == ["Eine lange Zeile fortgesetzt"])
        #expect(entries[3].id == "Say \"hi\"\tthen\nnew line \\ done", "got \(entries[3].id)")
        #expect(entries[3].translations == ["Sag \"hallo\"\tdann\nneue Zeile \\ fertig"])
        #expect(entries[4].context == "menu")
        #expect(entries[5].pluralID == "%s cycles")
        #expect(entries[5].translations == ["%s Zyklus", "%s Zyklen"])
        #expect(!entries[6].isTranslated, "fuzzy entries are not used")

        let catalog = Catalog(language: "de", entries: entries)
        #expect(catalog("Quit") == "Quit", "without its context the message is not found")
        #expect(catalog("Quit", context: "menu") == "Beenden")
        #expect(catalog("Unsure") == "Unsure", "fuzzy falls back to English")
        #expect(catalog.plural("%s cycle", "%s cycles", count: 1) == "%s Zyklus")
        #expect(catalog.plural("%s cycle", "%s cycles", count: 4) == "%s Zyklen")
        #expect(catalog.format("Time held: %s", "1:12") == "Gehalten: 1:12")
        #expect(catalog("Not in the catalog") == "Not in the catalog")
    }

    @Test func errorsNameFileAndLine() {
        let cases: [(String, Int, String)] = [
            ("msgid \"a\"\nmsgstr \"b", 2, "quoted"),
            ("msgid \"a\"\nmsgstr \"\\q\"", 2, "escape"),
            ("msgstr \"orphan\"", 1, "without a msgid"),
            ("msgid \"a\"\nbogus \"x\"", 2, "unknown keyword"),
            ("\"floating\"", 1, "continuation"),
            ("msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"c\"", 1, "no msgstr"),
        ]
        for (text, line, words) in cases {
            do {
                _ = try PoParser.parse(text, file: "x.po")
                Issue.record("parsed malformed input: \(text)")
            } catch {
                #expect(error.file == "x.po" && error.line == line, "\(text): \(error)")
                #expect(error.reason.contains(words), "\(text): \(error.reason)")
                #expect(error.description.hasPrefix("x.po:\(line): "))
            }
        }
    }

    @Test func frenchPluralRuleCountsZeroAsSingular() throws {
        let entries = try PoParser.parse(
            #"""
            msgid ""
            msgstr "Plural-Forms: nplurals=2; plural=(n > 1);\n"

            msgid "%s cycle"
            msgid_plural "%s cycles"
            msgstr[0] "%s cycle"
            msgstr[1] "%s cycles"
            """#)
        let catalog = Catalog(language: "fr", entries: entries)
        #expect(catalog.plural("%s cycle", "%s cycles", count: 0) == "%s cycle")
        #expect(catalog.plural("%s cycle", "%s cycles", count: 2) == "%s cycles")
    }
}
