import Foundation
import Logging
import UnwindBreathing
import UnwindPlatform
import UnwindSync

/// Plays the session's sound cues through an SDL audio device.
///
/// The simulation stamps each cue with the simulation second it belongs to; this turns that
/// into a frame of the audio stream:
/// - **live** (a window): the first cue anchors simulation time to the stream, later cues
///   keep their spacing to the sample (never earlier than the stream's position) and only
///   re-anchor when the two clocks are more than 250 ms apart (a stalled frame, a device
///   that lost time), so the rhythm of in, hold and out stays exact.
/// - **timeline** (headless): frame = seconds × rate exactly, and the audio thread waits for
///   the simulation to reach a time before it renders it, so a run faster than real time
///   still writes every cue where it belongs (what the `disk`-driver tests check).
public final class BreathingSound: AudioSource, Sendable {
    /// How simulation seconds map onto the audio stream.
    public enum Clock: Sendable {
        case live
        case timeline
    }

    /// Everything the audio thread and the simulation share, behind one lock the audio
    /// thread can wait on.
    private struct Stream {
        var mixer: CueMixer
        var anchor: Int64?
        /// Timeline: the stream may be rendered up to this frame.
        var committed: Int64 = 0
        var finished = false
        var output: AudioOutput?
        var scheduled: [(cue: BreathCue, frame: Int64)] = []
        var framesWritten: Int64 = 0
    }

    private let stream: Awaited<Stream>
    private let clock: Clock
    /// Cues scheduled, for reports and tests.
    public var scheduled: [(cue: BreathCue, frame: Int64)] { stream.withLock { $0.scheduled } }
    /// Samples the source had rendered when the device closed: with SDL's `disk` driver,
    /// the file ends with exactly these (after any silence SDL wrote before `start`).
    public var framesWritten: Int64 { stream.withLock { $0.framesWritten } }

    /// A player rendering at `rate` with `volume` (0...1); `open` attaches the device.
    public init(rate: Int = 48_000, volume: Float, clock: Clock) {
        self.stream = Awaited(Stream(mixer: CueMixer(rate: rate, volume: volume)))
        self.clock = clock
    }

    /// Opens the default audio device (or `driver`/`deviceName`) and starts playing. A
    /// machine without sound is not an error for the trainer: the caller logs and goes on.
    public static func open(volume: Float, clock: Clock, driver: String? = nil, deviceName: String? = nil) throws -> BreathingSound {
        let sound = BreathingSound(volume: volume, clock: clock)
        let output = try AudioOutput(source: sound, driver: driver, deviceName: deviceName)
        sound.attach(output)
        return sound
    }

    private func attach(_ output: AudioOutput) {
        stream.withLock { stream in
            stream.mixer = CueMixer(rate: output.sampleRate, volume: stream.mixer.volume)
            stream.output = output
        }
        output.start()
    }

    /// The stream's sample rate.
    public var rate: Int { stream.withLock { $0.mixer.rate } }

    /// Schedules a cue.
    public func play(_ cue: BreathCue) {
        stream.withLock { stream in
            let target = Int64((cue.seconds * Double(stream.mixer.rate)).rounded())
            let frame: Int64
            switch clock {
            case .timeline:
                frame = target
            case .live:
                let now = stream.mixer.position
                if let anchor = stream.anchor, abs(target + anchor - now) <= Int64(stream.mixer.rate / 4) {
                    frame = max(target + anchor, now)
                } else {
                    stream.anchor = now - target
                    frame = now
                }
            }
            stream.mixer.schedule(cue.kind, at: frame)
            stream.scheduled.append((cue, frame))
        }
    }

    /// Timeline: the simulation has reached `seconds`; the stream may be rendered up to it.
    public func advance(to seconds: Double) {
        stream.withLockWaking { stream in
            stream.committed = max(stream.committed, Int64((seconds * Double(stream.mixer.rate)).rounded(.down)))
        }
    }

    /// Timeline: lets the stream play out to `seconds` (the last tone's end) and waits, at
    /// most `timeout` seconds, until the device has taken it; then stops the device.
    public func finish(at seconds: Double, timeout: Double = 10) {
        let end = stream.withLockWaking { stream in
            stream.committed = max(stream.committed, Int64((seconds * Double(stream.mixer.rate)).rounded(.up)))
            stream.finished = true
            return stream.committed
        }
        let deadline = Date().addingTimeInterval(timeout)
        while framesDelivered < end, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        close()
    }

    /// Stops and closes the device (the audio thread is joined before this returns).
    public func close() {
        let device = stream.withLockWaking { stream in
            stream.finished = true
            defer { stream.output = nil }
            return stream.output
        }
        // Closing joins SDL's audio thread, which may be waiting for the lock: not under it.
        device?.close()
        stream.withLock { $0.framesWritten = $0.mixer.position }
    }

    /// Samples delivered to the device so far.
    public var framesDelivered: Int64 {
        stream.withLock { $0.mixer.position }
    }

    /// SDL's audio thread asks for the next samples; on the timeline it first waits for the
    /// simulation to reach them.
    public func render(_ buffer: UnsafeMutableBufferPointer<Float>) {
        guard clock == .timeline else {
            stream.withLock { $0.mixer.render(buffer) }
            return
        }
        let count = Int64(buffer.count)
        // Never render ahead of the simulation. `close` wakes this at once; the deadline
        // only keeps a simulation that stopped without closing from holding SDL's audio
        // thread for good.
        stream.wait(until: { $0.committed >= $0.mixer.position + count || $0.finished }, timeout: 30) { stream, _ in
            stream.mixer.render(buffer)
        }
    }
}
