import Testing
import UnwindPhotos
import UnwindSlideshow

/// Dates on captions are written out in the user's language, without the time of day.
@Suite struct CaptionDateTests {
    @Test(arguments: [
        ("en", "en_GB.UTF-8", "24 November 2023"),
        ("en", "en_US.UTF-8", "November 24, 2023"),
        ("de", "de_DE.UTF-8", "24. November 2023"),
        ("fr", "fr_FR.UTF-8", "24 novembre 2023"),
        ("es", "es_ES.UTF-8", "24 de noviembre de 2023"),
        ("ru", "ru_RU.UTF-8", "24 ноября 2023"),
    ])
    func theDayIsWrittenOutInTheLanguage(language: String, lang: String, expected: String) throws {
        let day = try #require(CalendarDay(year: 2023, month: 11, day: 24))
        let text = CaptionDate(language: language, environment: ["LANG": lang]).string(day)
        #expect(text.hasPrefix(expected), "\(lang): \(text)")
        #expect(!text.contains(":"), "no time of day: \(text)")
    }

    @Test func aRegionOfAnotherLanguageIsNotBorrowed() throws {
        let day = try #require(CalendarDay(year: 2023, month: 11, day: 24))
        let text = CaptionDate(language: "de", environment: ["LANG": "en_US.UTF-8"]).string(day)
        #expect(text == "24. November 2023", "\(text)")
    }
}
