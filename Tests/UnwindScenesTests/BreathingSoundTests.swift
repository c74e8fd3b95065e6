import Foundation
import Testing
import UnwindBreathing
import UnwindDraw
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime

@testable import UnwindScenes

/// The sound cues, heard through SDL's `disk` audio driver: a whole box-breathing session is
/// replayed headless, the samples SDL writes to a file are read back, and every cue must
/// start on its phase boundary (worked out from the state changes, not from the cues) with
/// exact silence between the tones.
@Suite(.serialized) struct BreathingSoundTests {
    /// Box breathing at 2 s a side: cues 2 s apart, longer than a tone, so each onset stands
    /// alone after silence.
    static func action() -> SpiralActionConfig {
        var action = BreathingPattern(up: 2, pause: 2, down: 2, rest: 2).applied(to: SpiralActionConfig())
        action.holdDuration = 16
        action.inhaleTraceDuration = 2.5
        action.exhaleTraceDuration = 2.5
        return action
    }

    /// Starts of tones: the first sample louder than `floor` after at least `gap` seconds of
    /// samples at or below it.
    static func onsets(_ samples: [Float], rate: Int, floor: Float = 1e-6, gap: Double = 0.25) -> [Int] {
        var result: [Int] = []
        var quiet = Int(gap * Double(rate))
        let needed = quiet
        for (i, s) in samples.enumerated() {
            if abs(s) > floor {
                if quiet >= needed { result.append(i) }
                quiet = 0
            } else {
                quiet += 1
            }
        }
        return result
    }

    /// Zero crossings per second over `seconds` from `start`: a rough pitch.
    static func pitch(_ samples: [Float], from start: Int, seconds: Double, rate: Int) -> Double {
        let end = min(samples.count - 1, start + Int(seconds * Double(rate)))
        var crossings = 0
        for i in start..<end where (samples[i] <= 0) != (samples[i + 1] <= 0) { crossings += 1 }
        return Double(crossings) / 2 / seconds
    }

    @Test func cuesStartOnThePhaseBoundariesAndSilenceIsSilent() throws {
        setenv("SDL_DISKAUDIODELAY", "0", 1)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-cues-\(UUID().uuidString).raw").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let size = Size(width: 320, height: 240)
        let recording = BreathingAutopilot.recording(for: try BreathingSession(action: Self.action()), size: size, liftDuringHold: 0)
        let session = try BreathingSession(action: Self.action())
        let (report, sound) = try Headless.withRenderer(size) { renderer in
            let sound = try BreathingSound.open(volume: 1, clock: .timeline, driver: "disk", deviceName: file)
            let report = try BreathingReplay.run(
                recording, session: session, catalog: .english, renderer: renderer, fps: 30, options: BreathingScene.Options(sound: sound))
            return (report, sound)
        }
        #expect(report.finalState == .completed, "changes: \(report.stateChanges)")

        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let all = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        let written = Int(sound.framesWritten)
        #expect(written > 0 && all.count >= written, "file has \(all.count) samples, the stream \(written)")
        // SDL writes silence while the device waits to start; the stream is the file's end.
        let lead = all.count - written
        #expect(all[..<lead].allSatisfy { $0 == 0 }, "the silence before the stream is silent")
        let stream = Array(all[lead...])
        let rate = sound.rate

        // Expected from the state changes and the pattern, independently of the cues.
        let seconds = Dictionary(report.stateChanges.map { ($0.to, $0.seconds) }, uniquingKeysWith: { a, _ in a })
        let inhale = try #require(seconds[.inhale]), hold = try #require(seconds[.hold])
        let exhale = try #require(seconds[.exhale]), done = try #require(seconds[.completed])
        let phases: [BreathCue.Kind] = [.breatheIn, .hold, .breatheOut, .holdEmpty]
        // The traces have no breath cue of their own (issue 22): Hold's phases and the end.
        var expected: [(BreathCue.Kind, Double)] = []
        for k in 0..<8 { expected.append((phases[k % 4], hold + 2 * Double(k))) }
        expected += [(.finished, done)]
        #expect(abs(exhale - hold - 16) < 0.01, "the hold ran 16 s untouched: \(exhale - hold)")
        #expect(inhale < hold, "traced out before the hold")

        let found = Self.onsets(stream, rate: rate)
        #expect(found.count == expected.count, "\(found.count) tones for \(expected.count) cues: \(found.map { Double($0) / Double(rate) })")
        for ((kind, time), onset) in zip(expected, found) {
            let heard = Double(onset) / Double(rate)
            #expect(abs(heard - time) <= 0.003, "\(kind) heard at \(heard) s, boundary at \(time) s")
            let early = Self.pitch(stream, from: onset + rate / 50, seconds: 0.1, rate: rate)
            let late = Self.pitch(stream, from: onset + rate * 7 / 10, seconds: 0.1, rate: rate)
            switch kind {
            case .breatheIn: #expect(late > early * 1.2, "breathing in glides up: \(early) → \(late) Hz")
            case .breatheOut: #expect(late < early / 1.2, "breathing out glides down: \(early) → \(late) Hz")
            case .hold: #expect(abs(early - 523) < 30 && abs(late - 523) < 30, "holding is a still C5: \(early), \(late) Hz")
            case .holdEmpty: #expect(abs(early - 392) < 30 && abs(late - 392) < 30, "holding empty is a still G4: \(early), \(late) Hz")
            case .finished: break
            }
        }
        // Between tones the stream is exactly silent, and no tone is louder than the cue level.
        let tone = Int(2.4 * Double(rate))
        var loud: [Int] = []
        for (i, s) in stream.enumerated() where s != 0 && !found.contains(where: { i >= $0 && i < $0 + tone }) { loud.append(i) }
        #expect(loud.isEmpty, "\(loud.count) non-zero samples outside the tones, first at \(loud.first.map { Double($0) / Double(rate) } ?? 0) s")
        let peak = stream.map(abs).max() ?? 0
        #expect(peak > 0.05 && peak <= 0.26, "peak \(peak): soft, a quarter of full scale at most")
    }

