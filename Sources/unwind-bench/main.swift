import Foundation
import Logging

// unwind-bench: prints benchmark numbers (medians, p95, ratios) for docs/performance.md.
// Usage: unwind-bench [all|SECTION ...]; build with `swift build -c release`.
let sections: [(name: String, run: () throws -> Void)] = [
    ("ecs", ECSBenchmark.run),
    ("drawlist", DrawListBenchmark.run),
    ("breathing", BreathingBenchmark.run),
    ("transitions", TransitionBenchmark.run),
    ("slideshow", SlideshowBenchmark.run),
    ("radial", RadialComposableBenchmark.run),
    ("cycle", DefaultCycleBenchmark.run),
    ("heif", HEIFBenchmark.run),
    ("remote", RemoteBenchmark.run),
    ("remote-show", RemoteShowBenchmark.run),
    ("remote-hostile", RemoteHostileBenchmark.run),
    ("show-attack", ShowUnderAttackBenchmark.run),
    ("library", LibraryBenchmark.run),
    ("kenburns", { try KenBurnsBenchmark.run() }),
    ("kenburns-panzoom", { try KenBurnsBenchmark.run(only: "panzoom") }),
    ("hour", ShowHourBenchmark.run),
    ("hash", HashBenchmark.run),
    ("bigphotos", BigPhotoBenchmark.run),
    ("compose", ComposeBenchmark.run),
    ("firstslide", FirstSlideBenchmark.run),
    ("firstslide-old", { try FirstSlideBenchmark.runCold(old: true) }),
    ("firstslide-new", { try FirstSlideBenchmark.runCold(old: false) }),
    ("bigpng", BigPNGBenchmark.run),
    ("places", PlacesBenchmark.run),
    ("sleep", ScreenSleepBenchmark.run),
    ("tint", TintBenchmark.run),
    ("video", VideoBenchmark.run),
]

// Numbers only on standard output: the engine's info logs (renderer chosen, ...) stay quiet.
LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = .warning
    return handler
}

// `attack-client PORT`: show-attack's attacker in a process of its own (not a section).
if CommandLine.arguments.dropFirst().first == "attack-client" {
    do {
        try AttackClient.run(Array(CommandLine.arguments.dropFirst(2)))
        exit(0)
    } catch {
        print("attack-client: failed: \(error)")
        exit(1)
    }
}

// `png-decode rows|whole FILE`: bigpng's one decode in a process of its own (not a section).
if CommandLine.arguments.dropFirst().first == "png-decode" {
    do {
        try BigPNGBenchmark.decodeOnce(Array(CommandLine.arguments.dropFirst(2)))
        exit(0)
    } catch {
        print("png-decode: failed: \(error)")
        exit(1)
    }
}

// `big-fixtures DIR`: bigphotos' photos written to DIR/big and DIR/prescaled (not a section).
if CommandLine.arguments.dropFirst().first == "big-fixtures" {
    guard CommandLine.arguments.count == 3 else {
        print("usage: unwind-bench big-fixtures DIR")
        exit(2)
    }
    do {
        try BigPhotoBenchmark.writeFixtures(into: CommandLine.arguments[2])
        exit(0)
    } catch {
        print("big-fixtures: failed: \(error)")
        exit(1)
    }
}

let requested = Array(CommandLine.arguments.dropFirst())
let known = sections.map(\.name)
if let unknown = requested.first(where: { $0 != "all" && !known.contains($0) }) {
    print("unknown section '\(unknown)'; sections: all, \(known.joined(separator: ", "))")
    exit(2)
}
for section in sections where requested.isEmpty || requested.contains("all") || requested.contains(section.name) {
    do {
        try section.run()
    } catch {
        print("\(section.name): failed: \(error)")
        exit(1)
    }
}
