/// Mixes cue tones into one mono stream, sample-accurately: a cue scheduled at frame N
/// starts on frame N of the stream. Not thread-safe; its owner serialises access (the
/// scene's sound player holds a lock around it, since SDL's audio thread renders it).
public struct CueMixer: Sendable {
    /// Samples per second.
    public let rate: Int
    /// 0 (silent) ... 1 (loudest); tones peak at a quarter of full scale at 1, so the cues
    /// stay soft even with several overlapping.
    public var volume: Float
    /// Frames rendered so far: the stream position.
    public private(set) var position: Int64 = 0
    private var voices: [(start: Int64, samples: [Float])] = []
    private var cache: [BreathCue.Kind: [Float]] = [:]

    /// A silent mixer at `rate` samples a second; `volume` is clamped to 0...1.
    public init(rate: Int, volume: Float) {
        self.rate = rate
        self.volume = min(max(volume, 0), 1)
    }

    /// Schedules a cue at stream frame `frame` (clamped to now: the past cannot be played).
    public mutating func schedule(_ kind: BreathCue.Kind, at frame: Int64) {
        guard volume > 0 else { return }
        let samples = cache[kind] ?? CueTone.tone(for: kind).samples(rate: rate, gain: 0.25 * volume)
        cache[kind] = samples
        voices.append((max(frame, position), samples))
    }

    /// Cues not yet finished sounding.
    public var activeVoices: Int { voices.count }

    /// Writes the next `buffer.count` frames and advances the position.
    public mutating func render(_ buffer: UnsafeMutableBufferPointer<Float>) {
        let start = position, end = position + Int64(buffer.count)
        for i in buffer.indices { buffer[i] = 0 }
        for voice in voices where voice.start < end {
            let from = max(voice.start, start), to = min(voice.start + Int64(voice.samples.count), end)
            guard from < to else { continue }
            voice.samples.withUnsafeBufferPointer { samples in
                for frame in from..<to {
                    buffer[Int(frame - start)] += samples[Int(frame - voice.start)]
                }
            }
        }
        voices.removeAll { $0.start + Int64($0.samples.count) <= end }
        position = end
    }
}
