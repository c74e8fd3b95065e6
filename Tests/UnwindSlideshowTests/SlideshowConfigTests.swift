import Foundation
import Testing
import UnwindConfig
import UnwindDraw
import UnwindInput
import UnwindSlideshow
import UnwindTestSupport

@Suite struct SlideshowConfigTests {
    @Test func readsEveryKey() throws {
        let text = """
            paths = ["/photos"]
            interval = 7
            transitions = ["blocks", "radial"]
            order = "name"
            seed = 12
            fit = "fill"
            background = "black"
            speedy = true
            overlay = ["name", "clock", "memory"]
            rescan-interval = 60.5
            frame-budget = 40
            max-megapixels = 50
            memory-limit = 256
            kiosk = true
            quit-chord = "ctrl+shift+x"
            fullscreen = false
            motion = "kenburns-smart"
            motion-zoom = 0.15
            pair = "portrait"

            [transition.blocks]
            duration = 2
            tile-edge = 80
            """
        let config = try SlideshowConfig.parse(text, file: "unwind.toml")
        #expect(config.paths == ["/photos"])
        #expect(config.interval == 7)
        #expect(config.transitions == ["blocks", "radial"])
        #expect(config.order == .name)
        #expect(config.seed == 12)
        #expect(config.fit == .fill)
        #expect(config.background == .black)
        #expect(config.speedy)
        #expect(config.overlay == [.name, .clock, .memory])
        #expect(config.frameBudget == 40)
        #expect(config.rescanInterval == 60.5)
        #expect(config.maxMegapixels == 50)
        #expect(config.memoryLimit == 256)
        #expect(config.kiosk)
        #expect(config.quitChord == KeyChord(modifiers: [.control, .shift], key: .character("x")))
        #expect(!config.fullscreen)
        #expect(config.motion == .kenburnsSmart && config.motionZoom == 0.15 && config.pair == .portrait)
        let options = config.transitionOptions(for: "blocks", seed: nil)
        #expect(options.duration == 2 && options.tileEdge == 80 && options.speedy)
    }

    @Test(arguments: [
        ("interval = 5\nintervall = 3\n", "show.toml:2: key 'intervall': unknown key"),
        ("interval = -1\n", "show.toml:1: key 'interval': must be at least 1 and at most 86400, got -1"),
        ("interval = inf\n", "show.toml:1: key 'interval': must be at least 1 and at most 86400, got inf"),
        ("interval = 5\n[transition.blocks]\nduration = 1e9\n", "show.toml:3: key 'transition.blocks.duration': must be greater than 0 and at most 60"),
        ("[transition.blocks]\ntile-edge = 4\n", "show.toml:2: key 'transition.blocks.tile-edge': must be at least 16"),
        ("interval = 5\n[transition.a.b]\nduration = 1\n", "show.toml:2: key 'transition.a.b': unknown key (tables do not nest here)"),
        ("screen-hours = \"-1:00-22:00\"\n", "show.toml:1: key 'screen-hours': expected hours"),
        ("rescan-interval = 0.5\n", "show.toml:1: key 'rescan-interval': must be 0 (off) or at least 1"),
        ("seed = -3\n", "show.toml:1: key 'seed': must be at least 0"),
        ("\n\norder = \"random\"\n", "show.toml:3: key 'order': must be one of name, shuffle, date"),
        ("kiosk = \"yes\"\n", "show.toml:1: key 'kiosk': expected true or false"),
        ("overlay = [\"name\", \"weather\"]\n", "show.toml:1: key 'overlay': unknown overlay item 'weather'"),
        ("quit-chord = \"hyper+q\"\n", "show.toml:1: key 'quit-chord': expected a key chord"),
        ("interval = 5\n\n[transition.spiral]\nduration = 1\nspeed = 3\n", "show.toml:5: key 'transition.spiral.speed': unknown key"),
        ("interval = = 5\n", "show.toml:1: "),
        ("motion = \"wobble\"\n", "show.toml:1: key 'motion': expected one of \"off\", \"kenburns\", \"kenburns-smart\""),
        ("motion-zoom = 0.9\n", "show.toml:1: key 'motion-zoom': must be at least 0.02 and at most 0.5, got 0.9"),
        ("pair = \"landscape\"\n", "show.toml:1: key 'pair': expected one of \"off\", \"portrait\""),
        ("frame-budget = -5\n", "show.toml:1: key 'frame-budget': must be 0 (off) or greater than 0 and at most 1000, got -5"),
        ("\ntransitions = [\"blocks\", \"fade\"]\n", "show.toml:2: key 'transitions': unknown transition 'fade'"),
        ("transitions = \"scale+wobble\"\n", "show.toml:1: key 'transitions': bad transition 'scale+wobble'"),
    ])
    func badInputNamesFileLineAndKey(text: String, expected: String) {
        do {
            _ = try SlideshowConfig.parse(text, file: "show.toml")
            Issue.record("expected an error starting \(expected)")
        } catch {
            #expect(error.description.hasPrefix(expected), "expected prefix \(expected), got \(error.description)")
        }
    }

