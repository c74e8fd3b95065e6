import UnwindDraw

/// Where the camera said the subject is (EXIF `SubjectArea`), carried from the stored image
/// to the frame the show prepares: turned upright by the EXIF orientation, then through the
/// crop of `fill` or the placement of `fit`.
public enum SubjectFocus {
    /// The subject's centre as fractions of the upright picture; nil for a malformed area.
    /// - Parameters:
    ///   - area: the tag's 2, 3 or 4 values; the first two are the centre in stored pixels.
    ///   - stored: the image's size as stored (before orientation).
    public static func upright(_ area: [Int], stored: Size, orientation: Int) -> Vec2? {
        guard area.count >= 2, stored.width > 0, stored.height > 0 else { return nil }
        let w = Float(stored.width), h = Float(stored.height)
        let x = Float(area[0]), y = Float(area[1])
        guard x >= 0, y >= 0, x < w, y < h else { return nil }
        let turned: (Float, Float, Float, Float)  // x, y, width, height after turning
        switch orientation {
        case 2: turned = (w - 1 - x, y, w, h)
        case 3: turned = (w - 1 - x, h - 1 - y, w, h)
        case 4: turned = (x, h - 1 - y, w, h)
        case 5: turned = (y, x, h, w)
        case 6: turned = (h - 1 - y, x, h, w)
        case 7: turned = (h - 1 - y, w - 1 - x, h, w)
        case 8: turned = (y, w - 1 - x, h, w)
        default: turned = (x, y, w, h)
        }
        return Vec2((turned.0 + 0.5) / turned.2, (turned.1 + 0.5) / turned.3)
    }

    /// Where a point of the upright picture (fractions) lands in the prepared texture
    /// (fractions), clamped to it.
    /// - Parameters:
    ///   - picture: the upright picture's size.
    ///   - frame: the prepared texture's size.
    ///   - composed: false when the texture is the fitted photo itself (fit on black).
    public static func inFrame(_ point: Vec2, picture: Size, frame: Size, fit: FitMode, composed: Bool) -> Vec2 {
        guard composed else { return point }
        let placement = fit.placement(of: picture, in: frame.rect)
        let fx: Float, fy: Float
        switch fit {
        case .fill:
            let crop = placement.source
            fx = (point.x * Float(picture.width) - crop.x) / max(crop.width, 1)
            fy = (point.y * Float(picture.height) - crop.y) / max(crop.height, 1)
        case .fit:
            let place = placement.destination
            fx = (place.x + point.x * place.width) / Float(max(frame.width, 1))
            fy = (place.y + point.y * place.height) / Float(max(frame.height, 1))
        }
        return Vec2(min(max(fx, 0), 1), min(max(fy, 0), 1))
    }
}
