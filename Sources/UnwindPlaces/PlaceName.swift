import Foundation

/// A place as a caption writes it, "Lisbon, Portugal": the town in the reader's language
/// where `TownNames` knows it ("Lissabon, Portugal", "Лиссабон, Португалия"), else as GeoNames
/// names it, and the country in the reader's language from the locale.
public struct PlaceName: Sendable {
    private let locale: Locale
    private let language: String
    private let towns: TownNames

    /// Names for a catalog's `language` (`de`, `fr`, …), towns translated by `towns`.
    public init(language: String, towns: TownNames = .none) {
        locale = Locale(identifier: language)
        self.language = language
        self.towns = towns
    }

    /// "Town, Country"; the country code itself when the locale has no name for it.
    public func string(_ place: Place) -> String {
        let country = locale.localizedString(forRegionCode: place.countryCode) ?? place.countryCode
        return "\(towns.name(of: place, language: language) ?? place.name), \(country)"
    }
}
