import Testing

@testable import UnwindLocalization

@Suite struct LocaleSelectorTests {
    @Test func precedenceIsLCAllThenLCMessagesThenLang() {
        #expect(LocaleSelector.candidates(environment: ["LANG": "de_DE.UTF-8"]) == ["de_DE", "de"])
        #expect(LocaleSelector.candidates(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == ["fr_FR", "fr"])
        #expect(LocaleSelector.candidates(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "es_ES.UTF-8@euro"]) == ["es_ES", "es"])
        #expect(LocaleSelector.candidates(environment: ["LC_ALL": "", "LANG": "fr"]) == ["fr"], "empty variables are skipped")
    }

    @Test func cLocaleAndNothingMeanEnglish() {
        #expect(LocaleSelector.candidates(environment: [:]).isEmpty)
        #expect(LocaleSelector.candidates(environment: ["LANG": "C.UTF-8"]).isEmpty)
        #expect(LocaleSelector.candidates(environment: ["LC_ALL": "POSIX", "LANGUAGE": "de"]).isEmpty, "LANGUAGE is ignored in the C locale")
    }

    @Test func languageListComesFirst() {
        #expect(LocaleSelector.candidates(environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "es:fr"]) == ["es", "fr", "en_US", "en"])
    }
}
