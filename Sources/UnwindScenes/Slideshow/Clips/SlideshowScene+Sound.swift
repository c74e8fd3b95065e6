import UnwindDraw
import UnwindPlatform

/// The clips' sound (`video-sound`): one audio device for the show, fed each frame with where
/// every clip with sound is, so the sound follows the pictures' clock.
extension SlideshowScene {
    /// Opens the audio device; without one the show goes on silent after one warning.
    func openClipSound() {
        do {
            clipSound = try ClipSound.open(
                volume: config.videoVolume, clock: isDeterministic ? .timeline : .live, driver: soundDevice?.driver, deviceName: soundDevice?.name)
        } catch {
            logger.warning("video-sound: no audio device (\(error)); clips play silent")
        }
    }

    /// Tells the sound where the show and each clip with sound are at this frame (`alpha` of
    /// a tick past the last). Every frame, clips or not: a headless run's sound is rendered
    /// only up to the time the show has reached.
    func playClipSound(alpha: Double) {
        guard let clipSound else { return }
        var clips: [ObjectIdentifier: ClipSound.Clip] = [:]
        var seen: [TextureID: Double] = [:]
        for (texture, seconds) in session.clipTimes(alpha: alpha) {
            guard let player = players[texture], let audio = player.stream.audio else { continue }
            let running = lastClipSeconds[texture].map { seconds > $0 } ?? true
            seen[texture] = seconds
            clips[ObjectIdentifier(audio)] = ClipSound.Clip(audio: audio, seconds: seconds, isRunning: running, length: player.stream.length)
        }
        lastClipSeconds = seen
        clipSound.update(showSeconds: now + alpha * tickSeconds, clips: clips)
        for failure in clipSound.takeFailures() { logger.warning("a clip's sound stopped: \(failure)") }
    }

    /// Plays the sound out to where the show is, then closes the device (the end of a run).
    public func finishSound() {
        guard let clipSound else { return }
        clipSound.finish()
        soundFramesWritten = clipSound.framesWritten
        self.clipSound = nil
    }
}
