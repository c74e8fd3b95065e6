import Foundation
import Testing
import UnwindTestSupport
import UnwindVideo

@testable import UnwindScenes

/// The clips' sound on a window's live clock, without a device: SDL's audio thread is played
/// by calling `render`. The clip's sound is silent but for a tone from 1.0 s to 1.5 s, so
/// where the tone lands in the stream says which clip time was played.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct ClipSoundTests {
    static let rate = ClipSound.sampleRate

    /// A 3 s clip whose sound is a 440 Hz tone between 1.0 s and 1.5 s, silence elsewhere.
    static func clip(in tree: TemporaryTree) throws -> String {
        let path = tree.path + "/tone.mp4"
        try ClipMaker.run([
            "-f", "lavfi", "-i", "testsrc2=size=160x120:rate=10:duration=3", "-f", "lavfi", "-i",
            "aevalsrc=if(between(t\\,1\\,1.5)\\,0.5*sin(2*PI*440*t)\\,0):s=48000:d=3", "-c:v", "libx264", "-preset", "ultrafast",
            "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le", "-f", "mov", path,
        ])
        return path
    }

    /// Renders `seconds` of the stream; the left channel. (A 440 Hz tone at 0.5 is below
    /// `loud`'s threshold for a few samples around each zero crossing.)
    static func render(_ sound: ClipSound, seconds: Double) -> [Float] {
        var buffer = [Float](repeating: 0, count: Int(seconds * Double(rate)) * 2)
        buffer.withUnsafeMutableBufferPointer { sound.render($0) }
        return stride(from: 0, to: buffer.count, by: 2).map { buffer[$0] }
    }

    static func loud(_ samples: [Float]) -> Range<Int>? {
        guard let first = samples.firstIndex(where: { abs($0) > 0.05 }), let last = samples.lastIndex(where: { abs($0) > 0.05 }) else { return nil }
        return first..<(last + 1)
    }

    @Test func theSoundFollowsThePicturesClockAndReanchorsWhenItJumps() throws {
        let tree = try TemporaryTree()
        let audio = try AudioDecoder(source: VideoSource(path: try Self.clip(in: tree)), sampleRate: Self.rate)
        let key = ObjectIdentifier(audio)
        let sound = ClipSound(volume: 100, clock: .live)
        func playing(_ seconds: Double, running: Bool = true) -> [ObjectIdentifier: ClipSound.Clip] {
            [key: ClipSound.Clip(audio: audio, seconds: seconds, isRunning: running, length: 3)]
        }
        // In step: the picture reports its time each 0.1 s, a little early or late (within
        // 40 ms), and the sound plays on without a jump; the tone comes at 1.0 s of the stream.
        var heard: [Float] = []
        for step in 0..<15 {
            sound.update(showSeconds: 0, clips: playing(Double(step) * 0.1 + (step % 2 == 0 ? 0.02 : -0.02)))
            heard += Self.render(sound, seconds: 0.1)
        }
        let tone = try #require(Self.loud(heard), "the tone played")
        #expect(abs(Double(tone.lowerBound) / Double(Self.rate) - 1.0) < 0.005, "the tone starts at 1.0 s: \(Double(tone.lowerBound) / Double(Self.rate))")
        #expect(heard.count - tone.upperBound < 8, "and is still playing at 1.5 s of the stream: \(tone), \(heard.count)")

        // The picture dropped frames and is at 1.3 s while the sound is at 1.5 s: the sound
        // goes back to the picture's time (the tone again, 0.2 s of it).
        sound.update(showSeconds: 0, clips: playing(1.3))
        let back = Self.render(sound, seconds: 0.5)
        let again = try #require(Self.loud(back), "the tone again after the jump")
        #expect(again.lowerBound < 8 && abs(Double(again.count) / Double(Self.rate) - 0.2) < 0.005, "0.2 s of tone from 1.3 s: \(again)")

        // Paused: silence, even while the picture's time is where the tone is.
        sound.update(showSeconds: 0, clips: playing(1.2, running: false))
        #expect(Self.loud(Self.render(sound, seconds: 0.2)) == nil, "a paused clip is silent")
        // Resumed inside the tone: loud at once. Then the clip leaves the stage: silence.
        sound.update(showSeconds: 0, clips: playing(1.2))
        let resumed = Self.loud(Self.render(sound, seconds: 0.1))
        #expect((resumed?.lowerBound ?? .max) < 8, "resumed at 1.2 s: the tone at once, \(String(describing: resumed))")
        sound.update(showSeconds: 0, clips: [:])
        #expect(Self.loud(Self.render(sound, seconds: 0.2)) == nil, "a clip off the stage is silent")
    }
}
