import ArgumentParser
import UnwindDraw

/// `--rotate 0|90|180|270`: degrees clockwise a panel mounted sideways or upside down needs.
struct RotationArgument: ExpressibleByArgument, Equatable {
    let rotation: PanelRotation

    init?(argument: String) {
        guard let degrees = Int(argument), let rotation = PanelRotation(degrees: degrees) else { return nil }
        self.rotation = rotation
    }

    /// The help every command shows for `--rotate`.
    static let help = ArgumentHelp(
        "Turn the whole picture for a panel mounted sideways or upside down: 0, 90, 180 or 270 degrees clockwise; touch and mouse are turned with it.",
        valueName: "DEGREES")

    static var allValueStrings: [String] { PanelRotation.allCases.map { String($0.degrees) } }
}
