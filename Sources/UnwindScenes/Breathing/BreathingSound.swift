import Foundation
import Logging
import UnwindBreathing
import UnwindPlatform

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
public final class BreathingSound: AudioSource, @unchecked Sendable {
    /// How simulation seconds map onto the audio stream.
    public enum Clock: Sendable {
        case live
        case timeline
    }

    private let condition = NSCondition()
    private var mixer: CueMixer
    private let clock: Clock
    private var anchor: Int64?
    /// Timeline: the stream may be rendered up to this frame.
    private var committed: Int64 = 0
    private var finished = false
    private var output: AudioOutput?
    /// Cues scheduled, for reports and tests.
    public private(set) var scheduled: [(cue: BreathCue, frame: Int64)] = []
    /// Samples the source had rendered when the device closed: with SDL's `disk` driver,
    /// the file ends with exactly these (after any silence SDL wrote before `start`).
    public private(set) var framesWritten: Int64 = 0

    /// A player rendering at `rate` with `volume` (0...1); `open` attaches the device.
    public init(rate: Int = 48_000, volume: Float, clock: Clock) {
        self.mixer = CueMixer(rate: rate, volume: volume)
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
        condition.lock()
        mixer = CueMixer(rate: output.sampleRate, volume: mixer.volume)
        self.output = output
        condition.unlock()
        output.start()
    }

    /// The stream's sample rate.
    public var rate: Int { mixer.rate }

    /// Schedules a cue.
    public func play(_ cue: BreathCue) {
        condition.lock()
        defer { condition.unlock() }
        let target = Int64((cue.seconds * Double(mixer.rate)).rounded())
        let frame: Int64
        switch clock {
        case .timeline:
            frame = target
        case .live:
            let now = mixer.position
            if let anchor, abs(target + anchor - now) <= Int64(mixer.rate / 4) {
                frame = max(target + anchor, now)
            } else {
                anchor = now - target
                frame = now
            }
        }
        mixer.schedule(cue.kind, at: frame)
        scheduled.append((cue, frame))
    }

    /// Timeline: the simulation has reached `seconds`; the stream may be rendered up to it.
    public func advance(to seconds: Double) {
        condition.lock()
        committed = max(committed, Int64((seconds * Double(mixer.rate)).rounded(.down)))
        condition.broadcast()
        condition.unlock()
    }

    /// Timeline: lets the stream play out to `seconds` (the last tone's end) and waits, at
    /// most `timeout` seconds, until the device has taken it; then stops the device.
    public func finish(at seconds: Double, timeout: Double = 10) {
        condition.lock()
        let end = max(committed, Int64((seconds * Double(mixer.rate)).rounded(.up)))
        committed = end
        finished = true
        condition.broadcast()
        condition.unlock()
        let deadline = Date().addingTimeInterval(timeout)
        while framesDelivered < end, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        close()
    }

    /// Stops and closes the device (the audio thread is joined before this returns).
    public func close() {
        condition.lock()
        finished = true
        condition.broadcast()
        let device = output
        output = nil
        condition.unlock()
        // Closing joins SDL's audio thread, which may be waiting for the lock: not under it.
        device?.close()
        condition.lock()
        framesWritten = mixer.position
        condition.unlock()
    }

    /// Samples delivered to the device so far.
    public var framesDelivered: Int64 {
        condition.lock()
        defer { condition.unlock() }
        return mixer.position
    }

    /// SDL's audio thread asks for the next samples; on the timeline it first waits for the
    /// simulation to reach them.
    public func render(_ buffer: UnsafeMutableBufferPointer<Float>) {
        condition.lock()
        defer { condition.unlock() }
        if clock == .timeline {
            let needed = mixer.position + Int64(buffer.count)
            // Never render ahead of the simulation. `close` wakes this at once; the deadline
            // only keeps a simulation that stopped without closing from holding SDL's audio
            // thread for good.
            let deadline = Date().addingTimeInterval(30)
            while committed < needed, !finished, condition.wait(until: deadline) {}
        }
        mixer.render(buffer)
    }
}
