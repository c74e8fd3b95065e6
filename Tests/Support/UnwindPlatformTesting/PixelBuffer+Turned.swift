import UnwindDraw

extension PixelBuffer {
    /// These pixels turned clockwise by `rotation` on the CPU: what a panel mounted that way
    /// should show, for tests of `--rotate` to compare a turned run against.
    public func turned(_ rotation: PanelRotation) -> PixelBuffer {
        let out = rotation.logicalSize(Size(width: width, height: height))
        var result = PixelBuffer(width: out.width, height: out.height, fill: .black)
        for y in 0..<height {
            for x in 0..<width {
                let (tx, ty): (Int, Int) =
                    switch rotation {
                    case .none: (x, y)
                    case .quarter: (height - 1 - y, x)
                    case .half: (width - 1 - x, height - 1 - y)
                    case .threeQuarters: (y, width - 1 - x)
                    }
                result[tx, ty] = self[x, y]
            }
        }
        return result
    }
}
