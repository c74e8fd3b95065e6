import Foundation
import Testing
import UnwindDraw
import UnwindTestSupport
import UnwindVideo

/// A clip opened on a thread of lower priority (the photo decode thread runs at nice 10) and
/// played from another: the codec is opened again there, once, and the pictures and their
/// numbers stay the same as ffmpeg's own frames.
@Suite(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
struct VideoDecoderPriorityTests {
    /// The calling thread's nice value (Linux: `PRIO_PROCESS, 0` is the calling thread).
    static func nice() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    /// Opens `path` on a new thread whose nice value is 5 above the caller's and decodes the
    /// pictures at `times` there (the last one returned), as the show's decode thread
    /// prepares a clip's first picture.
    static func openOnLowerPriorityThread(_ path: String, at times: [Double]) throws -> (VideoDecoder, VideoFrame) {
        final class Outcome: @unchecked Sendable {
            // Written by the thread before `done` is signalled, read after.
            var result: Result<(VideoDecoder, VideoFrame), VideoError>?
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let lower = min(19, nice() + 5)
        let thread = Thread {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, lower)
            do throws(VideoError) {
                let decoder = try VideoDecoder(source: VideoSource(path: path), limits: VideoLimits(threads: 2))
                var last = try decoder.frame(at: 0)
                for time in times { last = try decoder.frame(at: time) }
                outcome.result = .success((decoder, last))
            } catch {
                outcome.result = .failure(error)
            }
            done.signal()
        }
        thread.start()
        done.wait()
        return try #require(try outcome.result?.get())
    }

    @Test func reopeningAtThePlayersPriorityKeepsThePicturesAndTheirNumbers() throws {
        #expect(Self.nice() < 19, "the test needs room below the lowest priority; nice is \(Self.nice())")
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.mp4").path
        try ClipMaker.make(path, width: 96, height: 64, rate: 10, seconds: 2, extra: ["-g", "5"])
        let raw = try ClipMaker.rawFrames(path)
        let (decoder, opened) = try Self.openOnLowerPriorityThread(path, at: [0.35])
        #expect(opened.index == 3, "the picture at 0.35 s is the fourth: got index \(opened.index)")
        #expect(try decoder.reopenAtCallingThreadsPriority(), "opened at another priority: the codec is opened again")
        #expect(try !decoder.reopenAtCallingThreadsPriority(), "the second time the priority is the same: nothing to do")
        let same = try decoder.frame(at: 0.35)
        #expect(same.index == opened.index, "the picture on show keeps its number: \(same.index) vs \(opened.index)")
        #expect(same.image.y == VideoDecoderTests.reference(raw, frame: 3, width: 96, height: 64).y, "frame 3 after the reopen")
        let later = try decoder.frame(at: 1.25)
        #expect(later.index == 12, "decoding on counts on from there: got index \(later.index)")
        let expected = VideoDecoderTests.reference(raw, frame: 12, width: 96, height: 64)
        #expect(later.image.y == expected.y && later.image.u == expected.u && later.image.v == expected.v, "frame 12 after the reopen")
    }

    @Test func reopeningAfterASeekBackKeepsThePictureOnShow() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.mp4").path
        try ClipMaker.make(path, width: 96, height: 64, rate: 10, seconds: 2, extra: ["-g", "5"])
        let raw = try ClipMaker.rawFrames(path)
        // Forward to 1.25 s, then back to 0.75 s: the picture there has a number above 12.
        let (decoder, opened) = try Self.openOnLowerPriorityThread(path, at: [1.25, 0.75])
        #expect(opened.index > 12, "a picture after a seek has a new number: got \(opened.index)")
        #expect(try decoder.reopenAtCallingThreadsPriority(), "opened at another priority: the codec is opened again")
        let same = try decoder.frame(at: 0.75)
        #expect(same.index == opened.index, "the picture on show keeps its number: \(same.index) vs \(opened.index)")
        #expect(same.image.y == VideoDecoderTests.reference(raw, frame: 7, width: 96, height: 64).y, "frame 7 after the reopen")
        let next = try decoder.frame(at: 0.85)
        #expect(next.index == opened.index + 1, "the next picture counts on: got \(next.index) after \(opened.index)")
        #expect(next.image.y == VideoDecoderTests.reference(raw, frame: 8, width: 96, height: 64).y, "frame 8 after the reopen")
    }

    @Test func aDecoderPlayedAtItsOpenersPriorityIsLeftAlone() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("clip.mp4").path
        try ClipMaker.make(path, width: 96, height: 64, rate: 10, seconds: 1)
        let decoder = try VideoDecoder(source: VideoSource(path: path))
        let first = try decoder.frame(at: 0.2)
        #expect(try !decoder.reopenAtCallingThreadsPriority(), "same thread, same priority: nothing to reopen")
        #expect(try decoder.frame(at: 0.2) == first, "the same picture, converted once")
    }
}
