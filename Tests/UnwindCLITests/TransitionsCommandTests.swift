import Foundation
import Testing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting

/// `unwind transitions` and `unwind render` with the radial and composable transitions, end to end.
@Suite struct TransitionsCommandTests {
    private static let photos = UnwindProcess.repositoryRoot.appendingPathComponent("Assets/photos")
    private static let from = photos.appendingPathComponent("chelsea.png").path
    private static let to = photos.appendingPathComponent("coffee.png").path

    private func render(_ transition: String, _ extra: [String]) throws -> UnwindProcess.Output {
        try UnwindProcess.run(["render", "--transition", transition, "--from", Self.from, "--to", Self.to, "--size", "96x54"] + extra)
    }

    @Test func listsEveryTransitionWithDurationsAndTheGrammar() throws {
        let result = try UnwindProcess.run(["transitions"])
        #expect(result.status == 0, "exit \(result.status): \(result.stderr)")
        for name in [
            "blocks", "spiral", "radial", "radial-unreveal", "opacity", "crossfade", "scale", "slide", "move-bottom", "blur",
            "push-leading", "push-trailing", "push-top", "push-bottom", "zoom-through", "zoom-through-settle", "crossfade-zoom",
        ] {
            #expect(result.stdout.contains("\n\(name) ") || result.stdout.contains("\n\(name)  "), "lists \(name): \(result.stdout)")
        }
        let radial = result.stdout.split(separator: "\n").first { $0.hasPrefix("radial ") }
        #expect(radial?.contains("0.50 s") == true && radial?.contains("0.30 s") == true, "radial 0.5 s / 0.3 s speedy: \(radial ?? "missing")")
        #expect(result.stdout.contains("scale[:FACTOR][@ANCHOR]"), "prints the grammar")
        #expect(result.stdout.contains("  calm: slow eased crossfades"), "names the default style")
        #expect(result.stdout.contains("crossfade 2.0 s, blocks 2.4 s"), "with its timings")
        #expect(result.stdout.contains("  lively: ") && result.stdout.contains("    blocks, push-trailing, spiral"), "and the lively cycle")
    }

