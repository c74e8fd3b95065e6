/// Checking a transition list when the show starts, so a typo is refused at once (naming
/// the known transitions) instead of warning ten seconds in and cutting silently after.
/// The config, the command line, HTTP and MQTT all check lists here.
extension TransitionCatalog {
    /// The first problem with `names` as the message a user reads, or nil when every entry is
    /// a style (`calm`, `lively`), a catalog name, a composed spec (`scale+opacity`) or `random`.
    public static func problem(in names: [String]) -> String? {
        for name in names where name != "random" && TransitionStyle.named(name) == nil {
            do {
                _ = try TransitionCatalog.make(name)
            } catch let error as TransitionSpecError {
                return error.description + "; or a style: \(TransitionStyle.all.map(\.name).joined(separator: ", ")), or random"
            } catch {
                return "bad transition '\(name)': \(error)"
            }
        }
        return nil
    }
}
