import Foundation

/// The file SDL's `disk` audio driver writes a device's samples to, for tests that check
/// when a device starts and stops playing.
public struct DiskAudioFile {
    /// Its path.
    public let path: String

    /// A new file name in the temporary folder (the driver creates the file).
    public init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-audio-\(UUID().uuidString).raw").path
    }

    /// Bytes written so far (0 before the driver made the file).
    public var size: Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }

    /// Removes the file.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Waits at most `timeout` seconds for the size to hold still for 0.1 s: a closed
    /// device's file. Returns the last two sizes read (equal when it settled).
    public func settledSize(timeout: Double = 10) -> (before: Int, after: Int) {
        var (before, after) = (size, -1)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            after = size
            if after == before { break }
            before = after
        }
        return (before, after)
    }

    /// Polls `condition` every 10 ms for at most `timeout` seconds; its last answer.
    public static func eventually(_ timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return condition()
    }
}
