import ArgumentParser
import UnwindConfig
import UnwindDraw
import UnwindTransitions

/// Options for the radial and composable transitions (origin, curve, insertion/removal,
/// direction, soft edge, fade colour, delay), shared by every command that plays one.
struct TransitionStyleOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Radial origin: a point X,Y or a start rect X,Y,W,H in output pixels (default: the centre); may be negative.")
    var origin: String?

    @Option(help: "Timing curve for composable transitions: linear, easeIn, easeOut, easeInOut, spring.")
    var curve: String?

    @Option(help: "Composable spec for the arriving image only, e.g. scale or scale:0.5@topLeading.")
    var insertion: String?

    @Option(help: "Composable spec for the leaving image only, e.g. move:bottom.")
    var removal: String?

    @Option(help: "forward or backward; backward mirrors slide, move, push and offset.")
    var direction: String = "forward"

    @Option(help: "Soft edge of the radial mask in pixels (0 = just the 1.25 px anti-aliased edge).")
    var softness: Float = 0

    @Option(help: "Width in pixels of the radial mask's anti-aliased edge (0 = stair-stepped, for comparison).")
    var feather: Float = Feather.defaultWidth

    @Option(name: .customLong("fade-color"), help: "Radial fade colour as RRGGBB (e.g. ffffff); off by default.")
    var fadeColor: String?

    @Option(help: "Seconds the radial mask waits before it starts.")
    var delay: Double = 0

    mutating func validate() throws {
        _ = try parsedOrigin()
        _ = try parsedFadeColor()
        guard NavigationDirection(rawValue: direction) != nil else {
            throw ValidationError("--direction must be forward or backward, got '\(direction)'")
        }
        try CommandLineRange.check("--softness", Double(softness), SettingRange(0...1000))
        try CommandLineRange.check("--feather", Double(feather), SettingRange(0...16))
        try CommandLineRange.check("--delay", delay, SettingRange(0...60))
    }

    var navigationDirection: NavigationDirection { NavigationDirection(rawValue: direction) ?? .forward }

    /// `options` with these settings added.
    func apply(to options: TransitionOptions) throws -> TransitionOptions {
        var result = options
        switch try parsedOrigin() {
        case .point(let p)?: result.origin = p
        case .rect(let r)?: result.originRect = r
        case nil: break
        }
        result.curve = curve
        result.insertion = insertion
        result.removal = removal
        result.softness = softness
        result.feather = feather
        result.fadeColor = try parsedFadeColor()
        result.delay = delay
        return result
    }

    private enum Origin {
        case point(Vec2)
        case rect(Rect)
    }

    private func parsedOrigin() throws -> Origin? {
        guard let origin else { return nil }
        let numbers = origin.split(separator: ",", omittingEmptySubsequences: false).map { Float($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.allSatisfy({ $0 != nil && $0?.isFinite == true }) else {
            throw ValidationError("--origin takes numbers X,Y or X,Y,W,H, got '\(origin)'")
        }
        let v = numbers.compactMap { $0 }
        switch v.count {
        case 2: return .point(Vec2(v[0], v[1]))
        case 4:
            guard v[2] >= 0, v[3] >= 0 else { throw ValidationError("--origin rect needs a width and height of 0 or more, got '\(origin)'") }
            return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        default: throw ValidationError("--origin takes X,Y or X,Y,W,H, got '\(origin)'")
        }
    }

    private func parsedFadeColor() throws -> Color? {
        guard let fadeColor else { return nil }
        let hex = fadeColor.hasPrefix("#") ? String(fadeColor.dropFirst()) : fadeColor
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else {
            throw ValidationError("--fade-color takes six hex digits RRGGBB, got '\(fadeColor)'")
        }
        return Color(UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff))
    }
}
