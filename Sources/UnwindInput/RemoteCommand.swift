/// What a phone, a web page or a home-automation system can ask the show to do. It reaches the
/// show as `InputEvent.remote`, through the same path as keys and touch, so a recording holds
/// remote commands and a replay repeats them on the same tick.
///
/// Settings arrive already validated against the control schema (interval range, transition
/// and order names) by whichever transport carried them.
public enum RemoteCommand: Hashable, Sendable, Codable {
    /// The next photo, as the Right key.
    case next
    /// The photo before, as the Left key.
    case previous
    /// Holds the current photo (no effect when already paused).
    case pause
    /// Lets the show move on again (no effect when not paused).
    case resume
    /// Shows photos again after `screenOff`.
    case screenOn
    /// Blanks the screen and holds the show, as outside the screen hours.
    case screenOff
    /// A live setting (the key of one of `ControlSchema.settings`: `interval`, `transitions`,
    /// `order`, ...) to a value the transport checked against the schema. One case for every
    /// setting, so a new setting needs no new command.
    case set(key: String, value: SettingValue)
    /// A presence sensor's report (an MQTT topic): someone is in the
    /// room (true) or no one is (false). Not a wake event: the sensor's own rule decides.
    case presence(Bool)
    /// A photo the show knows or was just given (an upload, a tap on "recently shown") comes
    /// next; with `now`, the show moves to it at once. The path is one the server checked.
    case showPhoto(path: String, now: Bool)
    /// Hides the photo on screen for good (remembered in the library index; no file is touched).
    case hideCurrent
    /// Marks the photo on screen as a favourite (`true`) or not: favourites come more often.
    case favoriteCurrent(Bool)
}
