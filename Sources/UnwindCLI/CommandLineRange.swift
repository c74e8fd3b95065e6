import UnwindConfig

/// Numeric options checked against the same `SettingRange`s as the config files, reported
/// as one line naming the flag.
enum CommandLineRange {
    /// Throws a one-line error unless `value` (when given) is inside `range`.
    static func check(_ flag: String, _ value: Double?, _ range: SettingRange) throws {
        guard let value, !range.contains(value) else { return }
        throw RunFailure(description: "\(flag) must be \(range), got \(SettingRange.format(value))")
    }

    /// The flag for a setting's key: `holdDuration` → `--hold-duration`, `interval` → `--interval`.
    static func flag(forKey key: String) -> String {
        var flag = "--"
        for c in key {
            if c.isUppercase {
                flag += "-" + c.lowercased()
            } else {
                flag.append(c)
            }
        }
        return flag
    }
}
