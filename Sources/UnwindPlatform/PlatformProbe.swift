import CSDL2
import Logging
import UnwindDraw

/// What this machine offers a show, found by starting SDL the way a run does: the display,
/// the renderer a window would get, audio and the font. `unwind doctor` reports it, so a
/// household learns "no display" or "software renderer" before the frame goes on the wall.
public struct PlatformFacts: Sendable, Equatable {
    /// One screen SDL sees.
    public struct Display: Sendable, Equatable {
        /// SDL's name for it ("HDMI-A-1", "Screen 0"), for telling screens apart.
        public var name: String
        /// Its current mode in pixels: what a fullscreen show is laid out for.
        public var size: Size
        /// Refresh rate in Hz; nil where SDL does not know it.
        public var refreshHz: Int?
    }

    /// SDL's video driver ("x11", "wayland", "kmsdrm", "dummy"); nil when none started.
    public var videoDriver: String?
    /// Why no display could be used (SDL's reason and the hint a run would print).
    public var displayProblem: String?
    /// The screens SDL sees, the first being the one the show opens on.
    public var displays: [Display] = []
    /// The renderer a run would draw with; nil when none could be made.
    public var renderer: Renderer.Info?
    /// Why no renderer could be made.
    public var rendererProblem: String?
    /// The accelerated drivers that failed before the renderer above, with SDL's reasons.
    public var rendererFallbacks: String?
    /// SDL's audio driver ("pulseaudio", "alsa"); nil when audio did not start.
    public var audioDriver: String?
    /// The output devices SDL lists (some drivers list none and still play on the default).
    public var audioOutputs: [String] = []
    /// Why audio did not start.
    public var audioProblem: String?
    /// Why the font could not be opened; nil when it opened (or none was given).
    public var fontProblem: String?
}

/// Probes the platform once, in the mode a run would use, and shuts SDL down again.
public enum PlatformProbe {
    /// Starts SDL in `mode` (a window's drivers, or headless with the dummy driver and an
    /// offscreen software renderer), reads what it found and frees everything it made.
    /// Never throws: every failure becomes a line in the facts.
    /// - Parameter fontPath: the UI font to open with SDL_ttf, as a run would.
    public static func probe(mode: SDLRuntime.Mode, fontPath: String?) -> PlatformFacts {
        var facts = PlatformFacts()
        do {
            let runtime = try SDLRuntime(mode: mode)
            facts.videoDriver = runtime.videoDriver
            facts.displays = displays()
            switch mode {
            case .display: probeWindowRenderer(&facts)
            case .headless: probeOffscreenRenderer(&facts)
            }
            probeAudio(&facts)
            if let fontPath { facts.fontProblem = fontProblem(fontPath) }
            withExtendedLifetime(runtime) {}
        } catch {
            // No display: audio and the font do not need one, so they are still looked at.
            facts.displayProblem = "\(error)"
            probeAudio(&facts)
            if let fontPath {
                let started = TTF_Init() == 0
                facts.fontProblem = fontProblem(fontPath)
                if started { TTF_Quit() }
            }
            SDL_Quit()
        }
        return facts
    }

    private static func displays() -> [PlatformFacts.Display] {
        (0..<max(0, SDL_GetNumVideoDisplays())).compactMap { index in
            var mode = SDL_DisplayMode()
            guard SDL_GetCurrentDisplayMode(index, &mode) == 0 else { return nil }
            let name = SDL_GetDisplayName(index).map { String(cString: $0) } ?? "display \(index)"
            return PlatformFacts.Display(
                name: name, size: Size(width: Int(mode.w), height: Int(mode.h)), refreshHz: mode.refresh_rate > 0 ? Int(mode.refresh_rate) : nil)
        }
    }

    /// A small hidden window and the renderer a show's window would get (accelerated first).
    private static func probeWindowRenderer(_ facts: inout PlatformFacts) {
        guard let window = SDL_CreateWindow("unwind doctor", 0, 0, 64, 64, SDL_WINDOW_HIDDEN.rawValue) else {
            facts.rendererProblem = SDLError("opening a window").description
            return
        }
        defer { SDL_DestroyWindow(window) }
        let choice = Renderer.createAccelerated(
            on: window, flags: SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue, logger: Logger(label: "unwind.doctor"))
        if !choice.failures.isEmpty { facts.rendererFallbacks = choice.failureSummary }
        guard let renderer = choice.renderer ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            facts.rendererProblem = SDLError("creating a renderer").description
            return
        }
        facts.renderer = Renderer.readInfo(renderer)
        SDL_DestroyRenderer(renderer)
    }

    private static func probeOffscreenRenderer(_ facts: inout PlatformFacts) {
        do {
            facts.renderer = try Renderer(offscreen: Size(width: 64, height: 64)).info
        } catch {
            facts.rendererProblem = "\(error)"
        }
    }

    private static func probeAudio(_ facts: inout PlatformFacts) {
        guard SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 else {
            facts.audioProblem = SDLError.lastError()
            return
        }
        defer { SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO)) }
        facts.audioDriver = SDL_GetCurrentAudioDriver().map { String(cString: $0) }
        facts.audioOutputs = (0..<max(0, SDL_GetNumAudioDevices(0))).compactMap { index in
            SDL_GetAudioDeviceName(index, 0).map { String(cString: $0) }
        }
    }

    private static func fontProblem(_ path: String) -> String? {
        guard TTF_WasInit() != 0 else { return "SDL_ttf did not start: \(SDLError.lastError())" }
        guard let font = TTF_OpenFont(path, 16) else { return "\(path): \(SDLError.lastError())" }
        TTF_CloseFont(font)
        return nil
    }
}
