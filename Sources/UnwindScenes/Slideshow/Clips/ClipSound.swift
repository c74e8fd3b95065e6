import Foundation
import Logging
import UnwindPlatform
import UnwindSync
import UnwindVideo

/// Plays the sound of the clips on stage (`video-sound`) through an SDL audio device, in
/// step with their pictures: the picture's clip clock is the master, and the sound follows it.
///
/// Each frame the scene says where every clip with sound is (`update`); the sound keeps a
/// timeline of segments, each a stretch of the audio stream during which one clip plays on
/// from a clip time:
/// - **timeline** (headless runs, replays): stream frame = show seconds × rate exactly, and
///   SDL's audio thread waits for the show to reach a time before it renders it, so a run
///   faster than real time still puts every sample where it belongs (the `disk`-driver tests
///   read it back);
/// - **live** (a window): a segment starts at the stream's position when the clip comes on
///   stage, and a new one starts whenever the clip's time and the sound part by more than
///   `AudioDecoder.tolerance` (the picture dropped frames, the show paused), so the two stay
///   in step and the sound never drifts.
final class ClipSound: AudioSource, Sendable {
    /// How show time maps onto the audio stream.
    enum Clock {
        case live
        case timeline
    }

    /// A clip on stage with sound, as the scene reports it each frame.
    struct Clip {
        /// The clip's sound.
        let audio: AudioDecoder
        /// The clip's time at this frame.
        let seconds: Double
        /// False while the clip's clock stands (paused, screen off).
        let isRunning: Bool
        /// Where the clip stops (its length, capped by `video-max-seconds`).
        let length: Double
    }

    /// A stretch of the stream during which one clip plays on from `clipStart`.
    private struct Segment {
        let audio: AudioDecoder
        let start: Int64
        var end: Int64?
        let clipStart: Double
        let length: Double

        func clipTime(atFrame frame: Int64, rate: Int) -> Double { clipStart + Double(frame - start) / Double(rate) }
    }

    /// The rate clips' sound is decoded at and the device is opened at.
    static let sampleRate = 48_000

    /// Everything the audio thread and the show share, behind one lock the audio thread can
    /// wait on.
    private struct Stream {
        var segments: [Segment] = []
        /// Frames rendered so far (the stream's position).
        var position: Int64 = 0
        /// Timeline: the stream may be rendered up to this frame.
        var committed: Int64 = 0
        var finished = false
        var output: AudioOutput?
        /// Sound that failed mid-clip, once each, for the scene to log.
        var failures: [String] = []
        /// Sounds that failed: not played again.
        var failed: Set<ObjectIdentifier> = []
        var framesWritten: Int64 = 0
        var rate = 48_000
        var channels = 2
    }

    private let stream = Awaited(Stream())
    private let clock: Clock
    private let gain: Float
    /// Frames rendered when the device closed: with SDL's `disk` driver the file ends with
    /// exactly these (after any silence SDL wrote before the stream started).
    var framesWritten: Int64 { stream.withLock { $0.framesWritten } }
    /// Samples a second of the device.
    var rate: Int { stream.withLock { $0.rate } }
    /// Channels of the device.
    var channels: Int { stream.withLock { $0.channels } }

    /// A player at `volume` (0...100, a linear gain on the clips' own level).
    init(volume: Int, clock: Clock) {
        gain = Float(max(0, min(100, volume))) / 100
        self.clock = clock
    }

    /// Opens the default audio device (or `driver`/`deviceName`: SDL's `disk` driver and its
    /// file in tests) and starts playing silence until a clip with sound comes on stage.
    static func open(volume: Int, clock: Clock, driver: String? = nil, deviceName: String? = nil) throws -> ClipSound {
        let sound = ClipSound(volume: volume, clock: clock)
        let output = try AudioOutput(source: sound, sampleRate: sampleRate, driver: driver, deviceName: deviceName, channels: 2)
        sound.stream.withLock { stream in
            stream.rate = output.sampleRate
            stream.channels = output.channels
            stream.output = output
        }
        output.start()
        return sound
    }

