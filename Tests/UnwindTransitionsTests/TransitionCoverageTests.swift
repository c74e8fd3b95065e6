import Testing
import UnwindDraw

@testable import UnwindTransitions

/// What a viewer sees mid-transition: every transition the slideshow plays by default keeps
/// the whole view covered by photo. Each is rendered headless between two full-frame photos
/// of distinct solid colours on a black clear colour, 30 frames spread over its duration,
/// and no frame may show the background on more than 1 % of its pixels.
@Suite struct TransitionCoverageTests {
    static let size = Size(width: 320, height: 180)
    static let frameCount = 30
    static let limit = 0.01

    /// The worst frame of `transition`: its time and coverage.
    static func worstFrame(_ transition: any Transition, direction: NavigationDirection = .forward) throws -> (time: Double, coverage: PhotoCoverage) {
        let times = (0..<frameCount).map { transition.duration * Double($0) / Double(frameCount - 1) }
        let frames = try PixelRig.frames(transition, size: size, at: times, direction: direction, opaque: true)
        var worst = (time: 0.0, coverage: PhotoCoverage(emptyFraction: 0, meanCoverage: 1))
        for (t, frame) in zip(times, frames) {
            let coverage = frame.photoCoverage(first: PixelRig.old, second: PixelRig.new, background: .black)
            if coverage.emptyFraction > worst.coverage.emptyFraction { worst = (t, coverage) }
        }
        return worst
    }

    @Test(arguments: TransitionCatalog.defaultCycle)
    func defaultCycleNeverShowsTheBackground(name: String) throws {
        let transition = try TransitionCatalog.make(name, options: TransitionOptions(seed: 7))
        for direction in [NavigationDirection.forward, .backward] {
            let worst = try Self.worstFrame(transition, direction: direction)
            #expect(
                worst.coverage.emptyFraction <= Self.limit,
                "\(name) \(direction): \(worst.coverage.emptyFraction * 100) % of the frame at t=\(worst.time) s shows neither photo (limit 1 %)")
        }
    }

    @Test(arguments: ["move-leading", "move-trailing", "move-top", "move-bottom", "scale", "zoom"])
    func literalEffectsStayByNameAndDoUncoverTheView(name: String) throws {
        let entry = try #require(TransitionCatalog.entry(named: name), "\(name) is still in the catalog")
        let transition = try entry.make(TransitionOptions())
        let worst = try Self.worstFrame(transition)
        // The measure can fail: SwiftUI's literal effects move or shrink both photos off the view.
        #expect(worst.coverage.emptyFraction > 0.1, "\(name): worst frame only \(worst.coverage.emptyFraction * 100) % empty")
        #expect(!TransitionCatalog.defaultCycle.contains(name), "\(name) is not in the default cycle")
    }

    @Test func everyDefaultCycleNameIsInTheCatalog() {
        let known = Set(TransitionCatalog.entries.map(\.name))
        let missing = TransitionCatalog.defaultCycle.filter { !known.contains($0) }
        #expect(missing.isEmpty, "default-cycle names not in the catalog: \(missing)")
        #expect(Set(TransitionCatalog.defaultCycle).count == TransitionCatalog.defaultCycle.count, "no name twice: \(TransitionCatalog.defaultCycle)")
    }
}
