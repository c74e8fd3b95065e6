import CGpiod
import Foundation
import UnwindRemote
import UnwindSync

/// A PIR motion sensor on a GPIO line (`presence-gpio = "gpiochip0:17"`), read through
/// libgpiod: the line's level when it opens, then every edge (high: someone moves; low: the
/// sensor's hold time ran out) goes to the show's inbox as `RemoteCommand.presence`, from a
/// thread of its own that waits on the line's events. The show's `presence-off-after` then
/// decides when the screen goes dark.
public final class GPIOPresence: @unchecked Sendable {
    /// `gpiochip0:17`, for logs.
    public let name: String
    private let chip: OpaquePointer
    private let line: OpaquePointer
    private let inbox: RemoteInbox
    /// False once `stop` was called; the watching thread reads it between waits.
    private let running = Locked(true)
    private var thread: Thread?

    /// `CHIP:LINE` split, when `text` is one (`gpiochip0:17`, `/dev/gpiochip1:4`).
    public static func parse(_ text: String) -> (chip: String, line: UInt32)? {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        let chip = String(text[..<colon])
        guard !chip.isEmpty, let line = UInt32(text[text.index(after: colon)...]), line < 1024 else { return nil }
        return (chip, line)
    }

    /// Opens the line for edge events, posts its level, and starts watching it.
    /// - Throws: one line naming the chip or line and why it cannot be read.
    public init(_ spec: String, inbox: RemoteInbox) throws(GPIOPresenceError) {
        guard let (chipName, offset) = Self.parse(spec) else { throw GPIOPresenceError("presence-gpio: '\(spec)' is not CHIP:LINE such as gpiochip0:17") }
        guard let chip = gpiod_chip_open_lookup(chipName) else {
            throw GPIOPresenceError("presence-gpio: cannot open GPIO chip \(chipName): \(String(cString: strerror(errno)))")
        }
        guard let line = gpiod_chip_get_line(chip, offset) else {
            gpiod_chip_close(chip)
            throw GPIOPresenceError("presence-gpio: \(chipName) has no line \(offset)")
        }
        guard gpiod_line_request_both_edges_events(line, "unwind") == 0 else {
            gpiod_chip_close(chip)
            throw GPIOPresenceError("presence-gpio: cannot watch \(spec) (in use, or no permission: \(String(cString: strerror(errno))))")
        }
        self.chip = chip
        self.line = line
        self.inbox = inbox
        name = spec
        let level = gpiod_line_get_value(line)
        if level >= 0 { inbox.post(.presence(level == 1)) }
        let thread = Thread { [weak self] in
            QuitSignalMask.blockInThisThread()
            self?.watch()
        }
        thread.name = "unwind.presence-gpio"
        self.thread = thread
        thread.start()
    }

    /// Stops watching (within a second) and frees the line.
    public func stop() {
        running.withLock { $0 = false }
        let deadline = Date(timeIntervalSinceNow: 2)
        while thread?.isFinished == false, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    }

    deinit {
        gpiod_line_release(line)
        gpiod_chip_close(chip)
    }

    private func watch() {
        var timeout = timespec(tv_sec: 1, tv_nsec: 0)
        while running.value {
            let ready = gpiod_line_event_wait(line, &timeout)
            if ready < 0 { return }
            guard ready == 1 else { continue }
            var event = gpiod_line_event()
            guard gpiod_line_event_read(line, &event) == 0 else { return }
            inbox.post(.presence(event.event_type == Int32(GPIOD_LINE_EVENT_RISING_EDGE)))
        }
    }
}

/// A GPIO line that cannot be watched, in one line.
public struct GPIOPresenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong and with which line.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
