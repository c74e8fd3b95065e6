import Foundation
import UnwindDraw
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindPlatform
import UnwindPlatformTesting
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow
import UnwindTestSupport

/// The library index with 100,000 photos, side by side with today's in-memory scan: first
/// build rate, first photo from a warm index, a rescan with nothing changed, and memory.
///
/// The photos (small real JPEGs with EXIF dates, 1,000 day folders of 100) are made once
/// under $UNWIND_BENCH_LIBRARY (default /tmp/unwind-bench-library) and kept for later runs;
/// they never go into the repository. Resident memory is measured in child processes (this
/// binary again, with UNWIND_BENCH_LIBRARY_RSS set), so each number starts from a fresh heap.
enum LibraryBenchmark {
    static let folders = 1_000
    static let perFolder = 100

    static func run() throws {
        let base = ProcessInfo.processInfo.environment["UNWIND_BENCH_LIBRARY"] ?? "/tmp/unwind-bench-library"
        let photos = base + "/photos"
        if let mode = ProcessInfo.processInfo.environment["UNWIND_BENCH_LIBRARY_RSS"] {
            residentChild(mode: mode, photos: photos, state: base + "/state-warm")
            return
        }
        let made = try makePhotos(photos)
        let total = folders * perFolder
        print("library.photos count=\(total) folders=\(folders) made_now=\(made)")
        let roots = [PhotoPath(photos)]
        // UNWIND_BENCH_LIBRARY_QUICK=1: only the warm-index sections (while optimising them).
        if ProcessInfo.processInfo.environment["UNWIND_BENCH_LIBRARY_QUICK"] != "1" {
            try coldSections(photos: photos, base: base, roots: roots, total: total)
        }

        // A warm index with a saved place, as a show leaves it.
        let warm = base + "/state-warm"
        try? FileManager.default.removeItem(atPath: warm)
        do {
            let library = PhotoLibrary.open(stateDirectory: warm)
            library.refresh(roots: roots)
            var playlist = Playlist(records: library.records(under: roots), order: .shuffle, seed: 1)
            for _ in 0..<1234 { playlist.advance(.forward) }
            library.saveCycle(playlist.saved)
        }
        try firstPhoto(photos: photos, warm: warm, roots: roots)
        try firstPhotoThroughTheShow(photos: photos, warm: warm)
        try rescans(warm: warm, roots: roots, photos: photos)
        resident(photos: photos)
        try saving(warm: warm, roots: roots)
    }

    /// The in-memory scans of today, and the first build of the index from nothing.
    static func coldSections(photos: String, base: String, roots: [PhotoPath], total: Int) throws {
        // Today: the in-memory scan (names only), and with the EXIF dates the date orders need.
        let scans = BenchStats.sampleMilliseconds(runs: 5, warmup: 1) { _ = PhotoScanner(roots: [photos]).scan() }
        print("library.memory_scan.names count=\(total) \(BenchStats.summary(scans))")
        let dated = BenchStats.sampleMilliseconds(runs: 3, warmup: 0) {
            _ = PhotoRecord.read(PhotoScanner(roots: [photos]).scan().photos, readDates: true)
        }
        print(
            "library.memory_scan.with_dates count=\(total) \(BenchStats.summary(dated)) files_per_s=\(Int(Double(total) / (BenchStats.quantile(dated, 0.5) / 1000)))"
        )

        // The first build of the index, from nothing.
        var builds: [Double] = []
        for run in 0..<3 {
            let state = base + "/state-build-\(run)"
            try? FileManager.default.removeItem(atPath: state)
            let library = PhotoLibrary.open(stateDirectory: state)
            let started = ContinuousClock.now
            let changes = library.refresh(roots: roots)
            builds.append((ContinuousClock.now - started) / .milliseconds(1))
            guard changes.added.count == total else {
                throw BenchFailure("first build: expected \(total) photos, got \(changes.added.count)")
            }
            try? FileManager.default.removeItem(atPath: state)
        }
        let buildMedian = BenchStats.quantile(builds, 0.5)
        print("library.first_build count=\(total) \(BenchStats.summary(builds)) files_per_s=\(Int(Double(total) / (buildMedian / 1000)))")
    }

