/// Where the library index lives: the user's state directory, never a photo folder.
///
/// In order: `--state-dir` / config `state-dir`; `$STATE_DIRECTORY` (set by systemd for a
/// unit with `StateDirectory=unwind`, so the service uses `/var/lib/unwind`);
/// `$XDG_STATE_HOME/unwind`; `~/.local/state/unwind` (the XDG default). Nil when none of
/// them is known (no HOME): the show then runs its index from memory.
public enum StateDirectory {
    /// The directory to use.
    public static func resolve(explicit: String?, environment: [String: String]) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let systemd = environment["STATE_DIRECTORY"]?.split(separator: ":").first, !systemd.isEmpty {
            return String(systemd)
        }
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return xdg + "/unwind" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/unwind" }
        return nil
    }
}
