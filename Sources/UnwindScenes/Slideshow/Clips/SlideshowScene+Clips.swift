import UnwindDraw
import UnwindPlatform
import UnwindSlideshow

/// Playing the clips on stage: at each frame, the picture for the show's clip clock goes
/// into the clip's streaming texture (only the clip's rectangle; the backdrop stays).
extension SlideshowScene {
    /// Updates every clip on stage to its picture at this frame (`alpha` of a tick past the last).
    func playClips(alpha: Double) {
        guard !players.isEmpty, let textures = streamingTextures else { return }
        for (texture, seconds) in session.clipTimes(alpha: alpha) {
            guard let player = players[texture] else { continue }
            if player.hasPlayed, seconds + 0.25 < player.playedSeconds {
                // The slide came back on stage and the clip starts again: a new play in the report.
                record(player)
                player.restart()
            }
            if !player.hasPlayed {
                player.playNumber = clipPlays
                clipPlays += 1
            }
            if !player.passedMidpoint, player.stream.holdsShow, seconds >= player.stream.length / 2 {
                player.passedMidpoint = true
                clipMidpoints += 1
            }
            if let picture = player.frame(at: seconds, waits: isDeterministic) {
                do {
                    try textures.update(texture, with: picture.frame.image, at: picture.origin)
                } catch {
                    logger.warning("\(player.path): could not show a frame of the clip: \(error)")
                }
            }
            if let failure = player.takeFailure() { logger.warning("\(player.path): \(failure); the clip stays on its last picture") }
        }
    }

    /// A clip's texture was released: its decoder closes, and the clip goes into the report
    /// if it played.
    func stopClip(_ texture: TextureID) {
        guard let player = players.removeValue(forKey: texture) else { return }
        player.finish()
        record(player)
    }

    /// Adds a player's play so far to the report's clips.
    private func record(_ player: ClipPlayer) {
        guard let record = player.record else { return }
        clipsPlayed.append((player.playNumber, record))
        if clipsPlayed.count > SlideshowReport.historyLimit { clipsPlayed.removeFirst(clipsPlayed.count - SlideshowReport.historyLimit) }
    }
}