    /// Opening the index to the first path of the resumed cycle plus one decode, against
    /// scanning the folders (and reading dates) into memory, as today.
    static func firstPhoto(photos: String, warm: String, roots: [PhotoPath]) throws {
        var opens: [Double] = [], loads: [Double] = [], restores: [Double] = [], totals: [Double] = [], cycles: [Double] = []
        for _ in 0..<7 {
            let started = ContinuousClock.now
            let library = PhotoLibrary.open(stateDirectory: warm)
            let opened = ContinuousClock.now
            let records = library.records(under: roots)
            let loaded = ContinuousClock.now
            let saved = library.restoreCycle()
            cycles.append((ContinuousClock.now - loaded) / .milliseconds(1))
            var playlist = Playlist(resuming: saved, records: records, order: .shuffle, seed: 2)
            guard let first = playlist.advance(.forward) else { throw BenchFailure("no first photo from the index") }
            let restored = ContinuousClock.now
            _ = try first.withCString { try ImageDecoder.decode(cPath: $0, named: first.description) }
            let decoded = ContinuousClock.now
            opens.append((opened - started) / .milliseconds(1))
            loads.append((loaded - opened) / .milliseconds(1))
            restores.append((restored - loaded) / .milliseconds(1))
            totals.append((decoded - started) / .milliseconds(1))
        }
        print(
            "library.first_photo.warm_index total \(BenchStats.summary(totals)) open \(BenchStats.summary(opens)) records \(BenchStats.summary(loads)) resume \(BenchStats.summary(restores)) of_which_read_cycle \(BenchStats.summary(cycles))"
        )
        for (label, dates) in [("memory_scan", false), ("memory_scan_dates", true)] {
            let samples = try BenchStats.sampleMilliseconds(runs: dates ? 3 : 7, warmup: 0) {
                let records = PhotoRecord.read(PhotoScanner(roots: [photos]).scan().photos, readDates: dates)
                var playlist = Playlist(records: records, order: dates ? .date : .shuffle, seed: 2)
                guard let first = playlist.advance(.forward) else { throw BenchFailure("no first photo from the scan") }
                _ = try first.withCString { try ImageDecoder.decode(cPath: $0, named: first.description) }
            }
            print("library.first_photo.\(label) total \(BenchStats.summary(samples))")
        }
    }

    /// The first photo on screen through the real show, as a kiosk starts: open the index,
    /// read it and the saved place (`SlideshowStart`), build the scene, and run frames (1080p,
    /// decodes and the start's refresh on their own threads, as in a window) until the first
    /// photo is drawn. Only SDL's start is left out (in a window it overlaps the index read).
    static func firstPhotoThroughTheShow(photos: String, warm: String) throws {
        var totals: [Double] = [], loads: [Double] = []
        let size = Size(width: 1920, height: 1080)
        try Headless.withRenderer(size) { renderer in
            for _ in 0..<7 {
                var config = SlideshowConfig()
                config.order = .shuffle
                let started = ContinuousClock.now
                let library = PhotoLibrary.open(stateDirectory: warm)
                let start = SlideshowStart.load(library: library, roots: [photos], settings: config)
                let loaded = ContinuousClock.now
                guard start.fromIndex, start.saved != nil else { throw BenchFailure("the warm index gave no photos or no saved place") }
                let worker = LibraryWorker(library: library)
                let scene = SlideshowScene(roots: [photos], config: config, start: start, worker: worker)
                scene.waitsForDecodes = false
                scene.stopAfterPhotos = 1
                try Runner(headless: renderer).runHeadless(scene, fps: 60, maxFrames: 1_000_000)
                let shown = ContinuousClock.now
                guard scene.photoChanges == 1 else { throw BenchFailure("the show put no photo on screen") }
                worker.finish()
                totals.append((shown - started) / .milliseconds(1))
                loads.append((loaded - started) / .milliseconds(1))
            }
        }
        print("library.first_photo.real_show size=\(size) total \(BenchStats.summary(totals)) of_which_open_and_read \(BenchStats.summary(loads))")
    }

    /// Refreshes of a warm index: in a new process (mtimes polled), again in the same process
    /// (inotify where it works), and after one new photo.
    static func rescans(warm: String, roots: [PhotoPath], photos: String) throws {
        var restarted: [Double] = [], again: [Double] = []
        var mode = LibraryChanges.Mode.none
        for _ in 0..<7 {
            let library = PhotoLibrary.open(stateDirectory: warm)
            let first = ContinuousClock.now
            let changes = library.refresh(roots: roots)
            let second = ContinuousClock.now
            let repeated = library.refresh(roots: roots)
            let end = ContinuousClock.now
            guard changes.isEmpty, repeated.isEmpty else { throw BenchFailure("a rescan with nothing changed found changes") }
            restarted.append((second - first) / .milliseconds(1))
            again.append((end - second) / .milliseconds(1))
            mode = repeated.mode
        }
        print("library.rescan_unchanged.after_restart mode=polled \(BenchStats.summary(restarted))")
        print("library.rescan_unchanged.running mode=\(mode.rawValue) \(BenchStats.summary(again))")
        let scans = BenchStats.sampleMilliseconds(runs: 5, warmup: 0) { _ = PhotoScanner(roots: [photos]).scan() }
        print("library.rescan_unchanged.memory_scan \(BenchStats.summary(scans))")

        let library = PhotoLibrary.open(stateDirectory: warm)
        library.refresh(roots: roots)
        var added: [Double] = []
        for i in 0..<5 {
            let path = photos + "/0500/new-\(i).jpg"
            try ExifJPEG.write(to: path, taken: "2024:06:01 12:00:00")
            let started = ContinuousClock.now
            let changes = library.refresh(roots: roots)
            added.append((ContinuousClock.now - started) / .milliseconds(1))
            try FileManager.default.removeItem(atPath: path)
            guard changes.added.count == 1 else { throw BenchFailure("expected one new photo, got \(changes.added.count)") }
        }
        library.refresh(roots: roots)
        print("library.rescan_one_new_photo mode=\(library.watchesFolders ? "watched" : "polled") \(BenchStats.summary(added))")
    }