    @Test func rendersRadialGrowingFromTheOrigin() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-radial-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try render("radial", ["--fps", "20", "--origin", "10,10", "--softness", "6", "--out", out.path])
        #expect(result.status == 0, "exit \(result.status): \(result.stderr)")
        #expect(result.stdout.contains("rendered 11 frames of radial (0.5 s)"), "\(result.stdout)")
        let last = try Headless.withSDL { try ImageDecoder.decode(path: out.appendingPathComponent("frame-00010.png").path).pixelBuffer() }
        let middle = try Headless.withSDL { try ImageDecoder.decode(path: out.appendingPathComponent("frame-00007.png").path).pixelBuffer() }
        let first = try Headless.withSDL { try ImageDecoder.decode(path: out.appendingPathComponent("frame-00000.png").path).pixelBuffer() }
        // Near the origin the new image shows early; the far corner still shows the old one.
        #expect(first[12, 12].distance(to: last[12, 12]) > 20 && first[84, 50].distance(to: last[84, 50]) > 20, "the two photos differ at the probes")
        #expect(middle[12, 12].distance(to: last[12, 12]) <= 6, "near the origin: new \(last[12, 12]), got \(middle[12, 12])")
        #expect(middle[84, 50].distance(to: first[84, 50]) <= 6, "far corner: old \(first[84, 50]), got \(middle[84, 50])")
    }

    @Test func rendersComposableSpecsAndAsymmetricPairs() throws {
        let combined = try render("scale+opacity", ["--curve", "spring", "--out", "null"])
        #expect(combined.status == 0 && combined.stdout.contains("of scale+opacity (0.8 s)"), "\(combined.stdout) \(combined.stderr)")
        let asymmetric = try render("asymmetric", ["--insertion", "scale", "--removal", "move:bottom", "--direction", "backward", "--out", "null"])
        #expect(
            asymmetric.status == 0 && asymmetric.stdout.contains("asymmetric(insertion: scale, removal: move:bottom)"),
            "\(asymmetric.stdout) \(asymmetric.stderr)")
        let blur = try render("blur", ["--speedy", "--out", "null"])
        #expect(blur.status == 0 && blur.stdout.contains("of blur (0.4 s)"), "\(blur.stdout) \(blur.stderr)")
    }

    @Test func rendersTheWallFrameTransitions() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-push-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let push = try render("push-trailing", ["--fps", "10", "--curve", "linear", "--out", out.path])
        #expect(push.status == 0 && push.stdout.contains("of push-trailing (1.1 s)"), "\(push.stdout) \(push.stderr)")
        let frames = try Headless.withSDL {
            try [0, 5, 11].map { try ImageDecoder.decode(path: out.appendingPathComponent(String(format: "frame-%05d.png", $0)).path).pixelBuffer() }
        }
        // Half way (t = 0.5 of 1.1 s, linear): the old photo has moved 43.6 px left, the new one
        // follows from the right, so x = 10 still shows old column 53 and x = 90 new column 37.
        let left = [53, 54].map { frames[1][10, 27].distance(to: frames[0][$0, 27]) }.min() ?? .max
        let right = [37, 38].map { frames[1][90, 27].distance(to: frames[2][$0, 27]) }.min() ?? .max
        #expect(left <= 8, "left: old photo shifted, \(frames[1][10, 27]) vs \(frames[0][53, 27])")
        #expect(right <= 8, "right: new photo entering, \(frames[1][90, 27]) vs \(frames[2][37, 27])")
        for name in ["push-top", "zoom-through", "zoom-through-settle", "crossfade-zoom"] {
            let result = try render(name, ["--direction", "backward", "--out", "null"])
            #expect(result.status == 0 && result.stdout.contains("of \(name) ("), "\(name): \(result.stdout) \(result.stderr)")
        }
    }

    @Test func originMayBeNegativeOrARect() throws {
        let point = try render("radial", ["--origin", "-20,-10", "--out", "null"])
        #expect(point.status == 0, "negative origin: \(point.stderr)")
        let hard = try render("radial", ["--feather", "0", "--out", "null"])
        #expect(hard.status == 0, "--feather 0 draws the stair-stepped edge: \(hard.stderr)")
        let badFeather = try render("radial", ["--feather", "40", "--out", "null"])
        #expect(badFeather.status != 0 && badFeather.stderr.contains("--feather must be at least 0 and at most 16"), "\(badFeather.stderr)")
        let rect = try render("radial-unreveal", ["--origin", "10,10,30,20", "--fade-color", "000000", "--delay", "0.1", "--out", "null"])
        #expect(rect.status == 0 && rect.stdout.contains("of radial-unreveal (0.6 s)"), "start rect, delay adds to the total: \(rect.stdout) \(rect.stderr)")
    }

    @Test func typosGetOneLineWithASuggestion() throws {
        let typo = try render("scael", ["--out", "null"])
        #expect(typo.status != 0)
        #expect(typo.stderr.contains("unknown transition 'scael' — did you mean 'scale'?"), "\(typo.stderr)")
        let curve = try render("slide", ["--curve", "easyIn", "--out", "null"])
        #expect(curve.status != 0 && curve.stderr.contains("bad transition 'slide': unknown curve 'easyIn' — did you mean 'easeIn'?"), "\(curve.stderr)")
        let edge = try render("move:sideways", ["--out", "null"])
        #expect(edge.status != 0 && edge.stderr.contains("unknown edge 'sideways'"), "\(edge.stderr)")
        let origin = try render("radial", ["--origin", "10", "--out", "null"])
        #expect(origin.status != 0 && origin.stderr.contains("--origin takes X,Y or X,Y,W,H"), "\(origin.stderr)")
        for output in [typo, curve, edge, origin] {
            #expect(output.stderr.split(separator: "\n").filter { !$0.isEmpty }.count <= 3, "short error: \(output.stderr)")
        }
    }
}
