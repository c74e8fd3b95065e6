import Foundation

/// What `unwind doctor` found: one check per part of the frame, and whether the frame can run.
/// The same value prints as text for a person and as JSON for a script.
struct DoctorReport: Codable, Equatable {
    /// One part of the frame and what was found.
    struct Check: Codable, Equatable {
        /// How a finding bears on the frame.
        enum Status: String, Codable {
            /// Works.
            case ok
            /// A fact worth knowing (headless, no audio, screen hours with no power control).
            case info
            /// The frame runs, but not as well as it could (software renderer, skipped files, little memory).
            case warning
            /// The frame cannot run (or would show nothing) until this is fixed.
            case blocker
        }

        /// "display", "renderer", "photos", …
        var name: String
        var status: Status
        /// One line.
        var summary: String
        /// Further lines: each folder, each skipped file, each failed driver.
        var details: [String] = []
        /// A picture printed whole under the details (the remote's pairing code, to scan
        /// from the terminal); empty for most checks.
        var picture: [String] = []
    }

    /// `unwind --version`.
    var version: String
    /// True when no check is a blocker: `unwind slideshow` with the same options would run and show photos.
    var canRun: Bool { !checks.contains { $0.status == .blocker } }
    var checks: [Check]

    /// "photos: /srv/photos: no such file or folder", one per blocker.
    var blockers: [String] {
        checks.filter { $0.status == .blocker }.map { "\($0.name): \($0.summary)" }
    }

    private enum CodingKeys: String, CodingKey {
        case version, canRun, blockers, checks
    }

    init(version: String, checks: [Check]) {
        self.version = version
        self.checks = checks
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(String.self, forKey: .version)
        checks = try container.decode([Check].self, forKey: .checks)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(canRun, forKey: .canRun)
        try container.encode(blockers, forKey: .blockers)
        try container.encode(checks, forKey: .checks)
    }

    /// Pretty-printed JSON with sorted keys.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// The report for a terminal: one line per check, its details indented below (at most
    /// `detailLimit` per check, then how many more), and the verdict last.
    func text(detailLimit: Int) -> String {
        let width = (checks.map(\.name.count).max() ?? 0) + 2
        var lines = ["unwind doctor \(version)"]
        for check in checks {
            let mark = Self.marks[check.status] ?? "?"
            lines.append("\(mark) \(check.name.padding(toLength: width, withPad: " ", startingAt: 0))\(check.summary)")
            let indent = String(repeating: " ", count: mark.count + 1 + width)
            for detail in check.details.prefix(detailLimit) { lines.append(indent + detail) }
            if check.details.count > detailLimit {
                lines.append(indent + "… and \(check.details.count - detailLimit) more (--verbose lists all)")
            }
            for row in check.picture { lines.append(indent + row) }
        }
        lines.append("")
        lines.append(canRun ? "The frame can run." : "The frame cannot run: \(blockers.joined(separator: "; ")).")
        return lines.joined(separator: "\n")
    }

    private static let marks: [Check.Status: String] = [.ok: "  ok ", .info: "info ", .warning: "warn ", .blocker: "FAIL "]
}
