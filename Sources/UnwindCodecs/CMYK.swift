/// CMYK pixels (print JPEGs from Photoshop and scanners) turned into RGB for the screen.
///
/// libjpeg-turbo hands CMYK and YCCK JPEGs over as CMYK only; Adobe's writers store the inks
/// inverted (255 is no ink), which is what nearly every CMYK JPEG in the wild is, and what
/// SDL_image and browsers assume, so red is `C × K / 255` on the stored values.
enum CMYK {
    /// Rewrites `pixels` four-byte CMYK pixels in place as R, G, B, X.
    static func toRGB(_ buffer: UnsafeMutableRawPointer, pixels: Int) {
        let bytes = buffer.assumingMemoryBound(to: UInt8.self)
        for i in 0..<pixels {
            let p = bytes + i * 4
            let k = UInt32(p[3])
            p[0] = UInt8((UInt32(p[0]) * k + 127) / 255)
            p[1] = UInt8((UInt32(p[1]) * k + 127) / 255)
            p[2] = UInt8((UInt32(p[2]) * k + 127) / 255)
            p[3] = 255
        }
    }
}
