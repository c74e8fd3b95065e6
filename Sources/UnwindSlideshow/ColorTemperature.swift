import Foundation
import UnwindDraw

/// The colour a white light of a colour temperature has, as the factors the show multiplies
/// its frames by for a warmer evening (the brightness schedule's `kelvin`): 6500 K, the
/// daylight white screens are set to, is no change; 2700 K, a light bulb's, keeps red and
/// takes about a third of green and two thirds of blue away. A curve fitted to the black-body
/// colours (Tanner Helland's), divided by its value at 6500 K so neutral is exactly white.
public enum ColorTemperature {
    /// No tint: the screen's own white.
    public static let neutral = 6500
    /// The temperatures the config accepts: from a candle's 2000 K to neutral.
    public static let range = 2000...6500

    /// The factors for `kelvin` (clamped to `range`) as a colour, 255 meaning unchanged.
    public static func tint(kelvin: Int) -> Color {
        let white = rgb(Double(neutral))
        let warm = rgb(Double(min(max(kelvin, range.lowerBound), range.upperBound)))
        func channel(_ value: Double, _ reference: Double) -> UInt8 {
            UInt8((max(0, min(1, value / reference)) * 255).rounded())
        }
        return Color(channel(warm.r, white.r), channel(warm.g, white.g), channel(warm.b, white.b))
    }

    /// The fitted black-body colour (0...255 per channel) of a light at `kelvin`, below 6600 K.
    private static func rgb(_ kelvin: Double) -> (r: Double, g: Double, b: Double) {
        let t = kelvin / 100
        let green = 99.470_802_586_1 * log(t) - 161.119_568_166_1
        let blue = t <= 19 ? 0 : 138.517_731_223_1 * log(t - 10) - 305.044_792_730_7
        return (255, min(255, max(0, green)), min(255, max(0, blue)))
    }
}
