import Foundation
import Testing
import UnwindPlaces
import UnwindRandom

/// The offline gazetteer: the bundled GeoNames table loads, names the right town, and the
/// k-d tree finds exactly what a scan of every place finds.
@Suite struct GazetteerTests {
    static let bundled: Gazetteer? = {
        var dir = URL(fileURLWithPath: #filePath)
        while dir.path != "/" {
            dir.deleteLastPathComponent()
            let file = dir.appendingPathComponent("Assets/places/cities15000.tsv").path
            if FileManager.default.fileExists(atPath: file) { return try? Gazetteer(contentsOf: file) }
        }
        return nil
    }()

    @Test func theBundledTableLoads() throws {
        let gazetteer = try #require(Self.bundled, "Assets/places/cities15000.tsv")
        #expect(gazetteer.places.count > 30_000, "\(gazetteer.places.count) places")
    }

    @Test(arguments: [
        (38.7139, -9.1394, "Lisbon", "PT"),  // Praça do Comércio
        (48.1374, 11.5755, "Munich", "DE"),
        (-33.8568, 151.2153, "Sydney", "AU"),  // the Opera House: "Sydney Central Business District" is nearer
        (48.8584, 2.2945, "Paris", "FR"),  // the Eiffel Tower: Boulogne-Billancourt's centre is nearer
        (48.8049, 2.1204, "Versailles", "FR"),  // a town of its own 17 km from Paris keeps its name
        (64.1466, -21.9426, "Reykjavík", "IS"),
    ])
    func aPhotoIsNamedByTheNearestTown(latitude: Double, longitude: Double, name: String, country: String) throws {
        let gazetteer = try #require(Self.bundled)
        let place = try #require(gazetteer.place(latitude: latitude, longitude: longitude))
        #expect(place.name == name && place.countryCode == country, "\(place)")
    }

    @Test func midOceanIsNowhere() throws {
        let gazetteer = try #require(Self.bundled)
        #expect(gazetteer.place(latitude: 30, longitude: -40) == nil, "the middle of the Atlantic")
        let nearest = try #require(gazetteer.nearest(latitude: 30, longitude: -40))
        #expect(nearest.kilometres > Gazetteer.defaultReach)
    }

    @Test func aDistrictGivesWayToItsCity() {
        let gazetteer = Gazetteer(places: [
            Place(name: "City", countryCode: "AU", latitude: -33.8679, longitude: 151.2073, population: 4_627_345),
            Place(name: "District", countryCode: "AU", latitude: -33.8648, longitude: 151.2077, population: 17_252),
            Place(name: "Town", countryCode: "AU", latitude: -33.5, longitude: 151.2, population: 20_000),
        ])
        #expect(gazetteer.place(latitude: -33.8650, longitude: 151.2077)?.name == "City", "the district is nearer, the city a person names")
        #expect(gazetteer.place(latitude: -33.5, longitude: 151.2)?.name == "Town", "a town 40 km away keeps its own name")
    }

    @Test func distancesAreGreatCircles() {
        let gazetteer = Gazetteer(places: [Place(name: "Madrid", countryCode: "ES", latitude: 40.4168, longitude: -3.7038)])
        let found = gazetteer.nearest(latitude: 38.7223, longitude: -9.1393)  // Lisbon
        #expect(found.map { abs($0.kilometres - 502.7) < 2 } == true, "Lisbon–Madrid is ~503 km: \(String(describing: found?.kilometres))")
    }

    @Test func theDateLineAndThePolesAreNoEdge() {
        let gazetteer = Gazetteer(places: [
            Place(name: "East", countryCode: "FJ", latitude: -16.5, longitude: 179.9),
            Place(name: "West", countryCode: "FJ", latitude: -16.5, longitude: -175),
            Place(name: "Station", countryCode: "AQ", latitude: -89.9, longitude: 0),
        ])
        #expect(gazetteer.place(latitude: -16.5, longitude: -179.95)?.name == "East", "across the date line")
        #expect(gazetteer.place(latitude: -89.95, longitude: 179)?.name == "Station", "across the pole")
    }

    @Test func theTreeFindsWhatAScanFinds() throws {
        let gazetteer = try #require(Self.bundled)
        var random = SplitMix64(seed: 21)
        for _ in 0..<200 {
            let latitude = Double.random(in: -90...90, using: &random), longitude = Double.random(in: -180...180, using: &random)
            let found = try #require(gazetteer.nearest(latitude: latitude, longitude: longitude))
            let scanned = gazetteer.places.map { Self.haversine(latitude, longitude, $0) }.min() ?? -1
            #expect(abs(found.kilometres - scanned) < 1e-6, "at \(latitude), \(longitude): \(found.place.name) \(found.kilometres) km vs \(scanned) km")
        }
    }

    /// Great-circle kilometres by the haversine formula: an independent check of the tree.
    static func haversine(_ latitude: Double, _ longitude: Double, _ place: Place) -> Double {
        let a = latitude * .pi / 180, b = place.latitude * .pi / 180
        let dLat = b - a, dLon = (place.longitude - longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a) * cos(b) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6371.0088 * asin(min(1, h.squareRoot()))
    }

    @Test func aBrokenLineIsNamed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-places-\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("# header\n38.7\t-9.1\tPT\t517802\tLisbon\nnorth\t-9\tPT\t0\tNowhere\n".utf8).write(to: url)
        #expect(throws: Gazetteer.LoadError.badLine(path: url.path, line: 3)) { try Gazetteer(contentsOf: url.path) }
        #expect(throws: Gazetteer.LoadError.unreadable(path: "/nonexistent/places.tsv")) { try Gazetteer(contentsOf: "/nonexistent/places.tsv") }
    }
}
