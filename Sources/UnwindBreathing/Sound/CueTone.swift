import Foundation

/// How each cue sounds: soft sine tones made on the fly (nothing bundled), like a singing
/// bowl struck gently. Breathing in glides up a fourth, breathing out glides down it,
/// holding is one still note (lower when the lungs are empty), and the end is a slow
/// rising triad. Every tone starts on its first sample (an 8 ms fade-in, so no click) and
/// fades to exact silence.
public struct CueTone: Sendable, Equatable {
    /// One partial of the tone: frequency gliding from `from` to `to` Hz over `glide`
    /// seconds, starting `delay` seconds in, at `level`.
    public struct Note: Sendable, Equatable {
        /// Starting frequency in Hz.
        public var from: Double
        /// Final frequency in Hz; equal to `from` for a still note.
        public var to: Double
        /// Seconds the pitch takes to reach `to`; 0 for a still note.
        public var glide: Double
        /// Seconds after the tone's start this note begins, so a chord can be arpeggiated.
        public var delay: Double
        /// Relative loudness against the tone's other notes; the whole tone is normalised afterwards.
        public var level: Double
    }

    /// The notes sounding together (one for most cues, three for the finishing triad).
    public var notes: [Note]
    /// Seconds from the start until the tone is silent.
    public var duration: Double
    /// Fade-in seconds: long enough that the tone starts without a click.
    public static let attack = 0.008
    /// Time constant of the exponential decay that follows the fade-in, seconds.
    static let decay = 0.55

    /// The tone for a cue.
    public static func tone(for kind: BreathCue.Kind) -> CueTone {
        let g4 = 392.0, c5 = 523.25, e5 = 659.25, g5 = 783.99
        return switch kind {
        case .breatheIn: CueTone(notes: [Note(from: g4, to: c5, glide: 0.6, delay: 0, level: 1)], duration: 1.6)
        case .breatheOut: CueTone(notes: [Note(from: c5, to: g4, glide: 0.6, delay: 0, level: 1)], duration: 1.6)
        case .hold: CueTone(notes: [Note(from: c5, to: c5, glide: 0, delay: 0, level: 0.8)], duration: 1.4)
        case .holdEmpty: CueTone(notes: [Note(from: g4, to: g4, glide: 0, delay: 0, level: 0.8)], duration: 1.4)
        case .finished:
            CueTone(
                notes: [
                    Note(from: c5, to: c5, glide: 0, delay: 0, level: 0.7),
                    Note(from: e5, to: e5, glide: 0, delay: 0.18, level: 0.6),
                    Note(from: g5, to: g5, glide: 0, delay: 0.36, level: 0.6),
                ], duration: 2.4)
        }
    }

    /// Renders the tone at `rate` samples a second, peaking at exactly `gain`.
    public func samples(rate: Int, gain: Float) -> [Float] {
        let count = Int((duration * Double(rate)).rounded(.up))
        var out = [Float](repeating: 0, count: count)
        let dt = 1 / Double(rate)
        for note in notes {
            var phase = 0.0
            let start = Int((note.delay * Double(rate)).rounded())
            guard start < count else { continue }
            let length = duration - note.delay
            for i in start..<count {
                let t = Double(i - start) * dt
                let glide = note.glide > 0 ? min(t / note.glide, 1) : 1
                // Smooth glide: the pitch eases from one note to the other.
                let eased = glide * glide * (3 - 2 * glide)
                let frequency = note.from + (note.to - note.from) * eased
                phase += 2 * Double.pi * frequency * dt
                let envelope = Self.envelope(t, length: length)
                // A soft second partial gives the sine a little body without edge.
                let value = sin(phase) + 0.18 * sin(2 * phase)
                out[i] += Float(value * envelope * note.level)
            }
        }
        // Every cue peaks at `gain`, chords included, so none is louder than another.
        let peak = out.map(abs).max() ?? 0
        guard peak > 0 else { return out }
        let scale = gain / peak
        return out.map { $0 * scale }
    }

    /// Fade in over `attack`, decay exponentially, and fade the last 30 % to exactly 0.
    static func envelope(_ t: Double, length: Double) -> Double {
        guard t >= 0, t < length else { return 0 }
        let rise = t < attack ? sin(0.5 * Double.pi * t / attack) : 1
        let fall = exp(-t / decay)
        let tail = length * 0.7
        let end = t > tail ? cos(0.5 * Double.pi * (t - tail) / (length - tail)) : 1
        return rise * fall * end
    }
}
