import Foundation
import Testing
import UnwindDraw
import UnwindInput

/// The runner's one input queue: bounded, taken whole by the next tick, recorded with that
/// tick, replaced by a replay.
@Suite struct TickInputTests {
    private static func key(_ k: Key) -> InputEvent { .key(KeyEvent(key: k, isPressed: true)) }

    @Test func theNextTickTakesEverythingPostedSinceTheLastInOrder() {
        let input = TickInput()
        input.post([Self.key(.left), .remote(.next)])
        input.post([Self.key(.right)])
        #expect(input.take(forTick: 1) == [Self.key(.left), .remote(.next), Self.key(.right)], "every source's events, oldest first")
        #expect(input.take(forTick: 2).isEmpty, "taken once")
    }

    @Test func oneBoundForEverySourceDropsTheOldest() {
        let input = TickInput(capacity: 3)
        input.post([Self.key(.left), Self.key(.right)])
        input.post([.remote(.next), .remote(.previous)])
        #expect(input.take(forTick: 1) == [Self.key(.right), .remote(.next), .remote(.previous)], "the newest three are kept")
        #expect(input.dropped == 1, "dropped \(input.dropped)")
        #expect(TickInput().capacity == 1024, "the slideshow's old bound, now every scene's")
    }

    @Test func liveInputIsRecordedWithTheTickThatTookItAndReplaysTheSame() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tick-input-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let live = TickInput()
        try live.record(into: InputRecorder(path: path), size: Size(width: 64, height: 48), rate: 120)
        #expect(live.isRecording)
        live.post([Self.key(.space)])
        var applied: [Int64: [InputEvent]] = [:]
        for tick in Int64(1)...6 {
            if tick == 4 { live.post([Self.key(.right), .remote(.pause)]) }
            let events = live.take(forTick: tick)
            if !events.isEmpty { applied[tick] = events }
        }
        try live.finishRecording()
        #expect(!live.isRecording)
        let recording = try InputRecording.load(path: path)
        #expect(recording.size == Size(width: 64, height: 48) && recording.rate == 120)
        #expect(recording.entries.map(\.tick) == [1, 4, 4], "each event with the tick it was applied on: \(recording.entries)")

        let replay = TickInput()
        replay.replay(recording)
        #expect(replay.isReplaying && replay.replaySize == recording.size)
        replay.post([Self.key(.escape)])
        var replayed: [Int64: [InputEvent]] = [:]
        for tick in Int64(1)...6 {
            let events = replay.take(forTick: tick)
            if !events.isEmpty { replayed[tick] = events }
        }
        #expect(replayed == applied, "the replay hands out the same events on the same ticks, live input ignored")
        #expect(!replay.isReplayExhausted(after: 6), "a replay settles for a second after its last event")
        #expect(replay.isReplayExhausted(after: 4 + 120))
        #expect(!live.isReplayExhausted(after: 1_000), "live input is never exhausted")
    }
}
