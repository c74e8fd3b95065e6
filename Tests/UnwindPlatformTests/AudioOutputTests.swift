import Foundation
import Testing
import UnwindPlatform
import UnwindPlatformTesting

/// An output whose source is dropped while SDL's audio thread is inside its callback: the
/// source, and the output it owns, then go away on the audio thread itself.
@Suite(.serialized)
struct AudioOutputTests {
    /// A source that owns its output and holds the first callback until the test lets go.
    final class HeldSource: AudioSource, @unchecked Sendable {
        var output: AudioOutput?
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        private var first = true

        func render(_ buffer: UnsafeMutableBufferPointer<Float>) {
            for i in buffer.indices { buffer[i] = 0.25 }
            guard first else { return }
            first = false
            entered.signal()
            _ = release.wait(timeout: .now() + 30)
        }
    }

    @Test func aSourceDroppedDuringItsCallbackClosesTheDeviceFromAnotherThread() throws {
        setenv("SDL_DISKAUDIODELAY", "0", 1)
        let file = DiskAudioFile()
        defer { file.remove() }
        weak var weakSource: HeldSource?
        try Headless.withSDL {
            var source: HeldSource? = HeldSource()
            weakSource = source
            let (entered, release) = (source?.entered, source?.release)
            source?.output = try AudioOutput(source: try #require(source), driver: "disk", deviceName: file.path)
            source?.output?.start()
            #expect(entered?.wait(timeout: .now() + 20) == .success, "the audio thread called back")
            // The callback holds the source now; this is the only other reference to it.
            source = nil
            release?.signal()
        }
        // Released on the audio thread: closing the device there would join the thread from
        // itself and free the device under the running callback.
        #expect(DiskAudioFile.eventually(10) { weakSource == nil }, "the source and its output went away")
        let (before, after) = file.settledSize()
        #expect(after == before, "the device stopped writing once closed: \(before) then \(after) bytes")
    }
}
