/// The registry itself: every format the show recognises, in the order their content is
/// tested (a PAM's `P7 ` before PNM's `P1`–`P6`, SVG's text search last).
extension ImageFormat {
    /// The formats, in sniffing order.
    public static let registry: [ImageFormat] = [
        ImageFormat([.png], extensions: ["png"], decoder: .libpng, sniff: { head, _ in head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }) {
            head, _ throws(ImageHeader.Problem) in try ImageHeader.png(head)
        },
        ImageFormat(
            [.jpeg], extensions: ["jpg", "jpeg", "jpe", "jfif"], decoder: .turboJPEG, metadata: .exifInFile,
            sniff: { head, _ in head.starts(with: [0xFF, 0xD8]) }
        ) {
            _, bytes throws(ImageHeader.Problem) in try ImageHeader.jpeg(bytes)
        },
        ImageFormat([.gif], extensions: ["gif"], decoder: .gif, sniff: { head, _ in starts(head, "GIF87a") || starts(head, "GIF89a") }) {
            _, bytes throws(ImageHeader.Problem) in try ImageHeader.gif(bytes)
        },
        ImageFormat([.bmp], extensions: ["bmp", "dib"], decoder: .sdlImage, sniff: { head, _ in starts(head, "BM") }) {
            head, _ throws(ImageHeader.Problem) in try ImageHeader.bmp(head)
        },
        ImageFormat(
            [.webp], extensions: ["webp"], decoder: .sdlImage,
            sniff: { head, _ in starts(head, "RIFF") && head.count >= 12 && Array(head[8..<12]) == Array("WEBP".utf8) }
        ) {
            head, _ throws(ImageHeader.Problem) in try ImageHeader.webp(head)
        },
        ImageFormat(
            [.tiff], extensions: ["tif", "tiff"], decoder: .sdlImage, metadata: .exifInFile,
            sniff: { head, _ in head.starts(with: [0x49, 0x49, 0x2A, 0x00]) || head.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) }
        ) {
            _, bytes throws(ImageHeader.Problem) in try ImageHeader.tiff(bytes)
        },
        .refused(reason: "BigTIFF files are not decoded (the TIFF decoder reads classic TIFF only)") { head, _ in
            head.starts(with: [0x49, 0x49, 0x2B, 0x00]) || head.starts(with: [0x4D, 0x4D, 0x00, 0x2B])
        },
        ImageFormat(
            [.heif, .avif], extensions: ["heic", "heif", "hif", "avif"], decoder: .libheif, metadata: .exifInContainer,
            sniff: { head, _ in head.count >= 12 && Array(head[4..<8]) == Array("ftyp".utf8) }
        ) {
            _, bytes throws(ImageHeader.Problem) in try ImageHeader.isoMedia(bytes)
        },
        .refused(extensions: ["jxl"], reason: "JPEG XL is not decoded: this system's SDL_image and libheif have no JPEG XL decoder") { head, _ in
            head.starts(with: [0xFF, 0x0A]) || head.starts(with: [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A])
        },
        ImageFormat([.qoi], extensions: ["qoi"], decoder: .sdlImage, sniff: { head, _ in starts(head, "qoif") }) {
            head, _ throws(ImageHeader.Problem) in try ImageHeader.qoi(head)
        },
        ImageFormat([.xv], extensions: [], decoder: .sdlImage, sniff: { head, _ in starts(head, "P7 332") }) {
            _, bytes throws(ImageHeader.Problem) in try ImageHeader.xv(bytes)
        },
        .refused(reason: "PAM (P7) images are not decoded: SDL_image reads PNM P1–P6 only") { head, _ in
            head.count >= 3 && head[0] == 0x50 && head[1] == 0x37 && ImageHeader.isSpace(head[2])
        },
        ImageFormat(
            [.pnm], extensions: ["pnm", "ppm", "pgm", "pbm"], decoder: .sdlImage,
            sniff: { head, _ in head.count >= 3 && head[0] == 0x50 && (0x31...0x36).contains(head[1]) && ImageHeader.isSpace(head[2]) }
        ) {
            _, bytes throws(ImageHeader.Problem) in try ImageHeader.pnm(bytes)
        },
        .refused(extensions: ["xpm"], reason: "XPM icons are not decoded: SDL_image's XPM reader crashes on damaged files") { head, _ in
            starts(head, "/* XPM */")
        },
        .refused(extensions: ["xcf"], reason: "GIMP XCF files are not decoded: their layers cannot be sized before decoding; export the picture as JPEG or PNG")
        { head, _ in
            starts(head, "gimp xcf")
        },
        ImageFormat(
            [.ico, .cur], extensions: [], decoder: .sdlImage,
            sniff: { head, _ in
                head.count >= 6 && head[0] == 0 && head[1] == 0 && head[3] == 0 && (head[2] == 1 || head[2] == 2) && (head[4] != 0 || head[5] != 0)
            }
        ) {
            head, bytes throws(ImageHeader.Problem) in try ImageHeader.icon(bytes, cursor: head[2] == 2)
        },
        ImageFormat(
            [.pcx], extensions: ["pcx"], decoder: .sdlImage,
            sniff: { head, _ in head.count >= 4 && head[0] == 0x0A && [0, 2, 3, 4, 5].contains(head[1]) && head[2] == 1 }
        ) {
            head, _ throws(ImageHeader.Problem) in try ImageHeader.pcx(head)
        },
        ImageFormat(
            [.lbm], extensions: ["lbm", "iff"], decoder: .sdlImage,
            sniff: { head, _ in starts(head, "FORM") && head.count >= 12 && ["ILBM", "PBM "].contains(String(decoding: head[8..<12], as: UTF8.self)) }
        ) {
            _, bytes throws(ImageHeader.Problem) in try ImageHeader.lbm(bytes)
        },
        ImageFormat([.svg], extensions: ["svg"], decoder: .sdlImage, sniff: { _, bytes in ImageHeader.hasSVGTag(bytes) }) {
            _, bytes throws(ImageHeader.Problem) in try ImageHeader.svg(bytes)
        },
        // TGA has no magic bytes: its files are taken by name, then refused as unknown content.
        .refused(extensions: ["tga"], reason: "TGA files have no signature to recognise them by") { _, _ in false },
    ]

    private static func starts(_ head: [UInt8], _ text: String) -> Bool {
        head.starts(with: Array(text.utf8))
    }
}