    @Test func volumeZeroIsSilent() throws {
        var mixer = CueMixer(rate: 48_000, volume: 0)
        mixer.schedule(.breatheIn, at: 0)
        var buffer = [Float](repeating: 1, count: 48_000)
        buffer.withUnsafeMutableBufferPointer { mixer.render($0) }
        #expect(buffer.allSatisfy { $0 == 0 })
    }
}

/// The audio device goes with the player that owns it.
@Suite(.serialized) struct BreathingSoundLifetimeTests {
    @Test func droppingThePlayerClosesItsDevice() throws {
        setenv("SDL_DISKAUDIODELAY", "0", 1)
        let file = DiskAudioFile()
        defer { file.remove() }
        weak var weakSound: BreathingSound?
        try Headless.withSDL {
            var sound: BreathingSound? = try BreathingSound.open(volume: 1, clock: .live, driver: "disk", deviceName: file.path)
            weakSound = sound
            sound?.play(BreathCue(kind: .hold, seconds: 0))
            // Until the device has written: 50 ms was not always enough on a busy machine.
            _ = DiskAudioFile.eventually(20) { file.size > 0 }
            sound = nil
        }
        // The audio callback holds the player while it renders: dropped meanwhile, the player
        // goes away on the audio thread a moment later, and its device is closed from another.
        #expect(DiskAudioFile.eventually(10) { weakSound == nil }, "the player and its device were freed")
        let (before, after) = file.settledSize()
        #expect(before > 0 && after == before, "the device wrote, then stopped writing once closed: \(before) then \(after) bytes")
    }
}

/// Live clock: cues keep their simulation spacing on the audio stream while the clocks agree.
@Suite struct BreathingSoundLiveClockTests {
    @Test func cuesKeepTheirSpacingAndReanchorWhenTheClocksPart() {
        let sound = BreathingSound(rate: 48_000, volume: 1, clock: .live)
        var buffer = [Float](repeating: 0, count: 48_000)
        func advance(_ frames: Int) {
            var left = frames
            while left > 0 {
                let n = min(left, buffer.count)
                buffer.withUnsafeMutableBufferPointer { sound.render(UnsafeMutableBufferPointer(rebasing: $0[0..<n])) }
                left -= n
            }
        }
        advance(48_000)
        sound.play(BreathCue(kind: .breatheIn, seconds: 10))
        advance(6 * 48_000 - 1_000)  // the stream is 1,000 samples behind the simulation
        sound.play(BreathCue(kind: .hold, seconds: 16))
        advance(4 * 48_000 + 500)
        sound.play(BreathCue(kind: .breatheOut, seconds: 20))
        advance(48_000 * 3)
        sound.play(BreathCue(kind: .holdEmpty, seconds: 21))  // 2 s apart now: re-anchored
        let frames = sound.scheduled.map(\.frame)
        #expect(frames[0] == 48_000, "the first cue plays at once: \(frames)")
        #expect(frames[1] == 48_000 + 6 * 48_000, "6 s later to the sample, ahead of the stream: \(frames)")
        #expect(frames[2] == 48_000 + 10 * 48_000, "10 s after the first: \(frames)")
        #expect(frames[3] == 48_000 * 14 - 500, "more than 250 ms apart: now, \(frames)")
    }
}
