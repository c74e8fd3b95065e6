import Foundation
import Logging
import UnwindPlatform
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
final class ClipSound: AudioSource, @unchecked Sendable {
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

    private let condition = NSCondition()
    private let clock: Clock
    private let gain: Float
    private var segments: [Segment] = []
    /// Frames rendered so far (the stream's position).
    private var position: Int64 = 0
    /// Timeline: the stream may be rendered up to this frame.
    private var committed: Int64 = 0
    private var finished = false
    private var output: AudioOutput?
    /// Sound that failed mid-clip, once each, for the scene to log.
    private var failures: [String] = []
    /// Sounds that failed: not played again.
    private var failed: Set<ObjectIdentifier> = []
    /// Frames rendered when the device closed: with SDL's `disk` driver the file ends with
    /// exactly these (after any silence SDL wrote before the stream started).
    private(set) var framesWritten: Int64 = 0
    /// Samples a second and channels of the device.
    private(set) var rate = 48_000
    private(set) var channels = 2

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
        sound.condition.lock()
        sound.rate = output.sampleRate
        sound.channels = output.channels
        sound.output = output
        sound.condition.unlock()
        output.start()
        return sound
    }

    /// The show is at `showSeconds`, with `clips` on stage (by key) where their pictures are.
    func update(showSeconds: Double, clips: [ObjectIdentifier: Clip]) {
        condition.lock()
        defer { condition.unlock() }
        let frame = clock == .timeline ? max(committed, Int64((showSeconds * Double(rate)).rounded(.down))) : position
        for index in segments.indices where segments[index].end == nil {
            let segment = segments[index]
            let key = ObjectIdentifier(segment.audio)
            if let clip = clips[key], clip.isRunning,
                abs(segment.clipTime(atFrame: frame, rate: rate) - clip.seconds) <= AudioDecoder.tolerance
            {
                continue
            }
            segments[index].end = frame
        }
        let open = Set(segments.filter { $0.end == nil }.map { ObjectIdentifier($0.audio) })
        for (key, clip) in clips where clip.isRunning && !open.contains(key) && !failed.contains(key) && clip.seconds < clip.length {
            segments.append(Segment(audio: clip.audio, start: frame, end: nil, clipStart: clip.seconds, length: clip.length))
        }
        if clock == .timeline {
            committed = frame
            condition.broadcast()
        }
    }

    /// Failures since the last call (each clip's once).
    func takeFailures() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        let out = failures
        failures.removeAll()
        return out
    }

    /// Timeline: lets the stream play out to where the show is and waits, at most `timeout`
    /// seconds, until the device has taken it; then closes the device.
    func finish(timeout: Double = 10) {
        condition.lock()
        let end = committed
        finished = true
        condition.broadcast()
        condition.unlock()
        let deadline = Date().addingTimeInterval(timeout)
        while framesRendered < end, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        close()
    }

    /// Stops and closes the device (SDL's audio thread has finished when this returns).
    func close() {
        condition.lock()
        finished = true
        condition.broadcast()
        let device = output
        output = nil
        condition.unlock()
        // Closing joins SDL's audio thread, which may be waiting for the lock: not under it.
        device?.close()
        condition.lock()
        if device != nil { framesWritten = position }
        condition.unlock()
    }

    deinit {
        close()
    }

    /// Frames rendered so far.
    var framesRendered: Int64 {
        condition.lock()
        defer { condition.unlock() }
        return position
    }

    /// SDL's audio thread asks for the next samples; on the timeline it first waits for the
    /// show to reach them.
    func render(_ buffer: UnsafeMutableBufferPointer<Float>) {
        condition.lock()
        defer { condition.unlock() }
        let frames = Int64(buffer.count / max(1, channels))
        if clock == .timeline {
            // `close` wakes this at once; the deadline only keeps a show that stopped without
            // closing from holding SDL's audio thread for good.
            let deadline = Date().addingTimeInterval(30)
            while committed < position + frames, !finished, condition.wait(until: deadline) {}
        }
        for i in buffer.indices { buffer[i] = 0 }
        let end = position + frames
        for segment in segments where segment.start < end && (segment.end ?? .max) > position {
            let from = max(position, segment.start), to = min(end, segment.end ?? end)
            let time = segment.clipTime(atFrame: from, rate: rate)
            guard time < segment.length, to > from else { continue }
            let playable = min(to - from, Int64(((segment.length - time) * Double(rate)).rounded(.up)))
            let slice = UnsafeMutableBufferPointer(rebasing: buffer[Int(from - position) * channels..<Int(from - position + playable) * channels])
            do throws(VideoError) {
                try segment.audio.mix(into: slice, at: time, gain: gain)
            } catch {
                if failed.insert(ObjectIdentifier(segment.audio)).inserted { failures.append(error.description) }
            }
        }
        position = end
        segments.removeAll { ($0.end.map { $0 <= position } ?? false) || failed.contains(ObjectIdentifier($0.audio)) }
    }
}
