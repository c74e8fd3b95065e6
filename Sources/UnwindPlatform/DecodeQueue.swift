import Foundation
import UnwindDraw

/// Decodes and scales images on a background thread; the render thread collects finished
/// surfaces with `drain()` and uploads them, so decoding never blocks a frame.
public final class DecodeQueue: @unchecked Sendable {
    /// A request's outcome, tagged with the caller's token.
    public struct Result: @unchecked Sendable {
        /// The caller's own number for the request, so it can match a result to what it asked for.
        public let token: Int
        /// The path's raw bytes, as the caller named it (file names need not be UTF-8).
        public let path: [UInt8]
        /// The decoded surface, or a failure naming the file; the queue never drops a request.
        public let outcome: Swift.Result<Surface, ImageDecoder.Failure>
    }

    private let queue = DispatchQueue(label: "unwind.decode", qos: .userInitiated)
    private let lock = NSLock()
    private var finished: [Result] = []
    private var pending = 0

    /// An idle queue with its own background thread; one per runner.
    public init() {}

    /// Requests pending or finished but not yet drained.
    public var outstanding: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending + finished.count
    }

    /// Queues a whole job on the background thread: checks before decoding (a header that
    /// announces a decompression bomb), the decode itself, then orientation and scaling.
    public func submit(path: [UInt8], token: Int, job: @escaping @Sendable () throws -> Surface) {
        lock.lock()
        pending += 1
        lock.unlock()
        queue.async { [self] in
            let outcome: Swift.Result<Surface, ImageDecoder.Failure>
            do {
                outcome = .success(try job())
            } catch let failure as ImageDecoder.Failure {
                outcome = .failure(failure)
            } catch {
                outcome = .failure(ImageDecoder.Failure(path: String(decoding: path, as: UTF8.self), reason: "\(error)"))
            }
            lock.lock()
            pending -= 1
            finished.append(Result(token: token, path: path, outcome: outcome))
            lock.unlock()
        }
    }

    /// Takes every finished result, in completion order; never blocks.
    public func drain() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        let out = finished
        finished.removeAll()
        return out
    }

    /// Blocks until every submitted request has finished (headless runs and tests).
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// Blocks until every submitted request has finished or `giveUp` says so (checked every
    /// 10 ms); false when it gave up. A headless show waits for each decode, and a signal
    /// must end it within a second even while a 24-megapixel photo is still decoding.
    @discardableResult
    public func waitUntilIdle(unless giveUp: () -> Bool) -> Bool {
        let idle = DispatchSemaphore(value: 0)
        queue.async { idle.signal() }
        while idle.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
            if giveUp() { return false }
        }
        return true
    }
}
