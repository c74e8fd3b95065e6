import CPixelKernels
import CSDL2
import Dispatch
import UnwindDraw

/// Scaled photos the CPU stretch draws, gathered while a frame's commands are walked and then
/// drawn together, the frame cut into horizontal bands drawn on all cores at once.
///
/// Why: under Ken Burns every photo of a 1080p frame is stretched, one or two layers a pixel,
/// and on a 2-core machine that kept one core busy for 8–13 ms a transition frame while the
/// other idled. Each band draws every gathered job in order within its rows, and the stretch
/// computes its taps from the whole quad and writes only inside its clip, so a band's pixels
/// are exactly those the whole job writes there: the same bytes for any number of bands.
extension Renderer {
    /// One draw of the stretch: a layer, or a crossfade (an opaque `under` with `over` blended
    /// on it at `alpha` in one pass), writing the pixels `clip`: those it writes inside the
    /// clip in force when it was asked for.
    struct StretchJob {
        var under: StretchLayer
        var over: StretchLayer?
        var alpha: Int32
        var clip: SDL_Rect

        /// This opaque layer and `next`, drawn right after it, as one job, or nil when they are
        /// not two opaque stretches of the same photo, tint and mapping side by side on the same
        /// rows. Why: a blocks or spiral frame under a pan and zoom drew its old photo's opaque
        /// tiles one by one, 96 pixels a row each, and short rows far apart cost the stretch
        /// about twice their pixels (docs/performance.md); joined, a row of tiles is one run.
        ///
        /// The joined job stretches `next`'s pixels by this one's mapping. Tiles cut from one
        /// quad share it up to the rounding of their single-precision coordinates: within a
        /// millionth of the scale and a thousandth of a pixel, which moves a sample by well
        /// under a 256th of a pixel (the kernels' weight step) across a whole frame.
        func joining(_ next: StretchJob) -> StretchJob? {
            guard over == nil, next.over == nil, alpha >= 255, next.alpha >= 255, under.pixels.pixels == next.under.pixels.pixels,
                under.tint == next.under.tint, clip.y == next.clip.y, clip.h == next.clip.h, clip.x + clip.w == next.clip.x,
                under.maps(like: next.under)
            else { return nil }
            var joined = self
            let g = under.geometry, n = next.under.geometry
            // The destination grown to the right to end where `next`'s does, the source with it.
            let right = n[4] + n[6]
            joined.under.geometry[6] = right - g[4]
            joined.under.geometry[2] = g[2] / g[6] * (right - g[4])
            joined.clip.w += next.clip.w
            return joined
        }
    }

    /// A photo's pixels and the quad it is stretched onto, as the kernels take them.
    struct StretchLayer {
        var pixels: unwind_pixels
        var geometry: [Double]
        var tint: UInt32

        init(_ pixels: unwind_pixels, _ quad: TexturedQuad, tint: Color) {
            self.pixels = pixels
            let s = quad.source, d = quad.destination
            geometry = [s.x, s.y, s.width, s.height, d.x, d.y, d.width, d.height].map(Double.init)
            self.tint = Renderer.rgb(tint)
        }

        /// True when `other` maps destination to source as this layer does, within a
        /// millionth of the scale and a thousandth of a pixel where `other` begins.
        func maps(like other: StretchLayer) -> Bool {
            let g = geometry, o = other.geometry
            guard g[6] > 0, g[7] > 0, o[6] > 0, o[7] > 0 else { return false }
            let scaleX = g[2] / g[6], scaleY = g[3] / g[7]
            func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
            return near(scaleX, o[2] / o[6], scaleX * 1e-6) && near(scaleY, o[3] / o[7], scaleY * 1e-6)
                && near(g[0] + (o[4] - g[4]) * scaleX, o[0], 1e-3) && near(g[1] + (o[5] - g[5]) * scaleY, o[1], 1e-3)
        }
    }

    /// Below this many pixels stretched in a batch (a crossfade's twice), drawing it on this
    /// thread costs about what waking others would save.
    static let bandedPixelsAtLeast = 65_536