    @Test func transitionListTakesNamesSpecsAndRandom() throws {
        let config = try SlideshowConfig.parse("transitions = [\"blocks\", \"scale+opacity\", \"random\"]\n", file: "show.toml")
        #expect(config.transitions == ["blocks", "scale+opacity", "random"], "\(config.transitions)")
        let problem = SlideshowConfig.transitionProblem(in: ["spirl"])
        #expect(problem?.contains("did you mean 'spiral'") == true && problem?.contains("blocks") == true, "\(problem ?? "nil")")
    }

    @Test func shippedExampleParses() throws {
        let file = Repository.path("dist/unwind.toml")
        let config = try SlideshowConfig.load(file: file)
        #expect(config.paths == ["/srv/photos"] && config.kiosk && config.overrides["blocks"]?.duration == 1.5, "dist/unwind.toml: \(config)")
    }

    @Test func breathingTableIsLeftToTheTrainer() throws {
        let config = try SlideshowConfig.parse("interval = 4\n[breathe]\nholdDuration = 36\n", file: "unwind.toml")
        #expect(config.interval == 4)
        #expect(throws: ConfigError.self) { try SlideshowConfig.parse("breathe = 3", file: "unwind.toml") }
    }

    @Test func missingFileIsOneLine() {
        #expect(throws: ConfigError(file: "/nope/unwind.toml", line: nil, key: nil, message: "no such file")) {
            try SlideshowConfig.load(file: "/nope/unwind.toml")
        }
    }

    @Test func firstProblemReportedIsTheFirstInTheFile() {
        // TOMLKit sorts keys; errors must still come in file order.
        do {
            _ = try SlideshowConfig.parse("zzz = 1\naaa = 2\n", file: "show.toml")
            Issue.record("accepted unknown keys")
        } catch {
            #expect(error.line == 1 && error.key == "zzz", "\(error)")
        }
    }

    @Test func validateChecksMergedValuesAgainstTheSameRanges() {
        var config = SlideshowConfig()
        config.interval = .infinity
        #expect(throws: SettingError.self) { try config.validate() }
        config.interval = 10
        config.overrides["blocks"] = .init(duration: 1e9)
        #expect(throws: SettingError(key: "transition.blocks.duration", value: 1e9, requirement: "greater than 0 and at most 60")) { try config.validate() }
    }
}

/// The library, filter and memory keys.
@Suite struct SlideshowConfigLibraryTests {
    @Test func readsTheLibraryKeys() throws {
        let text = """
            order = "on-this-day"
            state-dir = "/var/lib/unwind"
            index = false
            taken-after = 2015-01-01
            taken-before = "2024-01-01"
            exclude = ["Screenshots", "*/raw"]
            recent-days = 14
            """
        let config = try SlideshowConfig.parse(text, file: "unwind.toml")
        #expect(config.order == .onThisDay && config.needsDates)
        #expect(config.stateDirectory == "/var/lib/unwind" && !config.index)
        #expect(config.filter.takenAfter?.description == "2015-01-01" && config.filter.takenBefore?.description == "2024-01-01")
        #expect(config.filter.excludedFolders.map(\.pattern) == ["Screenshots", "*/raw"])
        #expect(config.recentDays == 14)
    }

    @Test(arguments: [
        ("\norder = \"oldest\"\n", "show.toml:2: key 'order': must be one of name, shuffle, date, date-desc, on-this-day, recent, favorites; got 'oldest'"),
        ("taken-after = \"2023-02-30\"\n", "show.toml:1: key 'taken-after': expected a date such as 2023-01-01"),
        ("taken-before = 5\n", "show.toml:1: key 'taken-before': expected a date"),
        ("exclude = [\"\"]\n", "show.toml:1: key 'exclude': an empty folder pattern"),
        ("recent-days = 0\n", "show.toml:1: key 'recent-days': must be at least 1 and at most 36500, got 0"),
        ("state-dir = \"\"\n", "show.toml:1: key 'state-dir': expected a folder path"),
        ("index = \"off\"\n", "show.toml:1: key 'index': expected true or false"),
        ("taken-after = 2024-01-01\ntaken-before = 2023-01-01\n", "show.toml:2: key 'taken-before': must be later than taken-after"),
    ])
    func badLibraryKeysNameFileLineAndKey(text: String, expected: String) {
        do {
            _ = try SlideshowConfig.parse(text, file: "show.toml")
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description.hasPrefix(expected), "got: \(error.description)")
        }
    }
}
