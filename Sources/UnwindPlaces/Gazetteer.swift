import Foundation

/// The towns and cities a photo's GPS position is named by, offline: GeoNames' places of
/// 15,000+ people (`Assets/places/cities15000.tsv`, CC BY 4.0, made by
/// `scripts/make-gazetteer.py`), searched with a k-d tree. A frame has no business sending
/// where a family's photos were taken to a web service, and works with no network at all.
public final class Gazetteer: Sendable {
    /// Why the gazetteer file cannot be used, naming the file and the line.
    public enum LoadError: Error, CustomStringConvertible, Equatable {
        case unreadable(path: String)
        case badLine(path: String, line: Int)

        /// The line logged when captions go without places.
        public var description: String {
            switch self {
            case .unreadable(let path): "\(path): cannot be read"
            case .badLine(let path, let line): "\(path):\(line): expected latitude, longitude, country code, population and name separated by tabs"
            }
        }
    }

    /// How far a photo may be from the nearest listed place and still be named by it: a
    /// photo taken 30 km outside a town is "near" it for a caption; one in mid-ocean is not.
    public static let defaultReach = 50.0

    /// Every place, in file order.
    public let places: [Place]
    private let tree: PlaceTree

    /// A gazetteer of `places` (tests build small ones).
    public init(places: [Place]) {
        self.places = places
        tree = PlaceTree(points: places.map { SpherePoint(latitude: $0.latitude, longitude: $0.longitude) })
    }

    /// How far past the nearest place a bigger one may be and still name the photo: GeoNames
    /// lists districts beside their city ("Sydney Central Business District" a kilometre
    /// nearer the Opera House than "Sydney"), and a caption wants the city a person names.
    public static let preferBiggerWithin = 5.0

    /// Reads a gazetteer file: one place per line, `latitude<TAB>longitude<TAB>CC<TAB>population<TAB>name`;
    /// lines starting with `#` and blank lines are skipped.
    public convenience init(contentsOf path: String) throws(LoadError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        let bytes = [UInt8](data)
        var places: [Place] = []
        places.reserveCapacity(bytes.count / 32)
        var number = 0, start = 0
        while start < bytes.count {
            number += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            if start == end || bytes[start] == UInt8(ascii: "#") { continue }
            guard let place = Self.place(bytes[start..<end]) else { throw .badLine(path: path, line: number) }
            places.append(place)
        }
        self.init(places: places)
    }

    /// One line's place, or nil when it is not five well-formed fields. Parsed from the
    /// bytes: making a String per field took most of the load time.
    private static func place(_ line: ArraySlice<UInt8>) -> Place? {
        let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.count == 5, let latitude = number(fields[0]), let longitude = number(fields[1]), (-90...90).contains(latitude),
            (-180...180).contains(longitude), fields[2].count == 2, let population = whole(fields[3]), !fields[4].isEmpty
        else { return nil }
        return Place(
            name: String(decoding: fields[4], as: UTF8.self), countryCode: String(decoding: fields[2], as: UTF8.self), latitude: latitude,
            longitude: longitude, population: population)
    }

    /// A decimal such as `-9.1498` (what make-gazetteer.py writes: no exponent).
    private static func number(_ field: ArraySlice<UInt8>) -> Double? {
        var digits = field[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        let point = digits.firstIndex(of: UInt8(ascii: "."))
        guard let integer = whole(digits[..<(point ?? digits.endIndex)]) else { return nil }
        var value = Double(integer)
        if let point {
            let fraction = digits[(point + 1)...]
            guard !fraction.isEmpty, fraction.count <= 9, let part = whole(fraction) else { return nil }
            value += Double(part) / pow(10, Double(fraction.count))
        }
        return negative ? -value : value
    }

    /// Digits only, at most 15 of them.
    private static func whole(_ field: ArraySlice<UInt8>) -> Int? {
        guard !field.isEmpty, field.count <= 15 else { return nil }
        var value = 0
        for byte in field {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The place nearest a position and how far it is, in kilometres; nil when there are no places.
    public func nearest(latitude: Double, longitude: Double) -> (place: Place, kilometres: Double)? {
        guard latitude.isFinite, longitude.isFinite,
            let found = tree.nearest(to: SpherePoint(latitude: latitude, longitude: longitude))
        else { return nil }
        return (places[found.index], SpherePoint.kilometres(squaredChord: found.squaredChord))
    }

    /// The place a photo taken at a position is named by: when the nearest place is within
    /// `reach` km, the most populous place no more than `preferBiggerWithin` km farther.
    public func place(latitude: Double, longitude: Double, within reach: Double = defaultReach) -> Place? {
        guard let found = nearest(latitude: latitude, longitude: longitude), found.kilometres <= reach else { return nil }
        let target = SpherePoint(latitude: latitude, longitude: longitude)
        let limit = SpherePoint.squaredChord(kilometres: found.kilometres + Self.preferBiggerWithin)
        let candidates = tree.within(limit, of: target).map { places[$0] }
        return candidates.max { $0.population < $1.population } ?? found.place
    }
}
