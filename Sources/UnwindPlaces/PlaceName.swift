import Foundation

/// A place as a caption writes it, "Lisbon, Portugal": the town as GeoNames names it and
/// the country in the reader's language ("Lisbon, Portugal" in German too, "Лиссабон" would
/// need GeoNames' language-tagged names, which the bundled table does not carry).
public struct PlaceName: Sendable {
    private let locale: Locale

    /// Names for a catalog's `language` (`de`, `fr`, …).
    public init(language: String) {
        locale = Locale(identifier: language)
    }

    /// "Town, Country"; the country code itself when the locale has no name for it.
    public func string(_ place: Place) -> String {
        let country = locale.localizedString(forRegionCode: place.countryCode) ?? place.countryCode
        return "\(place.name), \(country)"
    }
}
