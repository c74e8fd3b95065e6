/// How the frame's screen sleeps and wakes: which display-power backend turns the panel off,
/// the commands of the command backend, the presence sensors and the idle timeout
/// (docs/kiosk.md, "The screen sleeps").
public struct ScreenSettings: Equatable, Sendable {
    /// Which backend turns the panel off (`display-power`): `auto` tries them in order.
    public enum DisplayPower: String, CaseIterable, Equatable, Sendable {
        /// The first that works of command, backlight, DPMS, DRM, Wayland and CEC.
        case auto
        /// X11 DPMS through libXext.
        case dpms
        /// The KMS connector's DPMS property on SDL's DRM file descriptor.
        case drm
        /// wlr-output-power-management, spoken to the compositor through libwayland-client.
        case wayland
        /// HDMI-CEC standby and "image view on" (`cec-ctl` or `cec-client`).
        case cec
        /// `/sys/class/backlight/*/bl_power`.
        case backlight
        /// `screen-off-command` and `screen-on-command`.
        case command
        /// Black frames only, the panel stays lit.
        case none
    }

    /// The backend asked for.
    public var displayPower = DisplayPower.auto
    /// Run by `sh -c` to turn the panel off (ddcutil, a smart plug, anything).
    public var offCommand: String?
    /// Run by `sh -c` to turn the panel on again.
    public var onCommand: String?
    /// The MQTT topic a presence sensor publishes on (Home Assistant's binary sensors).
    public var presenceTopic: String?
    /// The payload that means someone is there.
    public var presenceOn = "ON"
    /// The payload that means no one is.
    public var presenceOff = "OFF"
    /// Seconds of absence before the screen goes dark.
    public var presenceOffAfter = ScreenPresence.defaultOffAfter
    /// A PIR motion sensor's GPIO line as `CHIP:LINE` (`gpiochip0:17`).
    public var presenceGPIO: String?
    /// How bright the screen is through the day; nil for full brightness all day.
    public var brightness: BrightnessSchedule?
    /// Seconds without a touch, key, button, remote command or presence before the screen
    /// goes dark; nil never.
    public var idleTimeout: Double?

    /// The defaults: `auto`, no sensor, no idle timeout.
    public init() {}

    /// The presence rule these settings make.
    public var presence: ScreenPresence {
        ScreenPresence(hasSensor: presenceTopic != nil || presenceGPIO != nil, offAfter: presenceOffAfter, idleTimeout: idleTimeout)
    }

    /// The config file's keys for these settings.
    public static let keys = [
        "display-power", "screen-off-command", "screen-on-command", "presence-topic", "presence-on", "presence-off", "presence-off-after",
        "presence-gpio", "idle-timeout", "brightness",
    ]
}
