import UnwindDraw
import UnwindInput
import UnwindMedia
import UnwindPhotos

/// Everything a user, a remote or a schedule can ask the show to do. Every input source
/// (keys, touch, gamepad, and the remote control's HTTP and MQTT commands) maps to these, and one system
/// (`ShowSystems.actions`) carries them out, so a new source plugs in with one mapping.
public enum ShowAction: Equatable, Sendable {
    /// The next slide; `origin` is where the user touched (radial transitions grow from it).
    case next(origin: Vec2? = nil)
    /// The previous slide.
    case previous(origin: Vec2? = nil)
    case togglePause
    case pause
    case resume
    /// Lights the screen until the screen hours next turn over.
    case screenOn
    /// Darkens the screen (the show holds) until the screen hours next turn over.
    case screenOff
    /// Follows the screen hours again.
    case screenAuto
    /// A live setting (`interval`, `transitions`, `order`, ...: a key of
    /// `ControlSchema.settings`) to a value the schema checked; `ShowSettingEffect` carries it out.
    case set(key: String, value: SettingValue)
    /// A photo comes next (an upload from the phone; one tapped under "recently shown"),
    /// joining the show if it is new; with `now`, the show moves to it at once.
    case showPhoto(PhotoPath, now: Bool)
    /// H, gamepad Back or a remote: the photo on screen leaves the show for good (the library
    /// index remembers it; the file is not touched) and the next one comes.
    case hideCurrent
    /// L, gamepad X or a remote: the photo on screen is a favourite (`true`), or not;
    /// nil (a key) turns it over.
    case favoriteCurrent(Bool?)
    /// Ends the show, kiosk or not (SIGTERM, SIGINT, the quit chord, a window close).
    case quit
    /// Esc, Q or gamepad B: ends the show unless the kiosk lock is on.
    case leave
    /// F: fullscreen on or off (not in kiosk mode).
    case toggleFullscreen
    /// P or gamepad Y: the pairing code (a QR code of the control page's address) on or off.
    case togglePairing
    /// Shows the pairing code for `seconds` (at the start of a show with a remote).
    case showPairing(seconds: Double)
    /// The output changed size (fullscreen toggled, window resized).
    case resize(Size)
    /// A touch, key, gamepad button or remote command: a sign of life that lights a dark
    /// screen (`ScreenState.wake`); the actions after it in the same tick are dropped when it
    /// woke the screen, so the touch that wakes a frame does not also skip a photo.
    case wake
    /// A presence sensor said someone is in the room (true) or no one is (false).
    case presence(Bool)
}
