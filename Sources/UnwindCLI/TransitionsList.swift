import ArgumentParser
import Foundation
import UnwindTransitions

/// `unwind transitions`: every transition the catalog knows, with its timing, and the
/// grammar for composing new ones.
struct TransitionsList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitions",
        abstract: "List the transitions with their default and speedy durations, and the spec grammar."
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        global.configureLogging()
        print(Self.listing())
    }

    /// The text `unwind transitions` prints.
    static func listing() -> String {
        let entries = TransitionCatalog.entries
        let width = max(entries.map(\.name.count).max() ?? 0, 4)
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(n - s.count, 0)) }
        func seconds(_ d: Double) -> String { String(format: "%.2f s", d) }
        var lines = ["\(pad("NAME", width))  DEFAULT  SPEEDY  SUMMARY"]
        for entry in entries {
            lines.append("\(pad(entry.name, width))  \(pad(seconds(entry.defaultDuration), 7))  \(pad(seconds(entry.speedyDuration), 6))  \(entry.summary)")
        }
        lines.append("")
        lines.append("Slideshow styles (--transitions STYLE; the photo covers the screen throughout):")
        for style in TransitionStyle.all {
            lines.append("  \(style.name): \(style.summary)")
            let steps = style.steps.map { step in step.duration.map { "\(step.name) \(String(format: "%.1f", $0)) s" } ?? step.name }
            lines.append("    " + steps.joined(separator: ", "))
        }
        lines.append("  random: a random pick from the lively set each time")
        lines.append("")
        lines.append("Composable specs (unwind render --transition SPEC):")
        lines.append(contentsOf: ComposableGrammar.summary.split(separator: "\n").map { "  " + $0 })
        lines.append("Radial: --origin X,Y or X,Y,W,H, --softness PX, --feather PX, --fade-color RRGGBB, --delay S")
        return lines.joined(separator: "\n")
    }
}
