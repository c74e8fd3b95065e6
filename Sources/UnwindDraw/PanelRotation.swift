/// How a panel is mounted: a portrait panel hung sideways, or a screen upside down. The whole
/// UI is laid out for the rotated size and the finished frame is turned clockwise by this
/// much on its way to the screen, since under KMS with no compositor nothing else can turn
/// it. Positions from the mouse and touch are turned back into the layout's coordinates.
public enum PanelRotation: Int, Sendable, CaseIterable, Equatable {
    case none = 0
    case quarter = 90
    case half = 180
    case threeQuarters = 270

    /// The rotation for `degrees` (0, 90, 180 or 270); nil for any other angle.
    public init?(degrees: Int) {
        self.init(rawValue: degrees)
    }

    /// Clockwise degrees, as `--rotate` and the config write them.
    public var degrees: Int { rawValue }

    /// Whether width and height trade places.
    public var swapsAxes: Bool { self == .quarter || self == .threeQuarters }

    /// The size the UI is laid out at on a panel whose pixels are `physical`.
    public func logicalSize(_ physical: Size) -> Size {
        swapsAxes ? Size(width: physical.height, height: physical.width) : physical
    }

    /// A point on the panel (`physical` pixels) in the layout's coordinates.
    public func logicalPoint(x: Float, y: Float, physical: Size) -> (x: Float, y: Float) {
        let w = Float(physical.width), h = Float(physical.height)
        switch self {
        case .none: return (x, y)
        case .quarter: return (y, w - x)
        case .half: return (w - x, h - y)
        case .threeQuarters: return (h - y, x)
        }
    }

    /// A point given as 0...1 of the panel (touch) as 0...1 of the layout.
    public func logicalFraction(x: Float, y: Float) -> (x: Float, y: Float) {
        logicalPoint(x: x, y: y, physical: Size(width: 1, height: 1))
    }
}
