import Foundation
import UnwindConfig
import UnwindDisplayPower
import UnwindDraw
import UnwindLibrary
import UnwindPlatform
import UnwindRemote
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// Turns what the probes found into `unwind doctor`'s checks, one function a check, each
/// deciding what stops the frame (a blocker) and what only makes it worse (a warning).
enum DoctorChecks {
    typealias Check = DoctorReport.Check

    static func display(_ facts: PlatformFacts, headless: Bool) -> Check {
        if let problem = facts.displayProblem {
            return Check(name: "display", status: .blocker, summary: problem)
        }
        let driver = facts.videoDriver ?? "none"
        if headless {
            return Check(name: "display", status: .info, summary: "headless (SDL's \(driver) driver): no display needed; frames go to PNG and JSON")
        }
        let screens = facts.displays.enumerated().map { index, display in
            "\(index): \(display.name) \(display.size)" + (display.refreshHz.map { " at \($0) Hz" } ?? "")
        }
        guard let first = facts.displays.first else {
            return Check(name: "display", status: .blocker, summary: "\(driver): SDL sees no screen")
        }
        return Check(
            name: "display", status: .ok, summary: "\(driver), \(first.size) (\(facts.displays.count) screen\(facts.displays.count == 1 ? "" : "s"))",
            details: screens)
    }

    static func renderer(_ facts: PlatformFacts, headless: Bool) -> Check {
        guard let info = facts.renderer else {
            if facts.displayProblem != nil { return Check(name: "renderer", status: .info, summary: "not checked: no display") }
            return Check(name: "renderer", status: .blocker, summary: facts.rendererProblem ?? "no renderer")
        }
        let kind = info.isSoftware ? (info.name == "software" ? "software (CPU)" : "\(info.name), software (CPU)") : "\(info.name), GPU"
        let summary = "\(kind)\(info.hasVSync ? ", vsync" : ""), max texture \(info.maxTextureSize)"
        let details = facts.rendererFallbacks.map { ["accelerated drivers that did not start: \($0)"] } ?? []
        if info.isSoftware && !headless {
            return Check(
                name: "renderer", status: .warning, summary: summary + ": transitions cost CPU and Ken Burns only pans",
                details: details)
        }
        return Check(name: "renderer", status: .ok, summary: summary, details: details)
    }

    /// The display-power backend a show would choose here (probed, nothing switched), or
    /// what was tried when none works: the screen then goes black but stays lit.
    static func displayPower(_ settings: SlideshowConfig?, videoDriver: String?) -> Check {
        let screen = settings?.screen ?? ScreenSettings()
        let choice = DisplayPowerChoice(
            wanted: screen.displayPower.rawValue, candidates: ScreenPowerLink.candidates(settings: screen, window: nil, videoDriver: videoDriver ?? "none"))
        let when = settings?.screenHours.map { "off outside screen hours \($0)" } ?? "no screen hours"
        if let backend = choice.backend {
            return Check(name: "power", status: .ok, summary: "backend \(backend.name) (\(backend.detail)); \(when)")
        }
        return Check(
            name: "power", status: .info, summary: "backend none: when the screen is off the show draws black and the panel stays lit; \(when)",
            details: [choice.line, "see docs/kiosk.md, \"The screen sleeps\", for each backend and how to check yours"])
    }

    static func audio(_ facts: PlatformFacts) -> Check {
        guard let driver = facts.audioDriver else {
            return Check(
                name: "audio", status: .info,
                summary: "none (\(facts.audioProblem ?? "no driver")): the slideshow is silent anyway; breathe needs --sound off")
        }
        let outputs = facts.audioOutputs.isEmpty ? "default output" : "\(facts.audioOutputs.count) output\(facts.audioOutputs.count == 1 ? "" : "s")"
        return Check(name: "audio", status: .ok, summary: "\(driver), \(outputs)", details: facts.audioOutputs)
    }

    static func photos(_ survey: FolderSurvey, datesFiltered: Bool) -> Check {
        var details: [String] = []
        for root in survey.roots {
            if let problem = root.problem {
                details.append("\(root.path): \(problem)")
                continue
            }
            let formats = root.formats.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            details.append("\(root.path): \(root.photos) photos\(formats.isEmpty ? "" : " (\(formats))"), \(root.skipped.count) skipped")
        }
        let skipped = survey.roots.flatMap(\.skipped)
        details += skipped.map(\.description)
        let missing = survey.roots.filter { $0.problem != nil }
        if !missing.isEmpty {
            let named = missing.map { "\($0.path): \($0.problem ?? "")" }.joined(separator: ", ")
            return Check(name: "photos", status: .blocker, summary: named, details: details)
        }
        guard survey.photos > 0 else {
            let reason = skipped.isEmpty ? "no photo to show: the folders are empty" : "no photo to show: all \(skipped.count) files would be skipped"
            return Check(name: "photos", status: .blocker, summary: reason, details: details)
        }
        let filtered = datesFiltered ? " before the date filters" : ""
        let summary = "\(survey.photos) photos\(filtered) in \(survey.roots.count) folder\(survey.roots.count == 1 ? "" : "s"), \(skipped.count) skipped"
        return Check(name: "photos", status: skipped.isEmpty ? .ok : .warning, summary: summary, details: details)
    }

