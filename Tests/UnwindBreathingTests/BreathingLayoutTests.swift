import Testing
import UnwindDraw

@testable import UnwindBreathing

@Suite struct BreathingLayoutTests {
    static let sizes = [
        Size(width: 1920, height: 1080), Size(width: 1280, height: 720), Size(width: 1280, height: 800), Size(width: 1024, height: 768),
        Size(width: 720, height: 1280), Size(width: 1080, height: 1920), Size(width: 800, height: 480), Size(width: 480, height: 800),
    ]

    /// Idle and Completed: text in rows and columns clear of the spiral's whole box.
    @Test(arguments: sizes)
    func textAreasNeverMeetTheSpiralsReach(size: Size) {
        let visual = SpiralVisualConfig()
        let path = SpiralPath(visual)
        let layout = BreathingLayout(size: size, visual: visual, path: path, state: .idle)
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
        let session = BreathingLayout(size: size, visual: visual, path: path, state: .hold)
        #expect(session.spiral.center == layout.spiral.center, "\(size): Idle and the session share the spiral's centre")
        #expect(session.spiral.scale >= layout.spiral.scale, "\(size): the spiral grows, never shrinks, as the session starts")
    }

    /// During a session the spiral uses the screen (issue 22): its reach (track, orb, the
    /// largest pulse and glow) is at least 80 % of the shorter side, centred, and inside the
    /// window; in landscape the text corners stay clear of both of its discs.
    @Test(arguments: sizes)
    func duringASessionTheSpiralUsesTheScreen(size: Size) {
        let (visual, path) = (SpiralVisualConfig(), SpiralPath(SpiralVisualConfig()))
        let layout = BreathingLayout(size: size, visual: visual, path: path, state: .inhale)
        let (bounds, short) = (layout.spiralBounds, Float(min(size.width, size.height)))
        #expect(Self.inside(bounds, size.rect), "\(size): the spiral's reach \(bounds) stays in the window")
        #expect(min(bounds.width, bounds.height) >= 0.8 * short, "\(size): the spiral's reach \(bounds) is under 80 % of \(short)")
        #expect(abs(bounds.center.x - Float(size.width) / 2) < 1, "\(size): centred across")
        let center = layout.spiral.center
        let reach = (path.outerRadius + Float(visual.headSize / 2) * BreathingLayout.glowReach) * layout.spiral.scale
        let end = layout.spiral.toScreen(path.points[path.points.count - 1])
        let peak = Float(visual.headSize * visual.pulseScale / 2) * BreathingLayout.glowReach * layout.spiral.scale
        for area in layout.textAreas {
            #expect(Self.inside(area, size.rect), "\(size): \(area) inside the window")
            #expect(Self.distance(center, area) >= reach && Self.distance(end, area) >= peak, "\(size): text area \(area) meets the spiral")
        }
        #expect(layout.patternChips.isEmpty, "no choices during a session")
        // The largest pulse, its glow and ring, around the spiral's end, inside the reach.
        #expect(
            end.y - peak >= bounds.minY - 0.5 && end.x - peak >= bounds.minX - 0.5 && end.x + peak <= bounds.maxX + 0.5,
            "\(size): the glow at full pulse is inside the reach")
    }

    /// The distance from `point` to the nearest point of `rect`.
    static func distance(_ point: Vec2, _ rect: Rect) -> Float {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX), dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
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

    /// Fewer turns where the screen is small (issue 22): at 480×320 the four turns are about
    /// 26 px apart even with the session's larger spiral (20 px before); fitted, they are at least as far apart as on the reference phone, and a
    /// phone or anything larger keeps the spec's four.
    @Test func smallScreensGetFewerTurnsFartherApart() {
        let spec = SpiralVisualConfig()
        let phone = spec.turnGap(in: SpiralVisualConfig.referenceScreen)
        let small = Size(width: 480, height: 320)
        #expect(spec.turnGap(in: small) < phone * 0.8, "crowded before: \(spec.turnGap(in: small)) px vs \(phone) px")
        let fitted = spec.fitted(to: small)
        #expect(fitted.rotations < spec.rotations && fitted.rotations >= 1, "\(fitted.rotations) turns")
        #expect(fitted.turnGap(in: small) >= phone - 0.5, "\(fitted.turnGap(in: small)) px apart, the phone's \(phone)")
        #expect((try? fitted.validate()) != nil)
        for size in [SpiralVisualConfig.referenceScreen, Size(width: 1280, height: 800), Size(width: 800, height: 1280), Size(width: 1920, height: 1080)] {
            #expect(spec.fitted(to: size) == spec, "\(size) keeps the spec's turns")
        }
    }
}
