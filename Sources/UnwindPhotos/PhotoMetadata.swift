import CExif

/// What a photo's EXIF says about showing it: which way up it goes, when and where it was taken.
public struct PhotoMetadata: Equatable, Sendable {
    /// EXIF orientation 1...8 (1 is upright; 6 means the camera was turned clockwise).
    public var orientation: Int
    /// `DateTimeOriginal` as the camera wrote it (`2024:06:01 14:03:22`), if present.
    public var dateTaken: String?
    /// `SubjectArea` as the camera wrote it, in stored-image pixels: a point (x, y), a circle
    /// (x, y, diameter) or a rectangle (x, y, width, height) centred on the subject; nil when
    /// absent. Ken Burns (`kenburns-smart`) ends its motion there.
    public var subjectArea: [Int]?
    /// Where it was taken, from the GPS tags; nil without them.
    public var location: GPSPosition?
    /// The place the caption names ("Lisbon, Portugal"), looked up from `location` in the
    /// offline gazetteer on the decode thread when captions show places; nil otherwise.
    public var place: String?

    /// Metadata as read (tests make their own).
    public init(orientation: Int = 1, dateTaken: String? = nil, subjectArea: [Int]? = nil, location: GPSPosition? = nil, place: String? = nil) {
        self.orientation = orientation
        self.dateTaken = dateTaken
        self.subjectArea = subjectArea
        self.location = location
        self.place = place
    }

    /// The date taken as `2024-06-01 14:03`, for the overlay.
    public var displayDate: String? {
        guard let raw = dateTaken, raw.count >= 16 else { return dateTaken }
        let chars = Array(raw)
        let date = String(chars[0..<10]).replacingColons()
        return "\(date) \(String(chars[11..<16]))"
    }

    /// Reads EXIF with libexif; files without EXIF (PNG, most screenshots) give orientation 1.
    /// The file is only read.
    public static func read(path: String) -> PhotoMetadata {
        read(path: PhotoPath(path))
    }

    /// Reads EXIF from a file named by raw bytes (only read).
    public static func read(path: PhotoPath) -> PhotoMetadata {
        guard let data = path.withCString({ exif_data_new_from_file($0) }) else { return PhotoMetadata() }
        defer { exif_data_unref(data) }
        return read(data)
    }

    /// Orientation and date taken from parsed EXIF data (libexif keeps ownership).
    static func read(_ data: UnsafeMutablePointer<ExifData>) -> PhotoMetadata {
        let order = exif_data_get_byte_order(data)
        var result = PhotoMetadata()
        let ifd0 = data.pointee.ifd.0, exifIFD = data.pointee.ifd.2
        if let entry = exif_content_get_entry(ifd0, EXIF_TAG_ORIENTATION), entry.pointee.format == EXIF_FORMAT_SHORT,
            let bytes = entry.pointee.data
        {
            let value = Int(exif_get_short(bytes, order))
            if (1...8).contains(value) { result.orientation = value }
        }
        if let entry = exif_content_get_entry(exifIFD, EXIF_TAG_SUBJECT_AREA), entry.pointee.format == EXIF_FORMAT_SHORT,
            (2...4).contains(entry.pointee.components), let bytes = entry.pointee.data
        {
            result.subjectArea = (0..<Int(entry.pointee.components)).map { Int(exif_get_short(bytes + $0 * 2, order)) }
        }
        if let entry = exif_content_get_entry(exifIFD, EXIF_TAG_DATE_TIME_ORIGINAL) ?? exif_content_get_entry(ifd0, EXIF_TAG_DATE_TIME) {
            var buffer = [CChar](repeating: 0, count: 64)
            if exif_entry_get_value(entry, &buffer, UInt32(buffer.count)) != nil {
                let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !text.isEmpty { result.dateTaken = text }
            }
        }
        result.location = gpsPosition(data)
        return result
    }
}

extension String {
    fileprivate func replacingColons() -> String {
        String(map { $0 == ":" ? "-" : $0 })
    }
}
