/// Who is in the room, and when the frame was last touched: the parts of the screen's state
/// that run on show time (seconds), beside the hours and the switch that run on the wall
/// clock (`ScreenState`).
///
/// A presence sensor (an MQTT topic) reports present or absent; the
/// screen stays lit `offAfter` seconds after the last "absent" (people sit still, and a PIR
/// says "absent" a few seconds after the last movement). Without a sensor nobody is ever
/// absent. The idle timeout darkens the screen `idleTimeout` seconds after the last sign of
/// life (a wake event or a sensor saying present). A wake event (touch, key, gamepad,
/// remote) is a sign of life, and where the hours or the switch keep the screen dark it
/// lights it for a visit of `visitSeconds`.
public struct ScreenPresence: Equatable, Sendable {
    /// Seconds the screen stays lit after the sensor last said absent (`presence-off-after`).
    public var offAfter: Double
    /// Seconds without a sign of life before the screen goes dark (`idle-timeout`); nil never.
    public var idleTimeout: Double?
    /// True when a sensor reports presence: until it first speaks, the room counts as occupied.
    public var hasSensor: Bool
    /// What the sensor said last: nil before its first report.
    public private(set) var sensorSaysPresent: Bool?
    /// Show time of the sensor's last change to absent.
    private var absentSince = 0.0
    /// Show time of the last sign of life (a wake event, or the sensor saying present).
    public private(set) var lastActivity = 0.0
    /// Show time a wake event's visit ends (the hours or the switch said dark).
    public private(set) var visitUntil: Double?

    /// Seconds `presence-off-after` is when not configured: five minutes, long enough for a
    /// person reading on a sofa under a PIR that only sees movement.
    public static let defaultOffAfter = 300.0
    /// Seconds a wake event lights a screen the hours or the switch keep dark, when no idle
    /// timeout says otherwise.
    public static let defaultVisit = 300.0

    /// No sensor and no idle timeout unless given: the screen follows the hours and switch.
    public init(hasSensor: Bool = false, offAfter: Double = Self.defaultOffAfter, idleTimeout: Double? = nil) {
        self.hasSensor = hasSensor
        self.offAfter = offAfter
        self.idleTimeout = idleTimeout
    }

    /// How long a wake event lights a screen that the hours or the switch keep dark.
    public var visitSeconds: Double { idleTimeout ?? Self.defaultVisit }

    /// The sensor reports someone (true) or no one (false) at show time `now`.
    public mutating func sensor(present: Bool, at now: Double) {
        // Someone was there until this report at least: both count from now.
        if present || sensorSaysPresent == true { lastActivity = now }
        if !present, sensorSaysPresent != false { absentSince = now }
        sensorSaysPresent = present
    }

    /// A touch, key, gamepad button or remote command at show time `now`; `visit` when the
    /// hours or the switch keep the screen dark, so it lights for `visitSeconds`.
    public mutating func wake(at now: Double, visit: Bool) {
        lastActivity = now
        if visit { visitUntil = now + visitSeconds }
    }

    /// True while someone is (or lately was) in the room.
    public func isPresent(at now: Double) -> Bool {
        guard hasSensor, sensorSaysPresent == false else { return true }
        return now - max(absentSince, lastActivity) < offAfter
    }

    /// True when the idle timeout has run out since the last sign of life.
    public func isIdle(at now: Double) -> Bool {
        guard let idleTimeout else { return false }
        if sensorSaysPresent == true { return false }
        return now - lastActivity >= idleTimeout
    }

    /// True while a wake event's visit lasts.
    public func isVisiting(at now: Double) -> Bool {
        visitUntil.map { now < $0 } ?? false
    }

    /// Ends a visit (the hours or the switch lit the screen anyway).
    public mutating func endVisit() {
        visitUntil = nil
    }
}
