import UnwindLocalization

extension BreathingPattern {
    /// The pattern's name in the user's language, as the Idle screen's chips show it: plain
    /// words for what it is for ("Relax · 4-7-8"), not the technique's jargon (issue 22).
    public func title(_ t: Catalog) -> String {
        switch name {
        case .calm: t("Calm", context: "breathing pattern")
        case .relaxing: t("Relax", context: "breathing pattern")
        case .box: t("Focus", context: "breathing pattern")
        case .coherent: t("Balance", context: "breathing pattern")
        case .custom: t("Your rhythm", context: "breathing pattern")
        }
    }
}
