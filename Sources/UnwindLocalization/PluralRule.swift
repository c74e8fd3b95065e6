/// Which plural form a count takes. Covers the two rules of the shipped languages (and most
/// European ones): `n != 1` (English, German, Spanish) and `n > 1` (French).
public enum PluralRule: Sendable, Equatable {
    /// One for exactly 1, the other form otherwise.
    case germanic
    /// One for 0 and 1, the other form from 2.
    case french

    /// Reads `Plural-Forms: nplurals=2; plural=(n > 1);` from a catalog header.
    public init(header: String) {
        let compact = header.filter { !$0.isWhitespace }
        self = compact.contains("plural=(n>1)") || compact.contains("plural=n>1") ? .french : .germanic
    }

    /// The form index for `count`.
    public func index(for count: Int) -> Int {
        switch self {
        case .germanic: count == 1 ? 0 : 1
        case .french: count > 1 ? 1 : 0
        }
    }
}
