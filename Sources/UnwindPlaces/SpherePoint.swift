import Foundation

/// A point on the unit sphere. Straight-line (chord) distance between two such points grows
/// with the great-circle distance, so the nearest place on Earth is the nearest point in
/// plain 3-D space: a k-d tree needs no special case at the poles or the date line.
struct SpherePoint: Sendable {
    var x: Double
    var y: Double
    var z: Double

    /// Mean Earth radius in kilometres (IUGG).
    static let earthRadius = 6371.0088

    init(latitude: Double, longitude: Double) {
        let lat = latitude * .pi / 180, lon = longitude * .pi / 180
        x = cos(lat) * cos(lon)
        y = cos(lat) * sin(lon)
        z = sin(lat)
    }

    /// The coordinate along `axis` (0: x, 1: y, 2: z).
    subscript(axis: Int) -> Double {
        switch axis {
        case 0: x
        case 1: y
        default: z
        }
    }

    func squaredChord(to other: SpherePoint) -> Double {
        let dx = x - other.x, dy = y - other.y, dz = z - other.z
        return dx * dx + dy * dy + dz * dz
    }

    /// The squared chord length for a great-circle distance in kilometres.
    static func squaredChord(kilometres: Double) -> Double {
        let chord = 2 * sin(min(.pi / 2, kilometres / earthRadius / 2))
        return chord * chord
    }

    /// The great-circle distance in kilometres for a squared chord length.
    static func kilometres(squaredChord: Double) -> Double {
        2 * asin(min(1, squaredChord.squareRoot() / 2)) * earthRadius
    }
}
