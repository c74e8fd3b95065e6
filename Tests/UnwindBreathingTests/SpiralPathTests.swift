import Testing
import UnwindDraw
import UnwindRandom

@testable import UnwindBreathing

@Suite struct SpiralPathTests {
    let path = SpiralPath(SpiralVisualConfig())

    @Test func cumulativeLengthsIncreaseStrictly() {
        #expect(path.cumulativeLengths.first == 0)
        for i in 1..<path.cumulativeLengths.count {
            #expect(
                path.cumulativeLengths[i] > path.cumulativeLengths[i - 1],
                "length at \(i): \(path.cumulativeLengths[i]) not above \(path.cumulativeLengths[i - 1])")
        }
        #expect(path.points.count == 401, "4 rotations × 100 points + 1, got \(path.points.count)")
    }

    @Test func totalLengthMatchesTheArchimedeanFormula() {
        // Arc length of r = a + bθ is ∫ sqrt(r² + b²) dθ; integrate finely to compare.
        let a = 16.0, b = 44.0 / (2 * Double.pi), end = 4 * 2 * Double.pi
        var exact = 0.0
        let n = 200_000
        for i in 0..<n {
            let theta = (Double(i) + 0.5) / Double(n) * end
            let r = a + b * theta
            exact += (r * r + b * b).squareRoot() * end / Double(n)
        }
        let measured = Double(path.totalLength)
        #expect(abs(measured - exact) / exact < 0.002, "polyline length \(measured) vs exact \(exact)")
    }

    @Test func spiralIsCentredAndGrowsOutwards() {
        #expect(abs(path.points[0].length - 16) < 0.01, "starts at startRadius, got \(path.points[0].length)")
        #expect(abs(path.points[path.points.count - 1].length - path.outerRadius) < 0.01)
        #expect(path.outerRadius == 16 + 44 * 4)
    }

    @Test func setProgressFindsTheFirstPointAtOrBeyondTheLength() {
        for p in stride(from: Float(0), through: 1, by: 0.01) {
            let i = path.index(atProgress: p)
            let target = path.totalLength * p
            #expect(path.cumulativeLengths[i] >= target - 1e-3, "index \(i) for p \(p) lies before the target")
            if i > 0 { #expect(path.cumulativeLengths[i - 1] < target, "index \(i) for p \(p) is not the first") }
        }
        #expect(path.index(atProgress: -1) == 0)
        #expect(path.index(atProgress: 2) == path.points.count - 1)
    }

    @Test func progressToPointAndBackRoundTrips() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let p = Float.random(in: 0...1, using: &random)
            let point = path.position(atProgress: p)
            let back = path.closestFullScan(to: point)
            let backProgress = back.length / path.totalLength
            #expect(abs(backProgress - p) < 1e-3, "progress \(p) → \(point) → \(backProgress)")
            #expect(back.distance < 0.01, "point lies on the path, distance \(back.distance)")
        }
    }

    @Test func localSearchAgreesWithFullScanNearThePath() {
        var random = SplitMix64(seed: 42)
        var localHits = 0
        for _ in 0..<2000 {
            let length = Float.random(in: 0...path.totalLength, using: &random)
            let onPath = path.position(atLength: length)
            let offset = Vec2(Float.random(in: -8...8, using: &random), Float.random(in: -8...8, using: &random))
            let query = onPath + offset
            let trueIndex = path.index(atLength: length)
            let last = min(max(trueIndex + Int.random(in: -30...30, using: &random), 0), path.points.count - 1)
            let local = path.closest(to: query, near: last, lostDistance: 32)
            let full = path.closestFullScan(to: query)
            if !local.usedFullScan { localHits += 1 }
            #expect(abs(local.length - full.length) < 1e-3, "query \(query) near \(last): local \(local.length) vs full \(full.length)")
            #expect(abs(local.distance - full.distance) < 1e-3)
        }
        #expect(localHits == 2000, "every query near the path stays local, got \(localHits)")
    }

    @Test func lostTrackingFallsBackToFullScan() {
        // The finger jumps from the centre to the outer turn: the local window cannot see it.
        let outer = path.position(atProgress: 0.95)
        let result = path.closest(to: outer, near: 0, lostDistance: 32)
        #expect(result.usedFullScan, "a jump across turns must rescan")
        #expect(abs(result.length / path.totalLength - 0.95) < 1e-3, "found \(result.length / path.totalLength)")
        #expect(path.closest(to: outer, near: nil, lostDistance: 32).usedFullScan, "no last index means a full scan")
    }

    @Test func layoutFitsPortraitAndLandscapeAndRoundTrips() {
        let config = SpiralVisualConfig()
        for size in [Size(width: 1920, height: 1080), Size(width: 720, height: 1280), Size(width: 320, height: 240)] {
            let layout = SpiralLayout(size: size, config: config, path: path)
            let reach = (path.outerRadius + Float(config.headSize * config.pulseScale / 2)) * layout.scale
            #expect(layout.center.x - reach >= 0 && layout.center.x + reach <= Float(size.width), "\(size): fits horizontally")
            #expect(layout.center.y - reach >= 0 && layout.center.y + reach <= Float(size.height), "\(size): fits vertically")
            let p = Vec2(37, -120)
            let back = layout.toSpiral(layout.toScreen(p))
            #expect((back - p).length < 1e-3, "\(size): \(p) → \(back)")
        }
    }
}

@Suite struct SpiralPathSuffixTests {
    @Test func prefixAndSuffixMeetAndCoverTheSpiral() {
        let path = SpiralPath(SpiralVisualConfig())
        for length in [Float(0), 1, 37.5, path.cumulativeLengths[10], path.totalLength / 2, path.totalLength - 0.1] {
            let head = path.prefix(toLength: length), tail = path.suffix(fromLength: length)
            #expect(tail.first.map { ($0 - path.position(atLength: length)).length < 1e-4 } ?? false, "\(length): the suffix starts at the length")
            if let last = head.last { #expect((last - tail[0]).length < 1e-4, "\(length): they meet") }
            #expect(tail.last == path.points.last, "\(length): the suffix runs to the end")
            #expect(zip(tail, tail.dropFirst()).allSatisfy { ($1 - $0).length > 1e-5 }, "\(length): no repeated point")
        }
        #expect(path.suffix(fromLength: path.totalLength).isEmpty)
        #expect(path.suffix(fromLength: 0).count == path.points.count)
    }
}
