import Dispatch
import UnwindDraw
import UnwindPlatform
import UnwindSync

extension FramedImage {
    /// Loads the two images a transition goes between, each exactly as `load` would, on two
    /// cores at once: most of `unwind render`'s start is these two decodes and scales to the
    /// output size, each one thread's work, and a render otherwise leaves the second core idle.
    /// `from` is a clip's last frame (`clipEnd`), `to` its first. Throws `from`'s failure before
    /// `to`'s, as two loads in a row would.
    public static func loadPair(from: String, to: String, size: Size, fit: FitMode, background: Color) throws -> (from: Surface, to: Surface) {
        let paths = [from, to]
        let pending = Result<Surface, any Error>.failure(ImageDecoder.Failure(path: from, reason: "not loaded"))
        let results = Locked([pending, pending])
        // Returns once both iterations have run (the calling thread takes one of them).
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = Result { try load(path: paths[index], size: size, fit: fit, background: background, clipEnd: index == 0) }
            results.withLock { $0[index] = result }
        }
        let loaded = results.value
        return (try loaded[0].get(), try loaded[1].get())
    }
}
