import CMosquitto
import Foundation
import UnwindRemote
import UnwindSync

#if canImport(Glibc)
import Glibc
#endif

/// The network thread of one libmosquitto client, waiting with `poll(2)`.
///
/// libmosquitto's own thread (`mosquitto_loop_start`) waits with `select(2)`, which cannot
/// watch a descriptor numbered 1024 or more: `mosquitto_loop` then returns `MOSQ_ERR_INVAL`
/// and the thread ends for good, so a process with many files or sockets open (a full test
/// run, a show with a high `ulimit -n` serving many connections) never connected again. This
/// loop drives the same client through libmosquitto's documented external-loop calls
/// (`mosquitto_loop_read`/`_write`/`_misc`, `mosquitto_want_write`), which have no such limit.
///
/// It owns the `struct mosquitto *` and frees it once the thread has ended, so a stop that
/// does not wait for a connect hanging on a dead network never frees what the thread uses.
final class MosquittoLoop: @unchecked Sendable {
    let handle: OpaquePointer
    /// Called on this thread; set before `start`.
    var onConnect: (@Sendable () -> Void)?
    var onMessage: (@Sendable (_ topic: String, _ payload: Data) -> Void)?
    var onOversized: (@Sendable (_ topic: String, _ bytes: Int) -> Void)?
    var maxPayloadBytes = 4096

    private let reconnectDelay: ClosedRange<UInt32>
    private let state = Locked((running: false, stopping: false, connected: false, ended: false))
    /// A pipe whose read end the thread polls beside the socket: written to wake it when a
    /// message is queued or the client stops.
    private let wake: (read: Int32, write: Int32)
    /// Signalled when the thread has ended.
    private let ended = DispatchSemaphore(value: 0)

