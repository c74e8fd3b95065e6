/// Picks the display-power backend at start: the one `display-power` names, or with `auto`
/// the first candidate that opens, in the order given. Says what it chose in one log line,
/// or, when nothing works, in one warning naming everything tried and why it failed (the
/// show then darkens its frames only, as before there were backends).
public struct DisplayPowerChoice: Sendable {
    /// The backend chosen; nil when none works (black frames only).
    public let backend: (any DisplayPowerBackend)?
    /// The one line for the log: what was chosen, or what was tried.
    public let line: String
    /// True when `line` is a warning (nothing works, or the backend asked for failed).
    public let isWarning: Bool

    /// Tries `candidates` in order; `wanted` is the `display-power` setting (`auto`, `none`
    /// or a candidate's name).
    public init(wanted: String, candidates: [DisplayPowerCandidate]) {
        if wanted == "none" {
            backend = nil
            line = "display power: none (display-power = \"none\"): the screen goes black, the panel stays lit"
            isWarning = false
            return
        }
        let tried = wanted == "auto" ? candidates : candidates.filter { $0.name == wanted }
        var failures: [String] = []
        for candidate in tried {
            switch candidate.open() {
            case .success(let opened):
                backend = opened
                line = "display power: \(opened.name) (\(opened.detail))"
                isWarning = false
                return
            case .failure(let error):
                failures.append("\(candidate.name): \(error.message)")
            }
        }
        backend = nil
        isWarning = true
        let what = failures.isEmpty ? "no backend is named '\(wanted)'" : failures.joined(separator: "; ")
        line = "display power: nothing turns the panel off (\(what)); the screen goes black but stays lit"
    }
}
