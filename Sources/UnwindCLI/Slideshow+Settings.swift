import ArgumentParser
import Foundation
import Logging
import UnwindControl
import UnwindDraw
import UnwindInput
import UnwindMedia
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow

/// Merging the config file and the command line (the command line wins).
extension Slideshow {
    static let logger = Logger(label: "unwind.slideshow")

    /// Warns, naming the config file, about folders its `paths` lists that do not exist;
    /// a windowed show keeps going (a NAS folder may appear later).
    func warnAboutMissingConfigPaths(_ roots: [String]) {
        guard paths.isEmpty, let config else { return }
        let missing = roots.filter { !FileManager.default.fileExists(atPath: $0) }
        for root in missing.prefix(5) {
            Self.logger.warning("\(config): key 'paths': \(root) does not exist (yet); it is shown once it appears")
        }
        if missing.count > 5 { Self.logger.warning("\(config): key 'paths': and \(missing.count - 5) more that do not exist") }
    }

    /// The config file with the flags over it, checked; `checkingRemote: false` leaves the
    /// remote's token and address to the caller (`unwind doctor` names them on their own line).
    func resolvedConfig(checkingRemote: Bool = true) throws -> SlideshowConfig {
        var settings = SlideshowConfig()
        if let config {
            do {
                settings = try SlideshowConfig.load(file: config)
            } catch {
                throw RunFailure(description: error.description)
            }
        }
        // The settings a running show can change: checked by the one schema the config,
        // HTTP and MQTT use, refused in its words after the flag.
        for (setting, text) in [
            (ControlSchema.interval, interval.map(SettingValue.number)?.description), (ControlSchema.transitions, transitions), (ControlSchema.order, order),
        ] {
            guard let text else { continue }
            do {
                settings.live[setting] = try setting.parse(text: text)
            } catch {
                throw ValidationError(error.naming("--\(setting.key)"))
            }
        }
        try library.apply(to: &settings)
        if let seed { settings.seed = seed }
        if let fit {
            guard let parsed = FitMode(rawValue: fit) else { throw ValidationError("--fit must be fit or fill, got '\(fit)'") }
            settings.fit = parsed
        }
        if let background {
            guard let parsed = SlideshowConfig.Background(rawValue: background) else {
                throw ValidationError("--background must be blur or black, got '\(background)'")
            }
            settings.background = parsed
        }
        if speedy { settings.speedy = true }
        if let overlay {
            settings.overlay = try overlay.split(separator: ",").map { item in
                let name = item.trimmingCharacters(in: .whitespaces)
                guard let parsed = SlideshowConfig.OverlayItem(rawValue: name) else {
                    let known = SlideshowConfig.OverlayItem.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ValidationError("--overlay takes \(known); got '\(name)'")
                }
                return parsed
            }
        }
        if let rescanInterval { settings.rescanInterval = rescanInterval }
        if let maxMegapixels { settings.maxMegapixels = maxMegapixels }
        if let fadeIn { settings.fadeIn = fadeIn }
        if let videoMaxSeconds { settings.videoMaxSeconds = videoMaxSeconds }
        if let livePhotos {
            guard let mode = SlideshowConfig.LivePhotoMode(rawValue: livePhotos) else {
                throw ValidationError("--live-photos must be off, once or loop, got '\(livePhotos)'")
            }
            settings.livePhotos = mode
        }
        if let memoryLimit { settings.memoryLimit = memoryLimit }
        if let frameBudget { settings.frameBudget = frameBudget }
        if kiosk { settings.kiosk = true }
        if let quitChord {
            guard let chord = KeyChord(parsing: quitChord) else { throw ValidationError("--quit-chord: '\(quitChord)' is not a key chord like ctrl+alt+q") }
            settings.quitChord = chord
        }
        if let screenHours {
            guard let hours = ScreenHours(parsing: screenHours) else { throw ValidationError("--screen-hours: '\(screenHours)' is not like 07:00-22:30") }
            settings.screenHours = hours
        }
        if let motion {
            guard let parsed = SlideshowConfig.Motion(rawValue: motion) else {
                throw ValidationError("--motion must be off, kenburns or kenburns-smart, got '\(motion)'")
            }
            settings.motion = parsed
        }
        if let motionZoom { settings.motionZoom = motionZoom }
        if let pair {
            guard let parsed = SlideshowConfig.Pairing(rawValue: pair) else { throw ValidationError("--pair must be off or portrait, got '\(pair)'") }
            settings.pair = parsed
        }
        if windowed { settings.fullscreen = false }
        if let rotate { settings.rotate = rotate.rotation }
        try resolveRemote(&settings.remote, checking: checkingRemote)
        // The file's values were checked with their lines as it was read; what fails here
        // came from a flag.
        do {
            try settings.validate()
        } catch {
            throw RunFailure(description: "\(CommandLineRange.flag(forKey: error.key)) \(error.message)")
        }
        return settings
    }

    func resolvedRoots(_ settings: SlideshowConfig) throws -> [String] {
        let roots = try givenRoots(settings)
        // Photos uploaded from the phone are shown like any others, and after a restart too.
        guard let uploads = settings.remote.uploadFolder, settings.remote.listen != nil || FileManager.default.fileExists(atPath: uploads) else {
            return roots
        }
        let inside = roots.contains { root in uploads == root || uploads.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
        return inside ? roots : roots + [uploads]
    }

    private func givenRoots(_ settings: SlideshowConfig) throws -> [String] {
        if !paths.isEmpty { return paths }
        if !settings.paths.isEmpty { return settings.paths }
        guard let bundled = AssetLocator.defaultPhotoFolder() else {
            throw RunFailure(
                description: "no photo folder given and the bundled photos (Assets/showcase, Assets/photos) were not found; pass a folder or set UNWIND_ASSETS")
        }
        return [bundled.path]
    }
}
