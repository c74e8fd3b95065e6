/// One backend the chooser may try: its `display-power` name and how to open it. Opening
/// probes (is there a backlight device, does the X server offer DPMS) and fails with the
/// reason, so the warning when nothing works says what was tried and why each failed.
public struct DisplayPowerCandidate: Sendable {
    /// The `display-power` name (`dpms`, `drm`, `wayland`, `cec`, `backlight`, `command`).
    public var name: String
    /// Opens the backend, or says why it cannot work here.
    public var open: @Sendable () -> Result<any DisplayPowerBackend, DisplayPowerError>

    /// A candidate named `name` opened by `open`.
    public init(name: String, open: @escaping @Sendable () -> Result<any DisplayPowerBackend, DisplayPowerError>) {
        self.name = name
        self.open = open
    }
}
