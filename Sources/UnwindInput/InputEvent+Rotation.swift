import UnwindDraw

extension InputEvent {
    /// The event as the rotated layout sees it: mouse positions (panel pixels, `physical`
    /// in size) and touch positions (fractions of the panel) turned back by `rotation`;
    /// every other event unchanged.
    public func rotated(_ rotation: PanelRotation, physical: Size) -> InputEvent {
        switch self {
        case .pointer(var pointer) where rotation != .none:
            (pointer.x, pointer.y) = rotation.logicalPoint(x: pointer.x, y: pointer.y, physical: physical)
            return .pointer(pointer)
        case .touch(var touch) where rotation != .none:
            (touch.x, touch.y) = rotation.logicalFraction(x: touch.x, y: touch.y)
            return .touch(touch)
        default:
            return self
        }
    }
}
