/// "Did you mean" for typos on the command line: the known name fewest edits away. Public
/// because the command line uses it for subcommands too, so every suggestion reads alike.
public enum NameSuggestion {
    /// The closest of `candidates` to `word` (case-insensitive), if within a typo's reach:
    /// two edits, or one for words of three letters or fewer.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        let limit = target.count <= 3 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased()))
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and
    /// swaps of neighbours each cost one (`scael` is one edit from `scale`).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = d
            }
        }
        return rows[a.count][b.count]
    }
}
