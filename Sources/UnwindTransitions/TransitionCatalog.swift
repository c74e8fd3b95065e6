/// Every transition by name: what `unwind transitions` lists, what `unwind render
/// --transition NAME` and the slideshow's transition list accept.
public enum TransitionCatalog {
    /// One named transition and how to make it.
    public struct Entry: Sendable {
        /// The name `--transition` and the slideshow config take.
        public let name: String
        /// One line for `unwind transitions`.
        public let summary: String
        /// Default total seconds, normal and speedy.
        public let defaultDuration: Double
        /// Seconds with `--speedy`, for the listing.
        public let speedyDuration: Double
        /// Makes the transition from options; throws when an option is out of range.
        public let make: @Sendable (TransitionOptions) throws -> any Transition

        /// An entry; each transition family lists its own.
        public init(
            name: String, summary: String, defaultDuration: Double, speedyDuration: Double,
            make: @escaping @Sendable (TransitionOptions) throws -> any Transition
        ) {
            self.name = name
            self.summary = summary
            self.defaultDuration = defaultDuration
            self.speedyDuration = speedyDuration
            self.make = make
        }
    }

    /// A parser for specs that are not plain names (`scale+opacity`, `move:bottom`):
    /// returns nil when the spec is not its kind, throws when it is but is malformed.
    public typealias SpecParser = @Sendable (String, TransitionOptions) throws -> (any Transition)?

    /// Every named transition, in catalog order. Each family adds its entries here.
    public static var entries: [Entry] {
        tileEntries + RadialCatalog.entries + ComposableCatalog.entries + PhotoFrameCatalog.entries
    }

    /// Parsers tried, in order, for specs that are not a plain catalog name.
    static var specParsers: [SpecParser] {
        [ComposableGrammar.parser]
    }

    /// The entry with this exact name.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// Makes a transition from a name or a composed spec; unknown names get an error that
    /// lists the known ones.
    public static func make(_ spec: String, options: TransitionOptions = TransitionOptions()) throws -> any Transition {
        let trimmed = String(spec.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if let entry = entry(named: trimmed) { return try entry.make(options) }
        for parser in specParsers {
            if let transition = try parser(trimmed, options) { return transition }
        }
        throw TransitionSpecError.unknown(trimmed, known: entries.map(\.name))
    }
}

/// A transition spec that could not be understood.
public enum TransitionSpecError: Error, CustomStringConvertible, Equatable {
    case unknown(String, known: [String])
    case invalid(String, reason: String)

    /// One line for the command to print; an unknown name suggests the closest known one.
    public var description: String {
        switch self {
        case .unknown(let spec, let known):
            "unknown transition '\(spec)'"
                + (NameSuggestion.closest(to: spec, among: known).map { " — did you mean '\($0)'? Known" } ?? "; known")
                + ": \(known.joined(separator: ", "))"
        case .invalid(let spec, let reason):
            "bad transition '\(spec)': \(reason)"
        }
    }
}
