import CExif

extension PhotoMetadata {
    /// Reads EXIF from a file named by raw bytes (Linux names need not be UTF-8). The file
    /// is opened read-only (libexif uses `fopen(path, "rb")`).
    public static func read(path: [UInt8]) -> PhotoMetadata {
        guard !path.isEmpty, !path.contains(0) else { return PhotoMetadata() }
        let terminated = path.map { CChar(bitPattern: $0) } + [0]
        let data = terminated.withUnsafeBufferPointer { name in name.baseAddress.flatMap { exif_data_new_from_file($0) } }
        guard let data else { return PhotoMetadata() }
        defer { exif_data_unref(data) }
        return read(data)
    }

    /// Reads an EXIF block held in memory (`Exif\0\0` and a TIFF header), as HEIF files
    /// carry it; libheif hands it over and libexif parses it here.
    public static func read(exifBlock: [UInt8]) -> PhotoMetadata {
        guard !exifBlock.isEmpty, exifBlock.count <= Int(UInt32.max) else { return PhotoMetadata() }
        let data = exifBlock.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { exif_data_new_from_data($0, UInt32(buffer.count)) }
        }
        guard let data else { return PhotoMetadata() }
        defer { exif_data_unref(data) }
        return read(data)
    }
}
