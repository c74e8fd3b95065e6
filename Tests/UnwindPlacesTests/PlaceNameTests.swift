import Testing
import UnwindPlaces

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
}
