import CSDL2
import Foundation

/// Loads SDL_GameControllerDB mapping files, so controllers SDL does not know out of the
/// box get the standard A/B/D-pad layout. (SDL also reads `SDL_GAMECONTROLLERCONFIG` itself.)
public enum GamepadMappings {
    /// Adds every mapping in `path`; returns how many were added or updated.
    /// Call after SDL has started.
    @discardableResult
    public static func add(fromFile path: String) throws -> Int {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw SDLError("reading controller mappings from \(path)", reason: "the file does not exist or is not readable")
        }
        guard let rw = SDL_RWFromFile(path, "rb") else { throw SDLError("opening \(path)") }
        let added = SDL_GameControllerAddMappingsFromRW(rw, 1)
        if added < 0 { throw SDLError("reading controller mappings from \(path)") }
        return Int(added)
    }
}
