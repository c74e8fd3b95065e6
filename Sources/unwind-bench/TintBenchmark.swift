import Foundation
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindTransitions

/// The evening tint on SDL's software renderer (issue 27): frames of a crossfade and of
/// blocks at 1080p, chelsea.png → coffee.png, drawn neutral, with the 3000 K tint as the
/// whole-frame MOD fill (`Renderer.foldsTint` off: what the show drew before), and with the
/// tint folded into the quads' colour (`foldsTint` on), the three variants alternating play by
/// play in one run. Twice: on an offscreen target that keeps pixels (headless runs, `unwind
/// render`) and on one that keeps nothing, as a window's back buffer.
enum TintBenchmark {
    private static let repetitions = 4
    private static let fps = 60
    /// 3000 K (`ColorTemperature`): red kept, green × 0.70, blue × 0.44.
    static let warm = Color(255, 179, 112)

    static func run() throws {
        guard let photos = AssetLocator.photosDirectory() else {
            print("tint: Assets/photos not found; run from the repository root or set UNWIND_ASSETS")
            return
        }
        let size = Size(width: 1920, height: 1080)
        try Headless.withRenderer(size) { renderer in
            let bounds = size.rect
            let from = try renderer.textures.upload(FramedImage.load(path: photos.appendingPathComponent("chelsea.png").path, size: size, fit: .fit))
            let to = try renderer.textures.upload(FramedImage.load(path: photos.appendingPathComponent("coffee.png").path, size: size, fit: .fit))
            let layers = (ImageLayer(texture: from, source: bounds, destination: bounds), ImageLayer(texture: to, source: bounds, destination: bounds))
            for keeps in [true, false] {
                renderer.keepsPixels = keeps
                for name in ["crossfade", "blocks"] {
                    let transition = try TransitionCatalog.make(name, options: TransitionOptions(seed: 1))
                    measure(transition, layers: layers, bounds: bounds, renderer: renderer, target: keeps ? "offscreen" : "window-like")
                }
            }
            firstFrames(layers: layers, bounds: bounds, renderer: renderer)
            renderer.keepsPixels = true
            renderer.foldsTint = true
        }
    }

    /// The one-off a software renderer pays for folding: the first frame with a tint it has
    /// not drawn a photo with makes the photos' tinted copies (one modulated pass each), beside
    /// the same frame with the copies made.
    private static func firstFrames(layers: (ImageLayer, ImageLayer), bounds: Rect, renderer: Renderer) {
        renderer.foldsTint = true
        renderer.keepsPixels = false
        var first: [Double] = [], again: [Double] = []
        for step in 0..<8 {
            var list = DrawList()
            list.append(layers.0.quad())
            list.append(layers.1.quad(opacity: 0.5))
            list.multiply(bounds, Color(255, UInt8(160 + step), UInt8(100 + step)))
            for pass in 0..<2 {
                let cpu = TransitionFrames.threadCPUMilliseconds()
                renderer.submit(list)
                renderer.present()
                let spent = TransitionFrames.threadCPUMilliseconds() - cpu
                if pass == 0 { first.append(spent) } else { again.append(spent) }
            }
        }
        print("tint.new_tint.first_frame size=1920x1080 \(BenchStats.summary(first)) (two tinted copies made)")
        print("tint.new_tint.next_frame size=1920x1080 \(BenchStats.summary(again))")
    }

    /// The three variants, alternating play by play; repetition 0 warms caches.
    private static func measure(_ transition: any Transition, layers: (ImageLayer, ImageLayer), bounds: Rect, renderer: Renderer, target: String) {
        let variants: [(name: String, tint: Color?, folds: Bool)] = [("neutral", nil, true), ("mod_fill", warm, false), ("folded", warm, true)]
        var samples = [[Double]](repeating: [], count: variants.count)
        for repetition in 0...repetitions {
            for (index, variant) in variants.enumerated() {
                renderer.foldsTint = variant.folds
                let frames = play(transition, layers: layers, bounds: bounds, renderer: renderer, tint: variant.tint)
                if repetition > 0 { samples[index] += frames }
            }
        }
        let medians = samples.map { BenchStats.quantile($0, 0.5) }
        for (index, variant) in variants.enumerated() {
            print("tint.\(transition.name).\(target).\(variant.name) size=1920x1080 \(BenchStats.summary(samples[index]))")
        }
        let added = { (index: Int) in String(format: "%.2f", medians[index] - medians[0]) }
        print("tint.\(transition.name).\(target) added median_ms: mod_fill=\(added(1)) folded=\(added(2))")
    }

    /// One play at `fps`; each frame's milliseconds of CPU time on this thread (ticks, draw
    /// list, tint, submit, present).
    private static func play(_ transition: any Transition, layers: (ImageLayer, ImageLayer), bounds: Rect, renderer: Renderer, tint: Color?) -> [Double] {
        let run = TransitionFrames.play(transition, from: layers.0, to: layers.1, bounds: bounds, renderer: renderer, fps: fps) { list in
            if let tint { list.multiply(bounds, tint) }
        }
        return run.frames.map(\.cpu)
    }
}
