/// Formats a photo folder may hold that the show must refuse by content before any decoder
/// sees them: SDL_image would read some of them, but they cannot be sized up front (XCF,
/// TGA), crash it when damaged (XPM), or have no decoder here (JPEG XL, PAM, BigTIFF).
public enum RefusedImageFormat: String, Sendable, CaseIterable {
    case xpm, xcf, tga, jxl, jxlContainer, pam, bigTIFF

    /// The extension such a file usually has (one the folder scan picks up, where there is one).
    public var fileExtension: String {
        switch self {
        case .xpm: "xpm"
        case .xcf: "xcf"
        case .tga: "tga"
        case .jxl, .jxlContainer: "jxl"
        case .pam: "pam"
        case .bigTIFF: "tif"
        }
    }
}

extension ImageFileBuilder {
    /// A small, well-formed file of a refused format declaring `width`×`height` (pixel data
    /// only for small sizes), so the refusal is tested on what a camera or editor writes.
    public static func refused(_ format: RefusedImageFormat, width: Int, height: Int) -> [UInt8] {
        let w = max(1, width), h = max(1, height)
        let small = w * h <= 1 << 14
        switch format {
        case .xpm:
            let rows = small ? (0..<h).map { _ in "\"" + String(repeating: "a", count: w) + "\",\n" }.joined() : ""
            return Array("/* XPM */\nstatic char *blue[] = {\n\"\(w) \(h) 1 1\",\n\"a c #1E90FF\",\n\(rows)};\n".utf8)
        case .xcf:
            // Header, no properties (PROP_END), no layers, no channels.
            return Array("gimp xcf file\0".utf8) + be32(w) + be32(h) + be32(0) + be32(0) + be32(0) + be32(0) + be32(0)
        case .tga:
            let tw = min(w, 0xFFFF), th = min(h, 0xFFFF)
            let header: [UInt8] = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] + le16(tw) + le16(th) + [24, 0x20]
            let pixels: [UInt8] = small ? (0..<(tw * th)).flatMap { _ -> [UInt8] in [255, 144, 30] } : []
            return header + pixels + [UInt8](repeating: 0, count: 8) + Array("TRUEVISION-XFILE.\0".utf8)
        case .jxl:
            // The bare codestream signature and a size header (small-size form where it fits).
            return [0xFF, 0x0A] + le32(w) + le32(h) + [UInt8](repeating: 0, count: 16)
        case .jxlContainer:
            let signature: [UInt8] = [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A]
            let ftyp = be32(20) + Array("ftypjxl ".utf8) + be32(0) + Array("jxl ".utf8)
            let codestream = [0xFF, 0x0A] + le32(w) + le32(h)
            return signature + ftyp + be32(8 + codestream.count) + Array("jxlc".utf8) + codestream
        case .pam:
            let header = "P7\nWIDTH \(w)\nHEIGHT \(h)\nDEPTH 3\nMAXVAL 255\nTUPLTYPE RGB\nENDHDR\n"
            return Array(header.utf8) + pixelsRGB(width: w, height: h, limit: 1 << 16)
        case .bigTIFF:
            // Header: byte order, 43, offset size 8, 0, first IFD offset (8 bytes); then an IFD.
            let entries: [(Int, Int)] = [(256, w), (257, h), (258, 8), (259, 1), (262, 2), (277, 3)]
            var ifd = le32(entries.count) + le32(0)
            for (tag, value) in entries { ifd += le16(tag) + le16(16) + le32(1) + le32(0) + le32(value) + le32(0) }
            return [0x49, 0x49, 0x2B, 0x00, 0x08, 0x00, 0x00, 0x00] + le32(16) + le32(0) + ifd + le32(0) + le32(0)
        }
    }
}
