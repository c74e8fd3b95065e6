import Foundation
import Testing
import UnwindTestSupport

@testable import UnwindLocalization

/// The catalogs in the repository's `po/` folder.
@Suite struct ShippedCatalogTests {
    static let poDirectory = Repository.rootURL.appendingPathComponent("po")

    static func template() throws -> [PoEntry] {
        let text = try String(contentsOf: poDirectory.appendingPathComponent("unwind.pot"), encoding: .utf8)
        return try PoParser.parse(text, file: "unwind.pot").filter { !$0.isHeader }
    }

    @Test(arguments: ["de", "fr", "es", "ru"])
    func everyTemplateMessageIsTranslated(language: String) throws {
        let ids = try Self.template().map(\.id)
        #expect(ids.count >= 25, "template has \(ids.count) messages")
        let url = Self.poDirectory.appendingPathComponent("\(language).po")
        let entries = try PoParser.parse(try String(contentsOf: url, encoding: .utf8), file: url.path)
        let translated = Dictionary(entries.filter(\.isTranslated).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for id in ids {
            let entry = translated[id]
            #expect(entry != nil, "\(language).po lacks a translation of \"\(id)\"")
            if let entry {
                let placeholders = id.components(separatedBy: "%s").count
                #expect(
                    entry.translations.allSatisfy { $0.components(separatedBy: "%s").count == placeholders }, "\(language): \"\(id)\" keeps its %s placeholders"
                )
            }
        }
    }

    @Test func aLocaleSwitchChangesTheText() throws {
        let de = try CatalogLoader.load(directory: Self.poDirectory, candidates: LocaleSelector.candidates(environment: ["LANG": "de_DE.UTF-8"]))
        let fr = try CatalogLoader.load(directory: Self.poDirectory, candidates: LocaleSelector.candidates(environment: ["LC_ALL": "fr_FR.UTF-8"]))
        let es = try CatalogLoader.load(directory: Self.poDirectory, candidates: LocaleSelector.candidates(environment: ["LC_MESSAGES": "es_MX"]))
        let ru = try CatalogLoader.load(directory: Self.poDirectory, candidates: LocaleSelector.candidates(environment: ["LANG": "ru_RU.UTF-8"]))
        let en = try CatalogLoader.load(directory: Self.poDirectory, candidates: LocaleSelector.candidates(environment: ["LANG": "C"]))
        let id = "Breathe in slowly"
        #expect(de(id) == "Langsam einatmen")
        #expect(fr(id) == "Inspirez lentement")
        #expect(es(id) == "Inspira despacio")
        #expect(ru(id) == "Медленно вдохни")
        #expect(en(id) == id)
        let unknown = try CatalogLoader.load(directory: Self.poDirectory, candidates: ["xx_YY", "xx"])
        #expect(unknown.language == "en", "a language without a catalog falls back to English")
    }

    /// Russian has three plural forms, chosen by the last one or two digits.
    @Test func russianPluralsFollowTheLastDigits() throws {
        let ru = try CatalogLoader.load(directory: Self.poDirectory, candidates: ["ru"])
        let expectations: [(Int, String)] = [
            (1, "1 дыхательный цикл"), (2, "2 дыхательных цикла"), (4, "4 дыхательных цикла"), (5, "5 дыхательных циклов"),
            (11, "11 дыхательных циклов"), (12, "12 дыхательных циклов"), (21, "21 дыхательный цикл"), (22, "22 дыхательных цикла"),
            (0, "0 дыхательных циклов"), (111, "111 дыхательных циклов"),
        ]
        for (count, text) in expectations {
            let form = Catalog.substitute(ru.plural("%s breathing cycle", "%s breathing cycles", count: count), [String(count)])
            #expect(form == text, "\(count): \(form)")
        }
    }

    /// Every string the code passes to a catalog must be in the template, or translators
    /// never see it.
    @Test func everyStringInTheCodeIsInTheTemplate() throws {
        let ids = Set(try Self.template().flatMap { [$0.id] + ($0.pluralID.map { [$0] } ?? []) })
        let sources = Self.poDirectory.deletingLastPathComponent().appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil).map { $0.resolvingSymlinksInPath() }
        let files = modules.flatMap { module in
            (FileManager.default.enumerator(at: module, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []).filter {
                $0.pathExtension == "swift"
            }
        }
        let pattern = try NSRegularExpression(pattern: #"\b(?:t|catalog)(?:\.format|\.plural)?\(\s*"((?:[^"\\]|\\.)*)""#)
        var found = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                found += 1
                let id = String(text[range])
                #expect(ids.contains(id), "\(file.lastPathComponent) uses \"\(id)\", which is not in po/unwind.pot")
            }
        }
        #expect(found >= 20, "found \(found) translated strings in the sources")
    }
}
