import UnwindRandom
import UnwindTransitions

/// Picks the transition for each photo change from a list, in turn or at random.
///
/// An empty request plays the calm style (`TransitionStyle.calm`: slow crossfades with the
/// signature effects between them); a style name in the list (`lively`) stands for its
/// transitions; `random` draws from the catalog's wall-frame cycle (`available`), so the
/// show never plays two pushes or two tile effects back to back.
public struct TransitionCycle: Sendable {
    /// The names played, in order (or drawn from, when random).
    public private(set) var names: [String]
    /// The names as requested, before any `replace`, so a `restore` can undo one.
    private let planned: [String]
    /// What each replaced name plays instead (nil: nothing).
    private var replacements: [String: String?] = [:]
    /// True when picks are drawn at random (`random` was requested); the remote status reports it.
    public let isRandom: Bool
    /// The request as given (a style, names or `random`; empty for the calm style), so the
    /// remote reports what was asked for and the show keeps it nowhere else.
    public let requested: [String]
    private var index = 0
    private var last: String?
    /// The next pick is `names[index]` even when random (`--sync`: every frame plays the
    /// slot's transition).
    private var aligned = false
    private var generator: SplitMix64

    /// - Parameter requested: names from the command line or config; empty means the calm
    ///   style, `["random"]` means random picks from `available` (the wall-frame cycle).
    public init(requested: [String], available: [String], seed: UInt64) {
        generator = SplitMix64(seed: seed ^ 0x5EED_7A45)
        self.requested = requested
        let defaults = TransitionStyle.interleaved(available)
        if requested.isEmpty {
            names = TransitionStyle.calm.names.filter(available.contains)
            isRandom = false
        } else if requested == ["random"] {
            names = defaults
            isRandom = true
        } else {
            names = TransitionStyle.expand(requested).flatMap { $0 == "random" ? defaults : [$0] }
            isRandom = requested.contains("random")
        }
        planned = names
    }

    /// The next transition name; nil when the list is empty (the show cuts).
    public mutating func next() -> String? {
        guard !names.isEmpty else { return nil }
        let pick: String
        if isRandom, !aligned {
            var candidate = names[Int.random(in: 0..<names.count, using: &generator)]
            if names.count > 1, candidate == last {
                candidate = names[(names.firstIndex(of: candidate).map { $0 + 1 } ?? 0) % names.count]
            }
            pick = candidate
        } else {
            pick = names[index % names.count]
            index += 1
        }
        last = pick
        aligned = false
        return pick
    }

    /// Plays `replacement` wherever `name` was (a transition this device cannot play in
    /// time); nil takes it out (the show cuts when none is left). The turn stays where it was.
    public mutating func replace(_ name: String, with replacement: String?) {
        guard names.contains(name) else { return }
        replacements[name] = .some(replacement)
        if let replacement {
            names = names.map { $0 == name ? replacement : $0 }
        } else {
            let position = names.isEmpty ? 0 : index % names.count
            let before = names[..<position].filter { $0 == name }.count
            names.removeAll { $0 == name }
            index = position - before
        }
    }

    /// Plays `name` again where it was planned (a dropped transition gets another try),
    /// keeping the other replacements and the turn.
    public mutating func restore(_ name: String) {
        guard replacements.removeValue(forKey: name) != nil else { return }
        names = planned.compactMap { entry in
            var current: String? = entry
            // A replacement may itself be replaced (crossfade dropped too): follow the chain.
            for _ in 0...replacements.count {
                guard let name = current, let next = replacements[name] else { break }
                current = next
            }
            return current
        }
    }

    /// Makes the next pick the name at `position` (modulo the list), random or not.
    public mutating func align(to position: Int) {
        guard !names.isEmpty else { return }
        index = ((position % names.count) + names.count) % names.count
        aligned = true
    }
}
