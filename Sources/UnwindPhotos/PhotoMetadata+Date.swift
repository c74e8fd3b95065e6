/// The date taken as a value the date orders and memories can compare.
extension PhotoMetadata {
    /// `dateTaken` parsed; nil when missing or unset (`0000:00:00 00:00:00`).
    public var takenDate: PhotoDate? {
        dateTaken.flatMap(PhotoDate.init(exif:))
    }
}
