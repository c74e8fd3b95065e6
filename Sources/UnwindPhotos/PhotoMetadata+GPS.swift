import CExif

extension PhotoMetadata {
    /// The GPS IFD's latitude and longitude (degrees, minutes, seconds as three rationals,
    /// with `N`/`S` and `E`/`W` references); nil when missing or malformed. Phones write a
    /// `0/0` rational for an unknown value, so a zero denominator voids the position.
    static func gpsPosition(_ data: UnsafeMutablePointer<ExifData>) -> GPSPosition? {
        let gps = data.pointee.ifd.3
        let order = exif_data_get_byte_order(data)
        guard let latitude = degrees(gps, tag: 0x0002, order: order), let longitude = degrees(gps, tag: 0x0004, order: order) else { return nil }
        let south = reference(gps, tag: 0x0001) == "S", west = reference(gps, tag: 0x0003) == "W"
        return GPSPosition(latitude: south ? -latitude : latitude, longitude: west ? -longitude : longitude)
    }

    private static func degrees(_ ifd: UnsafeMutablePointer<ExifContent>?, tag: UInt32, order: ExifByteOrder) -> Double? {
        guard let entry = exif_content_get_entry(ifd, ExifTag(tag)), entry.pointee.format == EXIF_FORMAT_RATIONAL,
            entry.pointee.components == 3, let bytes = entry.pointee.data, entry.pointee.size >= 24
        else { return nil }
        var parts: [Double] = []
        for index in 0..<3 {
            let value = exif_get_rational(bytes + index * 8, order)
            guard value.denominator != 0 else { return nil }
            parts.append(Double(value.numerator) / Double(value.denominator))
        }
        return parts[0] + parts[1] / 60 + parts[2] / 3600
    }

    private static func reference(_ ifd: UnsafeMutablePointer<ExifContent>?, tag: UInt32) -> String? {
        guard let entry = exif_content_get_entry(ifd, ExifTag(tag)), entry.pointee.format == EXIF_FORMAT_ASCII,
            let bytes = entry.pointee.data, entry.pointee.size >= 1
        else { return nil }
        return String(UnicodeScalar(bytes.pointee))
    }
}
