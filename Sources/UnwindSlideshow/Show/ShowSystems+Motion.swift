import UnwindDraw
import UnwindECS
import UnwindTime

/// Ken Burns: motion clocks on ticks, sample shifts on frames.
extension ShowSystems {
    /// Advances the motion of every slide on stage, unless the show is paused on it or the
    /// screen is dark (a paused photo holds still).
    static func motion(_ world: World) {
        guard let time = world.resource(FixedTime.self) else { return }
        let running = world.machine.state != .paused && !world.progress.isDark
        world.forEach(Motion.self) { _, motion in
            motion.isRunning = running
            if running { motion.elapsed += time.delta }
        }
        world.forEach(ClipPlayback.self) { _, clip in
            clip.isRunning = running
            if running { clip.elapsed += time.delta }
        }
    }

    /// Where each moving slide's textures are sampled at this frame (`alpha` of a tick past
    /// the last one), keyed by texture: its own and its blurred copies.
    static func sampleShifts(_ world: World, alpha: Double) -> [TextureID: SampleShift] {
        let delta = world.required(FixedTime.self).delta
        var shifts: [TextureID: SampleShift] = [:]
        world.forEach(PhotoSlot.self, Motion.self) { _, slot, motion in
            let seconds = motion.elapsed + (motion.isRunning ? alpha * delta : 0)
            let shift = SampleShift(rest: slot.layer.source, now: motion.path.window(at: seconds), textureSize: slot.textureSize)
            shifts[slot.layer.texture] = shift
            for level in slot.layer.blurLevels { shifts[level.texture] = shift.scaled(level.scale) }
        }
        return shifts
    }
}
