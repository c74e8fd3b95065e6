/// A named place from the gazetteer: a town or city and the country it is in.
public struct Place: Sendable, Equatable {
    /// The place's name as GeoNames writes it ("Lisbon", "Lavāsān").
    public let name: String
    /// ISO 3166-1 alpha-2 country code ("PT"), which a locale turns into the country's name.
    public let countryCode: String
    /// Where it is, in degrees (north and east positive).
    public let latitude: Double
    /// Where it is, in degrees (north and east positive).
    public let longitude: Double
    /// How many people live there, as GeoNames counts them (0 when unknown).
    public let population: Int

    /// A place (the gazetteer makes them; tests make their own).
    public init(name: String, countryCode: String, latitude: Double, longitude: Double, population: Int = 0) {
        self.name = name
        self.countryCode = countryCode
        self.latitude = latitude
        self.longitude = longitude
        self.population = population
    }
}
