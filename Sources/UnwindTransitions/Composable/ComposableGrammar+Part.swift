extension ComposableGrammar {
    /// One part: `name[:arguments][@anchor]`.
    static func part(_ text: String, in spec: String) throws -> any ComposableEffect {
        var body = Substring(text)
        var anchor: UnitPoint?
        if let at = body.firstIndex(of: "@") {
            let anchorName = String(body[body.index(after: at)...])
            body = body[..<at]
            guard let found = UnitPoint.named.first(where: { $0.0.lowercased() == anchorName.lowercased() }) else {
                let suggestion = NameSuggestion.closest(to: anchorName, among: UnitPoint.named.map(\.0))
                throw TransitionSpecError.invalid(spec, reason: "unknown anchor '\(anchorName)'" + hint(suggestion, else: UnitPoint.named.map(\.0)))
            }
            anchor = found.1
        }
        let pieces = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = pieces[0].lowercased()
        let argument = pieces.count > 1 ? String(pieces[1]) : nil
        if anchor != nil, name != "scale" {
            throw TransitionSpecError.invalid(spec, reason: "only scale takes an @anchor")
        }
        switch name {
        case "opacity", "fade": return try noArgument(OpacityEffect(), argument, spec)
        case "slide": return try noArgument(SlideEffect(), argument, spec)
        case "identity": return try noArgument(IdentityEffect(), argument, spec)
        case "scale":
            let factor = try argument.map { try number($0, for: "scale", example: "scale:0.5", in: spec) } ?? 0
            guard factor >= 0 else { throw TransitionSpecError.invalid(spec, reason: "scale factor must be 0 or more, got \(format(factor))") }
            return ScaleEffect(scale: factor, anchor: anchor ?? .center)
        case "move":
            guard let argument else { throw TransitionSpecError.invalid(spec, reason: "move needs an edge, e.g. move:bottom") }
            return MoveEffect(edge: try edge(argument, in: spec))
        case "push":
            guard let argument else { throw TransitionSpecError.invalid(spec, reason: "push needs the edge the new image enters from, e.g. push:trailing") }
            return PushEffect(edge: try edge(argument, in: spec))
        case "offset":
            guard let argument else { throw TransitionSpecError.invalid(spec, reason: "offset needs pixels, e.g. offset:40,20") }
            let values = argument.split(separator: ",", omittingEmptySubsequences: false)
            guard values.count <= 2 else { throw TransitionSpecError.invalid(spec, reason: "offset takes X or X,Y, e.g. offset:40,20") }
            let x = try number(String(values[0]), for: "offset", example: "offset:40,20", in: spec)
            let y = values.count > 1 ? try number(String(values[1]), for: "offset", example: "offset:40,20", in: spec) : 0
            return OffsetEffect(x: x, y: y)
        case "blur":
            let radius = try argument.map { try number($0, for: "blur", example: "blur:12", in: spec) } ?? 16
            guard radius >= 0 else { throw TransitionSpecError.invalid(spec, reason: "blur radius must be 0 or more, got \(format(radius))") }
            return BlurEffect(radius: radius)
        case "rotate", "rotation":
            guard let argument else { throw TransitionSpecError.invalid(spec, reason: "rotate needs degrees, e.g. rotate:90") }
            return RotationEffect(degrees: try number(argument, for: "rotate", example: "rotate:90", in: spec))
        default:
            let known = partNames + TransitionCatalog.entries.map(\.name)
            let name = String(pieces[0])
            throw TransitionSpecError.invalid(spec, reason: "unknown part '\(name)'" + hint(NameSuggestion.closest(to: name, among: known), else: partNames))
        }
    }

    private static func noArgument(_ effect: any ComposableEffect, _ argument: String?, _ spec: String) throws -> any ComposableEffect {
        if let argument { throw TransitionSpecError.invalid(spec, reason: "\(effect.spec) takes no argument, got ':\(argument)'") }
        return effect
    }

    /// Largest magnitude each part accepts: far beyond any useful value, small enough that
    /// the geometry stays finite in Float.
    private static let limits: [String: Double] = ["scale": 100, "offset": 100_000, "blur": 1000, "rotate": 36_000]

    private static func number(_ text: String, for name: String, example: String, in spec: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw TransitionSpecError.invalid(spec, reason: "\(name) expects a number, got '\(text)' (e.g. \(example))")
        }
        if let limit = limits[name], abs(value) > limit {
            throw TransitionSpecError.invalid(spec, reason: "\(name) must be within ±\(format(limit)), got \(format(value))")
        }
        return value
    }

    private static func edge(_ text: String, in spec: String) throws -> Edge {
        switch text.lowercased() {
        case "leading", "left": return .leading
        case "trailing", "right": return .trailing
        case "top", "up": return .top
        case "bottom", "down": return .bottom
        default:
            let names = Edge.allCases.map(\.rawValue)
            throw TransitionSpecError.invalid(
                spec, reason: "unknown edge '\(text)'" + hint(NameSuggestion.closest(to: text, among: names + ["left", "right"]), else: names))
        }
    }

    static func hint(_ suggestion: String?, else known: [String]) -> String {
        if let suggestion { return " — did you mean '\(suggestion)'?" }
        return "; known: \(known.joined(separator: ", "))"
    }

    /// A number as the grammar writes it: `0.5`, `40`, not `40.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