    /// The show is at `showSeconds`, with `clips` on stage (by key) where their pictures are.
    func update(showSeconds: Double, clips: [ObjectIdentifier: Clip]) {
        let timeline = clock == .timeline
        stream.withLock { stream in
            let rate = stream.rate
            let frame = timeline ? max(stream.committed, Int64((showSeconds * Double(rate)).rounded(.down))) : stream.position
            for index in stream.segments.indices where stream.segments[index].end == nil {
                let segment = stream.segments[index]
                let key = ObjectIdentifier(segment.audio)
                if let clip = clips[key], clip.isRunning,
                    abs(segment.clipTime(atFrame: frame, rate: rate) - clip.seconds) <= AudioDecoder.tolerance
                {
                    continue
                }
                stream.segments[index].end = frame
            }
            let open = Set(stream.segments.filter { $0.end == nil }.map { ObjectIdentifier($0.audio) })
            for (key, clip) in clips where clip.isRunning && !open.contains(key) && !stream.failed.contains(key) && clip.seconds < clip.length {
                stream.segments.append(Segment(audio: clip.audio, start: frame, end: nil, clipStart: clip.seconds, length: clip.length))
            }
            if timeline { stream.committed = frame }
        }
        if timeline { stream.wakeWaiters() }
    }

    /// Failures since the last call (each clip's once).
    func takeFailures() -> [String] {
        stream.withLock { stream in
            defer { stream.failures.removeAll() }
            return stream.failures
        }
    }

    /// Timeline: lets the stream play out to where the show is and waits, at most `timeout`
    /// seconds, until the device has taken it; then closes the device.
    func finish(timeout: Double = 10) {
        let end = stream.withLockWaking { stream in
            stream.finished = true
            return stream.committed
        }
        let deadline = Date().addingTimeInterval(timeout)
        while framesRendered < end, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        close()
    }

    /// Stops and closes the device (SDL's audio thread has finished when this returns).
    func close() {
        let device = stream.withLockWaking { stream in
            stream.finished = true
            defer { stream.output = nil }
            return stream.output
        }
        // Closing joins SDL's audio thread, which may be waiting for the lock: not under it.
        device?.close()
        if device != nil { stream.withLock { $0.framesWritten = $0.position } }
    }

    deinit {
        close()
    }

    /// Frames rendered so far.
    var framesRendered: Int64 {
        stream.withLock { $0.position }
    }

    /// SDL's audio thread asks for the next samples; on the timeline it first waits for the
    /// show to reach them.
    func render(_ buffer: UnsafeMutableBufferPointer<Float>) {
        let timeline = clock == .timeline
        // `close` wakes this at once; the deadline only keeps a show that stopped without
        // closing from holding SDL's audio thread for good.
        stream.wait(
            until: { !timeline || $0.committed >= $0.position + Int64(buffer.count / max(1, $0.channels)) || $0.finished }, timeout: timeline ? 30 : 0
        ) { stream, _ in
            Self.render(buffer, from: &stream, gain: gain)
        }
    }

    /// Mixes every segment playing in the next `buffer` of the stream into it.
    private static func render(_ buffer: UnsafeMutableBufferPointer<Float>, from stream: inout Stream, gain: Float) {
        let channels = max(1, stream.channels), rate = stream.rate, position = stream.position
        let frames = Int64(buffer.count / channels)
        for i in buffer.indices { buffer[i] = 0 }
        let end = position + frames
        for segment in stream.segments where segment.start < end && (segment.end ?? .max) > position {
            let from = max(position, segment.start), to = min(end, segment.end ?? end)
            let time = segment.clipTime(atFrame: from, rate: rate)
            guard time < segment.length, to > from else { continue }
            let playable = min(to - from, Int64(((segment.length - time) * Double(rate)).rounded(.up)))
            let slice = UnsafeMutableBufferPointer(rebasing: buffer[Int(from - position) * channels..<Int(from - position + playable) * channels])
            do throws(VideoError) {
                try segment.audio.mix(into: slice, at: time, gain: gain)
            } catch {
                if stream.failed.insert(ObjectIdentifier(segment.audio)).inserted { stream.failures.append(error.description) }
            }
        }
        stream.position = end
        let failed = stream.failed
        stream.segments.removeAll { ($0.end.map { $0 <= end } ?? false) || failed.contains(ObjectIdentifier($0.audio)) }
    }
}
