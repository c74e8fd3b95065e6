import Foundation
import UnwindDraw
import UnwindPlatform
import UnwindSync

/// Writes `frame-00000.png`, `frame-00001.png`, … into a directory, creating it; stale
/// frames of that name from an earlier, longer render are removed first so the directory
/// holds exactly this sequence.
///
/// PNG compression costs far more than drawing a frame, so frames are read back on the
/// render thread and compressed on all cores, at most two per core in flight.
public final class PNGFrameWriter: FrameWriter {
    /// Where the frames go, as given (created if missing).
    public let directory: String
    private let queue = DispatchQueue(label: "unwind.png-frames", qos: .userInitiated, attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    /// The first error from any writer thread, kept for the render thread to throw.
    private let failures = Locked<FrameWriterError?>(nil)

    /// Creates `directory` and removes its old `frame-NNNNN.png` files (and the hidden
    /// temporary files of a render that was killed mid-write); other files are left alone.
    public init(directory: String) throws {
        self.directory = directory
        slots = DispatchSemaphore(value: 2 * max(1, ProcessInfo.processInfo.activeProcessorCount))
        let files = FileManager.default
        do {
            try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FrameWriterError("cannot create output directory '\(directory)': \(error.localizedDescription)")
        }
        guard files.isWritableFile(atPath: directory) else {
            throw FrameWriterError("output directory '\(directory)' is not writable")
        }
        let stale = (try? files.contentsOfDirectory(atPath: directory))?.filter(Self.isFrameName) ?? []
        for name in stale { try? files.removeItem(atPath: (directory as NSString).appendingPathComponent(name)) }
    }

    /// The file name of frame `index`.
    public static func name(of index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }

    static func isFrameName(_ name: String) -> Bool {
        if name.hasPrefix(".") && name.hasSuffix(".tmp") { return isFrameName(String(name.dropFirst().dropLast(4))) }
        return name.hasPrefix("frame-") && name.hasSuffix(".png") && name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
    }

    /// Reads the frame back now and compresses it on another thread; throws an earlier frame's failure, if any.
    public func write(frame: Int, renderer: Renderer) throws {
        if let failure = failures.value { throw failure }
        let pixels = try renderer.readPixels()
        let path = (directory as NSString).appendingPathComponent(Self.name(of: frame))
        let slots = slots, group = group, failures = failures
        slots.wait()
        group.enter()
        queue.async {
            defer {
                slots.signal()
                group.leave()
            }
            do {
                try PNGWriter.write(pixels, to: path)
            } catch {
                let failure = FrameWriterError("cannot write '\(path)': \(error)")
                failures.withLock { first in first = first ?? failure }
            }
        }
    }

    /// Waits for every queued frame to be on disk, then throws the first failure, if any.
    public func finish() throws {
        group.wait()
        if let failure = failures.value { throw failure }
    }
}
