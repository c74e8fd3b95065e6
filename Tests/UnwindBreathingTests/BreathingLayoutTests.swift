import Testing
import UnwindDraw

@testable import UnwindBreathing

@Suite struct BreathingLayoutTests {
    static let sizes = [
        Size(width: 1920, height: 1080), Size(width: 1280, height: 720), Size(width: 1280, height: 800), Size(width: 1024, height: 768),
        Size(width: 720, height: 1280), Size(width: 1080, height: 1920), Size(width: 800, height: 480), Size(width: 480, height: 800),
    ]

    @Test(arguments: sizes)
    func textAreasNeverMeetTheSpiralsReach(size: Size) {
        let visual = SpiralVisualConfig()
        let path = SpiralPath(visual)
        let layout = BreathingLayout(size: size, visual: visual, path: path)
        let window = size.rect
        let bounds = layout.spiralBounds
        #expect(Self.inside(bounds, window), "\(size): the spiral's reach \(bounds) stays in the window")
        for area in layout.textAreas {
            #expect(area.intersection(bounds).isEmpty, "\(size): text area \(area) meets the spiral's reach \(bounds)")
            #expect(Self.inside(area, window), "\(size): \(area) inside the window")
        }
        let areas = layout.textAreas
        for i in areas.indices {
            for j in areas.indices where j > i {
                #expect(areas[i].intersection(areas[j]).isEmpty, "\(size): \(areas[i]) and \(areas[j]) overlap")
            }
        }
        #expect(layout.patternChips.count == BreathingPattern.named.count)
        #expect(layout.isWide == (size.width >= size.height * 5 / 4))
        // The largest pulse, its glow and ring, around the spiral's end, inside the reach.
        let end = layout.spiral.toScreen(path.points[path.points.count - 1])
        let reach = Float(visual.headSize * visual.pulseScale / 2) * BreathingLayout.glowReach * layout.spiral.scale
        #expect(
            end.y - reach >= bounds.minY - 0.5 && end.x - reach >= bounds.minX - 0.5 && end.x + reach <= bounds.maxX + 0.5,
            "\(size): the glow at full pulse is inside the reach")
    }

    /// `inner` lies in `outer`, to a hundredth of a pixel.
    static func inside(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.minX >= outer.minX - 0.01 && inner.minY >= outer.minY - 0.01 && inner.maxX <= outer.maxX + 0.01 && inner.maxY <= outer.maxY + 0.01
    }

    @Test func theSpiralStaysLargeEnough() {
        for size in Self.sizes {
            let visual = SpiralVisualConfig()
            let layout = BreathingLayout(size: size, visual: visual, path: SpiralPath(visual))
            let short = Float(min(size.width, size.height))
            #expect(
                layout.spiralBounds.height >= short * 0.6 || layout.spiralBounds.width >= short * 0.85, "\(size): spiral reach \(layout.spiralBounds) is small")
        }
    }

    @Test func theLayoutDependsOnlyOnSizeAndConfig() {
        let visual = SpiralVisualConfig()
        let path = SpiralPath(visual)
        #expect(
            BreathingLayout(size: Size(width: 1280, height: 720), visual: visual, path: path)
                == BreathingLayout(size: Size(width: 1280, height: 720), visual: visual, path: path))
        #expect(
            SpiralLayout(size: Size(width: 1280, height: 720), config: visual, path: path)
                == BreathingLayout(size: Size(width: 1280, height: 720), visual: visual, path: path).spiral)
    }
}
