import CSDL2
import Logging

/// Choosing a window's render driver one by one, so a failure names each driver and SDL's
/// reason for it instead of SDL's summary "Couldn't find matching render driver" (on a real
/// board the reason was a missing GLX visual, which the summary hides).
extension Renderer {
    /// A render driver SDL was built with.
    struct Driver: Equatable {
        let index: Int32
        let name: String
        let isSoftware: Bool
    }

    /// The outcome of trying the drivers: the renderer, if one started, and each failure.
    struct DriverChoice {
        var renderer: OpaquePointer?
        var failures: [(driver: String, reason: String)] = []

        /// "opengl: reason; opengles2: reason".
        var failureSummary: String {
            failures.map { "\($0.driver): \($0.reason)" }.joined(separator: "; ")
        }
    }

    /// Every render driver SDL was built with, in SDL's order of preference.
    static func drivers() -> [Driver] {
        (0..<max(0, SDL_GetNumRenderDrivers())).compactMap { index in
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(index, &info) == 0, let name = info.name.map({ String(cString: $0) }) else { return nil }
            return Driver(index: index, name: name, isSoftware: info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 || name == "software")
        }
    }

    /// The order to try drivers in: the one `SDL_RENDER_DRIVER` names first (as SDL does),
    /// then the accelerated ones; software only when named, since it is the caller's fallback.
    static func candidates(_ drivers: [Driver], preferred: String?) -> [Driver] {
        let named = drivers.filter { $0.name.lowercased() == preferred?.lowercased() }
        return named + drivers.filter { !$0.isSoftware && !named.contains($0) }
    }

    /// Tries each candidate driver on `window` with `flags` until one starts, logging each
    /// failure with SDL's reason.
    static func createAccelerated(on window: OpaquePointer, flags: UInt32, logger: Logger) -> DriverChoice {
        // Naming a driver by index turns SDL's render batching off unless asked for; our draw
        // lists never mix raw GL with SDL_Renderer, so batching is safe and keeps it as fast
        // as SDL's own choice. A user's SDL_RENDER_BATCHING in the environment still wins.
        SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        let preferred = SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0) }
        var choice = DriverChoice()
        for driver in candidates(drivers(), preferred: preferred) {
            SDL_ClearError()
            if let renderer = SDL_CreateRenderer(window, driver.index, flags) {
                choice.renderer = renderer
                return choice
            }
            let reason = SDLError.lastError()
            choice.failures.append((driver.name, reason.isEmpty ? "no reason given" : reason))
            logger.info("render driver \(driver.name) did not start: \(reason)")
        }
        return choice
    }
}
