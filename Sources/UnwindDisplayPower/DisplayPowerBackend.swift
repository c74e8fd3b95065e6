/// Something that turns the panel off and on: X11 DPMS, a KMS connector's DPMS property, a
/// backlight, HDMI-CEC, a Wayland compositor, a user's command. The show only darkens its
/// frames; a backend saves the panel and the power a black frame still costs.
public protocol DisplayPowerBackend: AnyObject, Sendable {
    /// The name `display-power` takes for it (`dpms`, `backlight`, ...), for logs and status.
    var name: String { get }
    /// What it drives, in words (`X11 DPMS on :0`, `backlight rpi_backlight`), for the log line.
    var detail: String { get }
    /// Turns the panel on or off; blocks until the backend answered (a command may take a second).
    func setPower(on: Bool) throws(DisplayPowerError)
}

/// A backend that can also dim the panel (a backlight), so the brightness schedule needs no
/// black laid over the frames.
public protocol DimmableBackend: DisplayPowerBackend {
    /// Sets the panel's brightness to `fraction` (0...1) of its most.
    func setBrightness(_ fraction: Double) throws(DisplayPowerError)
}

/// A backend that could not be opened or did not answer, in one line.
public struct DisplayPowerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why, in words (`the X server offers no DPMS`, `exit status 1: ...`).
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
