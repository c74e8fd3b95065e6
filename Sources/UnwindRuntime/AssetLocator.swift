import Foundation

/// Finds Unwind's data folders (`Assets`, `po`) from wherever `unwind` was started: an
/// environment override, the working directory, or beside the built or installed binary
/// (`.build/release/unwind` in the repository, `bin/unwind` next to `share/unwind/`).
public enum AssetLocator {
    /// The first folder named `folder` that holds `marker`, searched in that order.
    /// - Parameter environment: a variable that names the folder directly (`UNWIND_ASSETS`).
    public static func locate(folder: String, environment: String, holding marker: (URL) -> Bool) -> URL? {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment[environment] {
            candidates.append(URL(fileURLWithPath: override))
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(folder))
        var dir = executable().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent(folder))
            candidates.append(dir.appendingPathComponent("share/unwind/\(folder)"))
            dir = dir.deletingLastPathComponent()
        }
        return candidates.first(where: marker)
    }

    /// The Assets folder, or nil when none is found.
    public static func assetsDirectory() -> URL? {
        locate(folder: "Assets", environment: "UNWIND_ASSETS") {
            isDirectory($0.appendingPathComponent("photos")) || isDirectory($0.appendingPathComponent("fonts"))
        }
    }

    /// The bundled photos folder.
    public static func photosDirectory() -> URL? {
        assetsDirectory()?.appendingPathComponent("photos")
    }

    /// The bundled UI font, if present.
    public static func fontPath() -> String? {
        guard let path = assetsDirectory()?.appendingPathComponent("fonts/DejaVuSans.ttf").path,
            FileManager.default.isReadableFile(atPath: path)
        else { return nil }
        return path
    }

    /// The running binary. `argv[0]` is only the name when `unwind` is found on PATH (an
    /// installed /usr/bin/unwind started as `unwind` from /), so Linux's /proc/self/exe
    /// comes first; argv[0], resolved from the working directory, is the fallback.
    private static func executable() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), path.hasPrefix("/") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
    }
}