    /// Takes `job` into the batch, after whatever SDL still holds in its command queue lands,
    /// joined to the job before it where they are one run (`StretchJob.joining`).
    func enqueueStretch(_ job: StretchJob) {
        if stretchJobs.isEmpty { SDL_RenderFlush(handle) }
        stretchBatchPixels += Int(job.clip.w) * Int(job.clip.h) * (job.over == nil ? 1 : 2)
        if joinsStretches, let last = stretchJobs.last, let joined = last.joining(job) {
            stretchJobs[stretchJobs.count - 1] = joined
            stretchJoinedJobs += 1
        } else {
            stretchJobs.append(job)
        }
    }

    /// The pixels of `texture` (an XRGB streaming texture of the software renderer, which locks
    /// in place) for the jobs of this batch, locked until they are drawn; nil when it does not lock.
    func stretchPixels(of texture: OpaquePointer) -> unwind_pixels? {
        if let locked = stretchLocks.first(where: { $0.texture == texture }) { return locked.pixels }
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return nil }
        let locked = unwind_pixels(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: width, height: height, pitch: pitch / 4)
        stretchLocks.append((texture, locked))
        return locked
    }

    /// Unlocks every texture `stretchPixels` locked.
    func unlockStretchPixels() {
        for locked in stretchLocks { SDL_UnlockTexture(locked.texture) }
        stretchLocks.removeAll(keepingCapacity: true)
    }

    /// Draws the gathered jobs, in order, into the frame: in `stretchBands` bands of rows at
    /// once when the batch is large enough to pay for it, else on this thread. Called before
    /// anything else writes the frame (SDL's draws, the mesh loop) and when a frame ends.
    func flushStretches() {
        guard !stretchJobs.isEmpty else { return }
        defer {
            unlockStretchPixels()
            stretchJobs.removeAll(keepingCapacity: true)
            stretchBatchPixels = 0
        }
        guard let frame = frameSurface(), let target = frame.pointee.pixels else { return }
        let destination = unwind_pixels(
            pixels: target.assumingMemoryBound(to: UInt32.self), width: frame.pointee.w, height: frame.pointee.h, pitch: frame.pointee.pitch / 4)
        let batch = StretchBatch(jobs: stretchJobs, destination: destination)
        let bands = stretchBatchPixels >= Self.bandedPixelsAtLeast ? max(1, min(stretchBands, Int(destination.height))) : 1
        if bands == 1 {
            batch.draw(rows: 0..<destination.height)
            return
        }
        stretchBandedBatches += 1
        let height = Int(destination.height)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            batch.draw(rows: Int32(height * band / bands)..<Int32(height * (band + 1) / bands))
        }
    }

}

/// A batch of stretch jobs and the frame they draw into, handed to `concurrentPerform`'s threads.
///
/// Unchecked: the jobs' photos are only read while a batch is drawn, each thread writes only
/// its own rows of the frame, and `concurrentPerform` returns only when every band is done.
private struct StretchBatch: @unchecked Sendable {
    let jobs: [Renderer.StretchJob]
    let destination: unwind_pixels

    /// Every job, in order, within `rows` of the frame.
    func draw(rows: Range<Int32>) {
        for job in jobs { Self.draw(job, into: destination, rows: rows) }
    }

    /// Draws `job` into the rows `rows` of `destination`: its clip narrowed to them. A
    /// crossfade whose layers do not write the same pixels there is drawn as two layers.
    private static func draw(_ job: Renderer.StretchJob, into destination: unwind_pixels, rows: Range<Int32>) {
        let top = max(job.clip.y, rows.lowerBound), bottom = min(job.clip.y + job.clip.h, rows.upperBound)
        guard bottom > top, job.clip.w > 0 else { return }
        let clip = SDL_Rect(x: job.clip.x, y: top, w: job.clip.w, h: bottom - top)
        func stretch(_ layer: Renderer.StretchLayer, alpha: Int32) {
            let g = layer.geometry
            _ = unwind_stretch_blend_xrgb(
                layer.pixels, g[0], g[1], g[2], g[3], destination, g[4], g[5], g[6], g[7], clip.x, clip.y, clip.w, clip.h, alpha, layer.tint)
        }
        guard let over = job.over else {
            stretch(job.under, alpha: job.alpha)
            return
        }
        let status = unwind_stretch_crossfade_xrgb(
            job.under.pixels, job.under.geometry, job.under.tint, over.pixels, over.geometry, over.tint, job.alpha, destination, clip.x, clip.y,
            clip.w, clip.h)
        if status != 0 {
            stretch(job.under, alpha: 255)
            stretch(over, alpha: job.alpha)
        }
    }
}