    init(handle: OpaquePointer, reconnectDelay: ClosedRange<UInt32>) {
        self.handle = handle
        self.reconnectDelay = reconnectDelay
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        } else {
            fds = [-1, -1]
        }
        wake = (fds[0], fds[1])
        // libmosquitto must not write from the caller's thread nor wait in select(): every
        // read and write happens on this loop's thread.
        mosquitto_threaded_set(handle, true)
        mosquitto_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
        Self.installCallbacks(handle)
    }

    deinit {
        mosquitto_destroy(handle)
        if wake.read >= 0 { close(wake.read) }
        if wake.write >= 0 { close(wake.write) }
    }

    /// True while connected to the broker.
    var isConnected: Bool { state.value.connected }

    /// Starts the thread, which makes the first connection attempt; false if it already runs.
    func start(host: String, port: Int, keepAlive: Int32) -> Bool {
        let starting = state.withLock { state in
            defer { state.running = true }
            return !state.running
        }
        guard starting else { return false }
        let thread = Thread { [self] in
            QuitSignalMask.blockInThisThread()
            run(host: host, port: port, keepAlive: keepAlive)
            state.withLock {
                $0.connected = false
                $0.ended = true
            }
            ended.signal()
        }
        thread.name = "unwind.mqtt.network"
        thread.start()
        return true
    }

    /// Asks the thread to send what is queued, disconnect cleanly (no last will) and end;
    /// waits for that at most `patience` seconds (a connect to a host that does not answer
    /// can take minutes; the thread then ends on its own and frees the client).
    func stop(patience: Double = 2) {
        let wasRunning = state.withLock { state in
            defer { state.stopping = true }
            return state.running && !state.stopping && !state.ended
        }
        guard wasRunning else { return }
        poke()
        _ = ended.wait(timeout: .now() + patience)
    }

    /// Wakes the thread: something was queued to send.
    func poke() {
        guard wake.write >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    private var stopping: Bool { state.value.stopping }

    /// Connect, serve the socket until it drops, wait the back-off, and again, until stopped.
    private func run(host: String, port: Int, keepAlive: Int32) {
        var failures: UInt32 = 0
        var first = true
        while !stopping {
            let rc = first ? mosquitto_connect(handle, host, Int32(port), keepAlive) : mosquitto_reconnect(handle)
            first = false
            if rc == MOSQ_ERR_SUCCESS.rawValue {
                serve()
                // A connection that came up resets the back-off; one refused at CONNACK does not.
                failures = isConnectedOnce ? 0 : failures + 1
                isConnectedOnce = false
            } else {
                failures += 1
            }
            guard !stopping else { break }
            pause(seconds: backoff(failures))
        }
    }

    /// Set by the connect callback, read after `serve` returns.
    private var isConnectedOnce = false

    /// Seconds before attempt number `failures + 1`: the first delay, doubling, up to the last.
    private func backoff(_ failures: UInt32) -> UInt32 {
        let shift = min(max(failures, 1) - 1, 16)
        return min(reconnectDelay.lowerBound << shift, reconnectDelay.upperBound)
    }

    /// Reads and writes the connected socket until it closes or the client stops (then the
    /// queue is flushed and a DISCONNECT sent).
    private func serve() {
        var disconnecting = false
        var flushDeadline = ContinuousClock.now
        while true {
            let socket = mosquitto_socket(handle)
            guard socket >= 0 else { return }
            if stopping, !disconnecting {
                // Whatever was queued before the stop (the bridge's "offline") goes first.
                disconnecting = true
                flushDeadline = .now + .seconds(1)
                mosquitto_disconnect(handle)
            }
            if disconnecting, ContinuousClock.now > flushDeadline { return }
            var fds = [
                pollfd(fd: socket, events: Int16(POLLIN) | (mosquitto_want_write(handle) ? Int16(POLLOUT) : 0), revents: 0),
                pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds.count), disconnecting ? 50 : 1000)
            if ready < 0, errno != EINTR { return }
            if fds[1].revents != 0 { drainWake() }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                guard mosquitto_loop_read(handle, 1) == MOSQ_ERR_SUCCESS.rawValue else { return }
            }
            if mosquitto_socket(handle) >= 0, fds[0].revents & Int16(POLLOUT) != 0 || mosquitto_want_write(handle) {
                guard mosquitto_loop_write(handle, 1) == MOSQ_ERR_SUCCESS.rawValue else { return }
            }
            guard mosquitto_loop_misc(handle) == MOSQ_ERR_SUCCESS.rawValue else { return }
        }
    }

    /// Sleeps up to `seconds`, woken early by a stop.
    private func pause(seconds: UInt32) {
        var fds = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        let deadline = ContinuousClock.now + .seconds(Int(seconds))
        while !stopping, ContinuousClock.now < deadline {
            let left = Int32(max(1, (deadline - .now) / .milliseconds(1)))
            if poll(&fds, 1, left) > 0 { drainWake() }
        }
    }

    private func drainWake() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wake.read, &buffer, buffer.count) > 0 {}
    }

    private func setConnected(_ value: Bool) {
        state.withLock { $0.connected = value }
        if value { isConnectedOnce = true }
    }

    /// libmosquitto's callbacks, all run on this loop's thread; the user data is the loop.
    private static func installCallbacks(_ handle: OpaquePointer) {
        mosquitto_connect_callback_set(handle) { _, object, rc in
            guard let object, rc == 0 else { return }
            let loop = Unmanaged<MosquittoLoop>.fromOpaque(object).takeUnretainedValue()
            loop.setConnected(true)
            loop.onConnect?()
        }
        mosquitto_disconnect_callback_set(handle) { _, object, _ in
            guard let object else { return }
            Unmanaged<MosquittoLoop>.fromOpaque(object).takeUnretainedValue().setConnected(false)
        }
        mosquitto_message_callback_set(handle) { _, object, message in
            guard let object, let message, let topicPointer = message.pointee.topic else { return }
            let loop = Unmanaged<MosquittoLoop>.fromOpaque(object).takeUnretainedValue()
            let length = Int(message.pointee.payloadlen)
            guard length <= loop.maxPayloadBytes else {
                loop.onOversized?(String(cString: topicPointer), length)
                return
            }
            let payload = message.pointee.payload.map { Data(bytes: $0, count: length) } ?? Data()
            loop.onMessage?(String(cString: topicPointer), payload)
        }
    }
}
