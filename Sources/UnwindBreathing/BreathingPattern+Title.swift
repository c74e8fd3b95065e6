import UnwindLocalization

extension BreathingPattern {
    /// The pattern's name in the user's language, as the Idle screen's chips show it.
    public func title(_ t: Catalog) -> String {
        switch name {
        case .calm: t("Calm", context: "breathing pattern")
        case .relaxing: t("Relaxing", context: "breathing pattern")
        case .box: t("Box", context: "breathing pattern")
        case .coherent: t("Coherent", context: "breathing pattern")
        case .custom: t("Your rhythm", context: "breathing pattern")
        }
    }
}
