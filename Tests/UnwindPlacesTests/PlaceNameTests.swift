import Foundation
import Testing
import UnwindPlaces
import UnwindTestSupport

/// A caption's place: the town, then the country in the reader's language.
@Suite struct PlaceNameTests {
    static let lisbon = Place(name: "Lisbon", countryCode: "PT", latitude: 38.7251, longitude: -9.1498)
    static let munich = Place(name: "Munich", countryCode: "DE", latitude: 48.1374, longitude: 11.5755)

    @Test func theCountryIsInTheReadersLanguage() {
        #expect(PlaceName(language: "en").string(Self.munich) == "Munich, Germany")
        #expect(PlaceName(language: "de").string(Self.munich) == "Munich, Deutschland")
        #expect(PlaceName(language: "fr").string(Self.munich) == "Munich, Allemagne")
        #expect(PlaceName(language: "es").string(Self.lisbon) == "Lisbon, Portugal")
        #expect(PlaceName(language: "ru").string(Self.lisbon) == "Lisbon, Португалия")
    }

    @Test func theTownIsInTheReadersLanguageWhereTheTableHasIt() {
        let towns = TownNames(entries: [("PT", "Lisbon", "de", "Lissabon"), ("PT", "Lisbon", "ru", "Лиссабон")])
        #expect(PlaceName(language: "de", towns: towns).string(Self.lisbon) == "Lissabon, Portugal")
        #expect(PlaceName(language: "ru_RU", towns: towns).string(Self.lisbon) == "Лиссабон, Португалия")
        #expect(PlaceName(language: "fr", towns: towns).string(Self.lisbon) == "Lisbon, Portugal", "no French entry: GeoNames' name")
        #expect(PlaceName(language: "de", towns: towns).string(Self.munich) == "Munich, Deutschland")
    }

    @Test func theBundledTableTranslatesCapitalsInEveryCatalogLanguage() throws {
        let towns = try TownNames(contentsOf: Repository.root + "/Assets/places/names.tsv")
        let vienna = Place(name: "Vienna", countryCode: "AT", latitude: 48.2085, longitude: 16.3721)
        let expected = ["de": "Wien, Österreich", "fr": "Vienne, Autriche", "es": "Viena, Austria", "ru": "Вена, Австрия", "en": "Vienna, Austria"]
        for (language, caption) in expected {
            #expect(PlaceName(language: language, towns: towns).string(vienna) == caption, "\(language)")
        }
        #expect(PlaceName(language: "de", towns: towns).string(Self.lisbon) == "Lissabon, Portugal")
    }

    @Test func aBrokenTownTableNamesItsLine() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("names.tsv").path
        try Data("# header\nPT\tLisbon\tde\tLissabon\nPT\tLisbon\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: Gazetteer.LoadError.badLine(path: path, line: 3)) { try TownNames(contentsOf: path) }
    }
}
