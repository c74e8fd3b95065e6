import ArgumentParser
import Foundation
import UnwindLibrary
import UnwindMedia
import UnwindPlatform
import UnwindRuntime
import UnwindSlideshow
import UnwindWebDAV

/// `unwind doctor`: one screen that says whether the photo frame can run here, and if not,
/// what stops it, for a household or whoever helps them.
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check that the photo frame can run here: display, renderer, photos, index, memory, fonts, remote.",
        // Spelled out: the slideshow's options come in as an option group of a command, whose
        // name ArgumentParser would otherwise put in the generated usage ("unwind slideshow doctor").
        usage: "unwind doctor [--json] [<slideshow options>] [<paths> ...]",
        discussion: """
            Takes the slideshow's options and checks what `unwind slideshow` with the same \
            options would need: the display (or, with --headless, the offscreen renderer), \
            the renderer and its texture limit, display power, audio, every photo folder \
            (photos counted, files that would be skipped and why, read from their headers), \
            the library index, free memory against what the show needs on this screen, the \
            font and translations, and the remote control's address and token. Nothing is \
            written. Exits 0 when the frame can run; 1, naming each blocker on standard \
            error, when it cannot (no display without --headless, a photo folder that does \
            not exist, no photo to show, bad settings, an unusable token). For the service: \
            sudo -u unwind unwind doctor --config /etc/unwind/unwind.toml --state-dir /var/lib/unwind
            """
    )

    @OptionGroup var show: Slideshow

    @Flag(help: "Print the report as JSON (version, canRun, blockers, checks with name, status, summary, details).")
    var json = false

    func run() throws {
        show.global.configureLogging()
        let report = DoctorReport(version: UnwindCommand.version, checks: checks())
        if json {
            print(try report.json())
        } else {
            print(report.text(detailLimit: show.global.verbose ? Int.max : 8))
        }
        guard report.canRun else {
            FileHandle.standardError.write(Data("unwind doctor: the frame cannot run: \(report.blockers.joined(separator: "; "))\n".utf8))
            throw ExitCode(1)
        }
    }

    /// Every check, in the order a person would fix things: settings, screen, photos, the rest.
    private func checks() -> [DoctorReport.Check] {
        let settings: SlideshowConfig?
        var checks: [DoctorReport.Check] = []
        do {
            let resolved = try show.resolvedConfig(checkingRemote: false)
            settings = resolved
            checks.append(.init(name: "settings", status: .ok, summary: show.config.map { "\($0) read" } ?? "defaults (no --config)"))
        } catch {
            settings = nil
            checks.append(.init(name: "settings", status: .blocker, summary: "\(error)"))
        }
        let platform = PlatformProbe.probe(mode: show.headless ? .headless : .display, fontPath: AssetLocator.fontPath())
        checks.append(DoctorChecks.display(platform, headless: show.headless))
        checks.append(DoctorChecks.renderer(platform, headless: show.headless))
        checks.append(DoctorChecks.displayPower(settings, videoDriver: platform.videoDriver))
        checks.append(DoctorChecks.audio(platform))
        guard let settings else {
            let skipped = "not checked: the settings did not load"
            checks += ["photos", "index", "memory"].map { DoctorReport.Check(name: $0, status: .info, summary: skipped) }
            checks.append(DoctorChecks.fonts(platform))
            checks.append(DoctorReport.Check(name: "remote", status: .info, summary: skipped))
            return checks
        }
        let survey: FolderSurvey?
        do {
            let given = try show.resolvedRoots(settings)
            // Network folders are downloaded when a show starts; doctor does not contact them.
            let urls = given.filter(WebDAVLocation.looksLikeURL)
            if !urls.isEmpty {
                let summary =
                    "\(urls.count) network folder(s), downloaded ahead into \(NetworkFolders.cacheRoot())/webdav when a show starts (not contacted here)"
                checks.append(.init(name: "network", status: .info, summary: summary))
            }
            let roots = given.filter { !WebDAVLocation.looksLikeURL($0) }
            survey =
                roots.isEmpty
                ? nil
                : FolderSurvey.survey(roots: roots, excluding: settings.filter.excludedFolders, limits: PhotoLimits(maxMegapixels: settings.maxMegapixels))
        } catch {
            survey = nil
            checks.append(.init(name: "photos", status: .blocker, summary: "\(error)"))
        }
        if let survey { checks.append(DoctorChecks.photos(survey, datesFiltered: settings.filter.needsDates)) }
        checks.append(DoctorChecks.index(settings, headless: show.headless))
        let screen = show.headless ? show.size.size : platform.displays.first?.size
        let software = platform.renderer?.isSoftware ?? true
        checks.append(DoctorChecks.memory(screen: screen, survey: survey, settings: settings, softwareRenderer: software))
        checks.append(DoctorChecks.fonts(platform))
        checks.append(DoctorChecks.remote(settings.remote))
        return checks
    }
}
