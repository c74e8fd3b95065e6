import UnwindConfig
import UnwindInput
import UnwindMedia
import UnwindTransitions

/// The body of `PATCH /api/settings` (and of MQTT's number and select): any of interval,
/// transitions, order. Validated here, in the server, so a bad value is answered with a 400
/// and never reaches the show.
public struct SettingsPatch: Codable, Equatable, Sendable {
    /// Seconds per photo; must lie in `SlideshowRanges.interval`, as in the config.
    public var interval: Double?
    /// Names from `TransitionCatalog` (or composed specs), or `["random"]`; empty for the default cycle.
    public var transitions: [String]?
    /// A `PlaylistOrder` raw value (`name`, `shuffle`, `date`, `date-desc`).
    public var order: String?

    /// A patch changing only the settings given; `commands()` refuses one that changes nothing.
    public init(interval: Double? = nil, transitions: [String]? = nil, order: String? = nil) {
        self.interval = interval
        self.transitions = transitions
        self.order = order
    }

    /// The commands this patch stands for, or the first problem found.
    public func commands() throws(RemoteError) -> [RemoteCommand] {
        var out: [RemoteCommand] = []
        if let interval {
            // The config's own range and words: what the command line and the file accept,
            // the page and MQTT accept, and a status can always be sent back.
            do {
                try SlideshowRanges.interval.check("interval", interval)
            } catch {
                throw .badRequest(error.description)
            }
            out.append(.setInterval(seconds: interval))
        }
        if let transitions {
            guard transitions.count <= 64 else { throw .badRequest("at most 64 transitions, got \(transitions.count)") }
            if let problem = TransitionCatalog.problem(in: transitions) { throw .badRequest(problem) }
            out.append(.setTransitions(transitions))
        }
        if let order {
            guard PlaylistOrder(rawValue: order) != nil else {
                throw .badRequest("order must be one of \(PlaylistOrder.allCases.map(\.rawValue).joined(separator: ", ")), got '\(order)'")
            }
            out.append(.setOrder(order))
        }
        guard !out.isEmpty else { throw .badRequest("nothing to change: give interval, transitions or order") }
        return out
    }
}
