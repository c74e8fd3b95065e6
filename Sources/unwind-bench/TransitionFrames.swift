import Foundation
import UnwindDraw
import UnwindPlatform
import UnwindRuntime
import UnwindScenes
import UnwindTime
import UnwindTransitions

/// Plays one transition frame by frame at `fps`, as `unwind render` does (frame k at
/// t = k/fps on 120 Hz ticks), and times each frame: the simulation and draw-list work, then
/// SDL's submission. Shared by the tile and the radial/composable benchmarks.
enum TransitionFrames {
    /// One frame's costs.
    struct Timing {
        /// Ticks and draw list, ms.
        var systems: Double
        /// SDL submission and present, ms.
        var submit: Double
        /// Both, ms of wall-clock time.
        var total: Double { systems + submit }
        /// This thread's CPU time for the frame, ms.
        var cpu: Double
        /// Draw commands in the frame.
        var commands: Int
    }

    /// What one play cost.
    struct Run {
        /// Starting the transition (spawning its entities), ms.
        var start: Double
        var frames: [Timing]
        /// Entities left in the player's world at the end (0 unless something leaks).
        var leftover: Int
    }

    /// `finish` adds to each frame's draw list what the show draws over a transition (the tint).
    static func play(
        _ transition: any Transition, from: ImageLayer, to: ImageLayer, bounds: Rect, renderer: Renderer, fps: Int,
        finish: (inout DrawList) -> Void = { _ in }
    ) -> Run {
        let frames = TransitionRenderScene.frameCount(duration: transition.duration, fps: fps)
        let player = TransitionPlayer(systems: .standard)
        player.show(from)
        let startClock = ContinuousClock.now
        player.start(transition, request: TransitionRequest(from: from, to: to, bounds: bounds))
        let start = milliseconds(ContinuousClock.now - startClock)
        var timings: [Timing] = []
        var tick: Int64 = 0
        for frame in 0..<frames {
            let cpu0 = threadCPUMilliseconds()
            let t0 = ContinuousClock.now
            let target = Int64(frame * FixedTimestep.defaultRate / fps)
            while tick < target {
                tick += 1
                player.tick(FixedTime(tick: tick))
            }
            var list = DrawList()
            player.draw(alpha: 0, into: &list)
            finish(&list)
            let t1 = ContinuousClock.now
            renderer.submit(list)
            renderer.present()
            let t2 = ContinuousClock.now
            timings.append(Timing(systems: milliseconds(t1 - t0), submit: milliseconds(t2 - t1), cpu: threadCPUMilliseconds() - cpu0, commands: list.count))
        }
        return Run(start: start, frames: timings, leftover: player.entityCount)
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) * 1e-15
    }

    /// CPU time of this thread: on a shared machine it leaves out the time other processes
    /// held the core, which wall-clock frame times include.
    static func threadCPUMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }
}
