import UnwindCodecs
import UnwindDraw
import UnwindMedia

extension Backdrop {
    /// A blurred, dimmed copy of `photo` covering `size`: blurred at 64 px, cropped to the
    /// frame's shape, then stretched up with bilinear filtering (which keeps it smooth).
    public static func covering(_ size: Size, from photo: DecodedImage) throws -> DecodedImage {
        let scale = 64.0 / Double(max(photo.size.width, photo.size.height))
        let small = Size(width: max(2, Int(Double(photo.size.width) * scale)), height: max(2, Int(Double(photo.size.height) * scale)))
        let soft = DecodedImage(pixels: Self.blurred(try photo.scaled(to: small).pixels, radius: 3, brightness: 0.45), opaque: true)
        let crop = FitMode.fill.placement(of: small, in: size.rect).source
        let croppedSize = Size(width: max(1, Int(crop.width)), height: max(1, Int(crop.height)))
        var cropped = try DecodedImage.canvas(size: croppedSize, fill: .black, opaque: true)
        cropped.draw(soft, source: crop, destination: croppedSize.rect)
        return try cropped.scaled(to: size)
    }
}