    static func index(_ settings: SlideshowConfig, headless: Bool) -> Check {
        guard settings.index else { return Check(name: "index", status: .info, summary: "off (index = false): every start scans into memory") }
        if headless, settings.stateDirectory == nil {
            return Check(name: "index", status: .info, summary: "headless runs keep the index in memory unless --state-dir names a folder")
        }
        let health = IndexHealth.inspect(stateDirectory: LibraryOptions.stateDirectory(settings))
        let path = health.path ?? "-"
        switch health.state {
        case .noStateDirectory:
            return Check(name: "index", status: .warning, summary: "no state folder (HOME is not set): every start scans into memory")
        case .notBuilt:
            return Check(name: "index", status: .info, summary: "\(path) not built yet: the first start scans, then builds it")
        case .ok:
            let megabytes = String(format: "%.1f", Double(health.bytes) / 1_048_576)
            return Check(name: "index", status: .ok, summary: "\(path): \(health.photos) photos, \(health.skipped) marked skipped, \(megabytes) MiB")
        case .damaged:
            return Check(name: "index", status: .warning, summary: "\(path) is damaged (\(health.detail ?? "")): the next start moves it aside and rebuilds it")
        case .locked:
            return Check(name: "index", status: .warning, summary: "\(path) is locked by another process: a show started now runs from memory")
        case .unreadable:
            return Check(
                name: "index", status: .warning,
                summary: "\(path) cannot be read by this user (\(health.detail ?? "")); run doctor as the show's user (sudo -u unwind)")
        }
    }

    /// The show's peak memory against what the machine has. `softwareRenderer` is whether the
    /// show would draw in software (unknown counts as software, the costlier case): there a
    /// warm brightness schedule keeps two frame-sized tinted copies (`MemoryBudget.tintedCopies`).
    static func memory(screen: Size?, survey: FolderSurvey?, settings: SlideshowConfig, softwareRenderer: Bool) -> Check {
        let screen = screen ?? Size(width: 1920, height: 1080)
        let limitPixels = Int(settings.maxMegapixels * 1_000_000)
        let largest = survey.map { $0.largestPixels } ?? limitPixels
        let tinted = MemoryBudget.tintedCopies(softwareRenderer: softwareRenderer, schedule: settings.screen.brightness)
        let peak = MemoryBudget.peakBytes(screenPixels: screen.width * screen.height, largestPhotoPixels: largest, tintedCopies: tinted)
        var need = "the show needs about \(mebibytes(peak)) MiB (screen \(screen), largest photo \(String(format: "%.1f", Double(largest) / 1e6)) MP"
        need += tinted > 0 ? ", \(tinted) tinted copies for the warm evening screen)" : ")"
        if let limit = (settings.memoryLimit.map { MemoryBudget(megabytes: $0) } ?? MemoryBudget.detected())?.limit {
            need += "; memory-limit \(mebibytes(limit)) MiB (photos that cannot fit are skipped with a line)"
        }
        guard let available = MemoryBudget.availableBytes() else {
            return Check(name: "memory", status: .info, summary: "free memory unknown (no /proc/meminfo); \(need)")
        }
        let summary = "\(mebibytes(available)) MiB available; \(need)"
        if available < peak {
            return Check(name: "memory", status: .warning, summary: summary + ": close other programs, or lower max-megapixels")
        }
        return Check(name: "memory", status: .ok, summary: summary)
    }

    static func fonts(_ facts: PlatformFacts) -> Check {
        let catalogs = LocaleCatalog.directory().map { directory in
            let languages = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
            return "translations: \(directory.path) (\(languages.joined(separator: ", ")))"
        }
        let details = [catalogs ?? "translations: no po folder found; on-screen text stays English"]
        guard let font = AssetLocator.fontPath() else {
            return Check(
                name: "fonts", status: .warning, summary: "no font found (Assets/fonts/DejaVuSans.ttf): overlays and messages are not drawn",
                details: details)
        }
        if let problem = facts.fontProblem {
            return Check(name: "fonts", status: .warning, summary: "\(problem): overlays and messages are not drawn", details: details)
        }
        return Check(name: "fonts", status: .ok, summary: font, details: details)
    }

    static func remote(_ remote: RemoteOptions) -> Check {
        var details: [String] = []
        if let mqtt = remote.mqtt { details.append("mqtt: \(mqtt.tls ? "mqtts" : "mqtt")://\(mqtt.host):\(mqtt.port) (not contacted)") }
        if let group = remote.syncGroup { details.append("sync group: \(group)") }
        guard let listen = remote.listen else {
            return Check(name: "remote", status: .info, summary: remote.mqtt == nil ? "off (no listen, no mqtt)" : "HTTP off", details: details)
        }
        let hosts = ["0.0.0.0", "::"].contains(listen.host) ? LocalAddresses.ipv4() : [listen.host]
        details += hosts.map { "open http://\($0.contains(":") ? "[\($0)]" : $0):\(listen.port)/ on a phone" }
        if let problem = remote.problem { return Check(name: "remote", status: .blocker, summary: problem, details: details) }
        guard let file = remote.tokenFile else {
            return Check(name: "remote", status: .ok, summary: "listening on \(listen), loopback only, no token needed", details: details)
        }
        let token: BearerToken
        do {
            token = try BearerToken.load(file: file)
        } catch {
            return Check(name: "remote", status: .blocker, summary: "--token-file \(error.message)", details: details)
        }
        // The page with its token, as the frame's own pairing card shows it: scan it here.
        let url = PairingLink.url(listen: listen, port: listen.port, token: token)
        details.append("pairing link (opens the page signed in): \(url)")
        return Check(
            name: "remote", status: .ok, summary: "listening on \(listen), token from \(file) (readable, long enough)", details: details,
            picture: QRCode(encoding: url)?.terminalLines() ?? [])
    }

    private static func mebibytes(_ bytes: Int) -> Int { bytes >> 20 }
}
