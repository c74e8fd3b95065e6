import ArgumentParser
import UnwindBreathing

/// Command-line overrides for every `SpiralVisualConfig` / `SpiralActionConfig` value, shared
/// by `unwind breathe` and the home menu. Unset options keep the config file's or default value.
struct BreathingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "TOML file with breathing settings: the spec's names (holdDuration, holdCycleUpDuration, rotations, …), under [breathe] or at the top level; options given here win.",
            valueName: "FILE"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Hold cycle: calm (6-4-8, the default), relaxing (4-7-8), box (4-4-4-4), coherent (5.5-5.5), or seconds as IN-OUT, IN-HOLD-OUT or IN-HOLD-OUT-HOLD. Also chosen on screen before starting.",
            valueName: "PATTERN"))
    var pattern: BreathPattern?
    @Option(help: "Number of hold cycles; sets the hold to cycles × cycle length (default 4).")
    var cycles: Int?
    @Option(help: "Seconds of touching the Hold state needs (default 72).")
    var holdDuration: Double?
    @Option(help: "Seconds of breathing in per hold cycle (default 6).")
    var holdCycleUp: Double?
    @Option(help: "Seconds of holding the breath per hold cycle (default 4).")
    var holdCyclePause: Double?
    @Option(help: "Seconds of breathing out per hold cycle (default 8).")
    var holdCycleDown: Double?
    @Option(help: "Seconds of holding with empty lungs after breathing out, per hold cycle (default 0; box breathing uses 4).")
    var holdCycleRest: Double?
    @Option(help: "Guided seconds to trace outwards (assisted mode pace, default 6).")
    var inhaleTraceDuration: Double?
    @Option(help: "Guided seconds to trace back (assisted mode pace, default 8).")
    var exhaleTraceDuration: Double?
    @Option(help: "Spiral units between tracing haptic ticks (default 18).")
    var hapticFeedbackDistance: Double?
    @Option(help: "Seconds between haptic beats while breathing in during Hold (default 0.75).")
    var hapticBeatInterval: Double?
    @Option(help: "Diameter of the glowing head, spiral units (default 28).")
    var headSize: Double?
    @Option(help: "Line thickness, spiral units (default 14).")
    var lineWidth: Double?
    @Option(help: "How far the colour leads the finger, spiral units (default 40).")
    var colorDistanceOffset: Double?
    @Option(help: "Radius where the spiral starts (default 16).")
    var startRadius: Double?
    @Option(help: "Distance between turns (default 44).")
    var spacing: Double?
    @Option(help: "Number of turns (default 4).")
    var rotations: Double?
    @Option(help: "Points per turn (default 100).")
    var pointsPerRotation: Int?
    @Option(help: "How far from the head the finger may stray, spiral units (default 32).")
    var touchTolerance: Double?
    @Option(help: "Largest pulse scale of the head during Hold (default 3).")
    var pulseScale: Double?

    /// The config file's values (if any) with the command line's on top, validated.
    func resolve() throws -> (SpiralVisualConfig, SpiralActionConfig) {
        var settings = BreathingSettings()
        if let config {
            do {
                settings = try BreathingSettings.load(path: config)
            } catch {
                throw RunFailure(description: error.description)
            }
        }
        var v = settings.visual, a = settings.action
        if let pattern { a = pattern.pattern.applied(to: a) }
        if let holdDuration { a.holdDuration = holdDuration }
        if let holdCycleUp { a.holdCycleUpDuration = holdCycleUp }
        if let holdCyclePause { a.holdCyclePauseDuration = holdCyclePause }
        if let holdCycleDown { a.holdCycleDownDuration = holdCycleDown }
        if let holdCycleRest { a.holdCycleRestDuration = holdCycleRest }
        if let inhaleTraceDuration { a.inhaleTraceDuration = inhaleTraceDuration }
        if let exhaleTraceDuration { a.exhaleTraceDuration = exhaleTraceDuration }
        if let hapticFeedbackDistance { a.hapticFeedbackDistance = hapticFeedbackDistance }
        if let hapticBeatInterval { a.hapticBeatInterval = hapticBeatInterval }
        if let headSize { v.headSize = headSize }
        if let lineWidth { v.lineWidth = lineWidth }
        if let colorDistanceOffset { v.colorDistanceOffset = colorDistanceOffset }
        if let startRadius { v.startRadius = startRadius }
        if let spacing { v.spacing = spacing }
        if let rotations { v.rotations = rotations }
        if let pointsPerRotation { v.pointsPerRotation = pointsPerRotation }
        if let touchTolerance { v.touchTolerance = touchTolerance }
        if let pulseScale { v.pulseScale = pulseScale }
        if let cycles {
            guard holdDuration == nil else { throw RunFailure(description: "--cycles and --hold-duration both set the hold; give one") }
            guard (1...200).contains(cycles) else { throw RunFailure(description: "bad breathing setting: cycles must be 1...200, got \(cycles)") }
            a.holdDuration = Double(cycles) * a.holdCycleDuration
        }
        // The file's values were checked with their lines as it was read; a value that
        // fails here came from a flag (or a flag broke a rule with a file value).
        do {
            try v.validate()
            try a.validate()
        } catch {
            throw RunFailure(description: "bad breathing setting: \(error.description) (\(CommandLineRange.flag(forKey: error.key)))")
        }
        return (v, a)
    }
}

/// `--pattern box` or `--pattern 4-7-8`: a named breathing pattern or its seconds.
struct BreathPattern: ExpressibleByArgument {
    let pattern: BreathingPattern

    init?(argument: String) {
        guard let pattern = BreathingPattern(argument: argument) else { return nil }
        self.pattern = pattern
    }
}
