/// Where a photo was taken, from its EXIF GPS tags, in degrees (north and east positive).
public struct GPSPosition: Sendable, Equatable {
    /// -90...90.
    public var latitude: Double
    /// -180...180.
    public var longitude: Double

    /// A position; nil for one off the globe or not a number (a camera's garbage GPS block).
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }
}
