import UnwindTransitions

/// Checking the transition list when the show starts (`TransitionCatalog.problem(in:)`).
extension SlideshowConfig {
    /// The first problem with `names` as the message a user reads, or nil when every entry is
    /// a style, a catalog name, a composed spec or `random`.
    public static func transitionProblem(in names: [String]) -> String? {
        TransitionCatalog.problem(in: names)
    }
}
