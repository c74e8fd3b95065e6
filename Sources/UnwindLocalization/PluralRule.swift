/// Which plural form a count takes. Covers the rules of the shipped languages: `n != 1`
/// (English, German, Spanish), `n > 1` (French) and the three East Slavic forms (Russian).
public enum PluralRule: Sendable, Equatable {
    /// One for exactly 1, the other form otherwise.
    case germanic
    /// One for 0 and 1, the other form from 2.
    case french
    /// Russian, Ukrainian, Belarusian: 1, 21, 31… (not 11); 2–4, 22–24… (not 12–14); the rest.
    case eastSlavic

    /// Reads `Plural-Forms: nplurals=2; plural=(n > 1);` from a catalog header.
    public init(header: String) {
        let compact = header.filter { !$0.isWhitespace }
        if compact.contains("nplurals=3"), compact.contains("n%10==1&&n%100!=11") {
            self = .eastSlavic
        } else if compact.contains("plural=(n>1)") || compact.contains("plural=n>1") {
            self = .french
        } else {
            self = .germanic
        }
    }

    /// The form index for `count`.
    public func index(for count: Int) -> Int {
        switch self {
        case .germanic: return count == 1 ? 0 : 1
        case .french: return count > 1 ? 1 : 0
        case .eastSlavic:
            let n = abs(count), ones = n % 10, tens = n % 100
            if ones == 1, tens != 11 { return 0 }
            if (2...4).contains(ones), !(12...14).contains(tens) { return 1 }
            return 2
        }
    }
}
