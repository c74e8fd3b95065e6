import Foundation

/// The command-line grammar for composable transitions.
///
///     spec   := part ('+' part)*            parts run together (combined)
///     part   := opacity | scale[:FACTOR][@ANCHOR] | slide | move:EDGE | push:EDGE
///             | offset:X[,Y] | blur[:RADIUS] | rotate:DEGREES | identity
///     EDGE   := leading | trailing | top | bottom   (left and right work too)
///     ANCHOR := center | top | bottom | leading | trailing | topLeading | topTrailing
///             | bottomLeading | bottomTrailing
///
/// `--insertion SPEC --removal SPEC` make it asymmetric, `--curve NAME` picks the timing.
public enum ComposableGrammar {
    /// The part names, for suggestions and `unwind transitions`.
    public static let partNames = ["opacity", "scale", "slide", "move", "push", "offset", "blur", "rotate", "identity"]

    /// The grammar in a few lines, for `unwind transitions` and docs.
    public static let summary = """
        SPEC := PART('+'PART)*   parts run at once, e.g. scale+opacity
        PART := opacity | scale[:FACTOR][@ANCHOR] | slide | move:EDGE | push:EDGE
              | offset:X[,Y] | blur[:RADIUS] | rotate:DEGREES | identity
        EDGE := leading|trailing|top|bottom (left, right)   ANCHOR := center|top|topLeading|...
        --insertion SPEC --removal SPEC   different effects for the new and the old image
        --curve linear|easeIn|easeOut|easeInOut|spring
        """

    /// The catalog's spec parser: claims specs written in this grammar and leaves other
    /// words to the catalog (whose error suggests the nearest known name).
    public static let parser: TransitionCatalog.SpecParser = { spec, options in
        let isComposed = spec.contains { "+:@".contains($0) }
        let word = spec.lowercased()
        if !isComposed, !partNames.contains(word), word != "asymmetric" { return nil }
        return try transition(spec, options: options)
    }

    /// A composable transition from a spec and the options (duration, curve, insertion/removal).
    public static func transition(_ spec: String, options: TransitionOptions, name: String? = nil, defaultRemoval: (any ComposableEffect)? = nil) throws
        -> ComposableTransition
    {
        let curve = try self.curve(options.curve, in: spec)
        let base: (any ComposableEffect)? = spec.lowercased() == "asymmetric" ? nil : try effect(spec)
        guard let insertion = try options.insertion.map(effect) ?? base else {
            throw TransitionSpecError.invalid(spec, reason: "asymmetric needs --insertion SPEC and/or --removal SPEC")
        }
        let removal = try options.removal.map(effect) ?? defaultRemoval ?? base ?? IdentityEffect()
        let asymmetric = options.insertion != nil || options.removal != nil || defaultRemoval != nil
        let duration = options.duration ?? (options.speedy ? ComposableCatalog.speedyDuration : ComposableCatalog.defaultDuration)
        guard duration.isFinite, duration >= 0 else {
            throw TransitionSpecError.invalid(name ?? spec, reason: "duration must be 0 seconds or more, got \(duration)")
        }
        let customised = options.insertion != nil || options.removal != nil
        return ComposableTransition(
            name: customised ? nil : name, effect: insertion, removal: asymmetric ? removal : nil,
            duration: duration, curve: curve)
    }

    /// The curve named in the options, `easeInOut` when none is.
    public static func curve(_ name: String?, in spec: String) throws -> AnimationCurve {
        guard let name else { return .easeInOut }
        if let curve = AnimationCurve.named(name) { return curve }
        throw TransitionSpecError.invalid(
            spec, reason: "unknown curve '\(name)'" + hint(NameSuggestion.closest(to: name, among: AnimationCurve.names), else: AnimationCurve.names))
    }

    /// One effect from `part+part+…`.
    public static func effect(_ spec: String) throws -> any ComposableEffect {
        let parts = spec.split(separator: "+", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var result: (any ComposableEffect)?
        for part in parts {
            guard !part.isEmpty else { throw TransitionSpecError.invalid(spec, reason: "empty part; write parts as a+b, e.g. scale+opacity") }
            let next = try self.part(part, in: spec)
            result = result.map { CombinedEffect($0, next) } ?? next
        }
        guard let result else { throw TransitionSpecError.invalid(spec, reason: "empty spec") }
        return result
    }
}