    /// What saving the show's place costs: after each photo (position only) and at a new cycle.
    static func saving(warm: String, roots: [PhotoPath]) throws {
        let library = PhotoLibrary.open(stateDirectory: warm)
        var playlist = Playlist(records: library.records(under: roots), order: .shuffle, seed: 5)
        playlist.advance(.forward)
        library.saveCycle(playlist.saved)
        let perPhoto = BenchStats.sampleMilliseconds(runs: 30) {
            playlist.advance(.forward)
            library.saveCycle(playlist.saved)
        }
        let path = try require_(playlist.current)
        let shown = BenchStats.sampleMilliseconds(runs: 30) { library.markShown(path) }
        var fresh = Playlist(records: library.records(under: roots), order: .shuffle, seed: 6)
        let newCycle = BenchStats.sampleMilliseconds(runs: 3, warmup: 0) {
            fresh = Playlist(resuming: nil, photos: fresh.cycle.shuffled(), order: .shuffle, seed: 6)
            library.saveCycle(fresh.saved)
        }
        print("library.save.position \(BenchStats.summary(perPhoto)) mark_shown \(BenchStats.summary(shown)) new_cycle_100000 \(BenchStats.summary(newCycle))")
    }

    /// Peak resident memory of a process holding 100,000 photos: from the index (records
    /// and a resumed playlist) and from the in-memory scan (paths and a playlist).
    static func resident(photos: String) {
        for mode in ["baseline", "memory_scan", "memory_scan_dates", "index"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["library"]
            var environment = ProcessInfo.processInfo.environment
            environment["UNWIND_BENCH_LIBRARY_RSS"] = mode
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            do {
                try process.run()
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                print(String(decoding: data, as: UTF8.self), terminator: "")
            } catch {
                print("library.rss.\(mode) failed: \(error)")
            }
        }
    }

    /// In a child process: load 100,000 photos one way and print resident memory.
    static func residentChild(mode: String, photos: String, state: String) {
        let roots = [PhotoPath(photos)]
        var count = 0
        switch mode {
        case "memory_scan":
            let playlist = Playlist(photos: PhotoScanner(roots: [photos]).scan().photos, order: .shuffle, seed: 1)
            count = playlist.count
        case "memory_scan_dates":
            let records = PhotoRecord.read(PhotoScanner(roots: [photos]).scan().photos, readDates: true)
            let playlist = Playlist(records: records, order: .date, seed: 1)
            count = playlist.count
        case "index":
            let library = PhotoLibrary.open(stateDirectory: state)
            let playlist = Playlist(resuming: library.restoreCycle(), records: library.records(under: roots), order: .shuffle, seed: 1)
            count = playlist.count
            withExtendedLifetime(library) {}
        default:
            break
        }
        let mib = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        print("library.rss.\(mode) photos=\(count) rss_mib=\(mib(ProcessMemory.residentBytes())) peak_mib=\(mib(ProcessMemory.peakResidentBytes()))")
    }

    /// Writes the 100,000 JPEGs unless they are there already; returns true when it wrote them.
    static func makePhotos(_ folder: String) throws -> Bool {
        let marker = folder + "/.complete-\(folders)x\(perFolder)"
        if FileManager.default.fileExists(atPath: marker) { return false }
        try? FileManager.default.removeItem(atPath: folder)
        let start = CalendarDay(year: 2014, month: 1, day: 1) ?? CalendarDay(dayNumber: 16071)
        for f in 0..<folders {
            let day = start.adding(days: f * 4)
            let date = day.description.replacingOccurrences(of: "-", with: ":")
            let directory = folder + "/" + String(format: "%04d", f)
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for p in 0..<perFolder {
                let time = String(format: "%02d:%02d:%02d", 8 + p / 60 % 12, p % 60, p % 60)
                let bytes = ExifJPEG.bytes(taken: "\(date) \(time)")
                try Data(bytes).write(to: URL(fileURLWithPath: directory + "/IMG_\(String(format: "%04d", p)).jpg"))
            }
        }
        FileManager.default.createFile(atPath: marker, contents: Data())
        return true
    }

    struct BenchFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// The photo on screen, or a benchmark failure (no force unwraps).
private func require_<T>(_ value: T?) throws -> T {
    guard let value else { throw LibraryBenchmark.BenchFailure("no photo on screen") }
    return value
}
