import Foundation

/// Finds the bundled `Assets` folder from wherever `unwind` was started: an explicit
/// `UNWIND_ASSETS`, the working directory, or next to the built binary in the repository.
public enum AssetLocator {
    /// The Assets folder, or nil when none is found.
    public static func assetsDirectory() -> URL? {
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["UNWIND_ASSETS"] {
            candidates.append(URL(fileURLWithPath: env))
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets"))
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("Assets"))
            candidates.append(dir.appendingPathComponent("share/unwind/Assets"))
            dir = dir.deletingLastPathComponent()
        }
        return candidates.first { isDirectory($0.appendingPathComponent("photos")) || isDirectory($0.appendingPathComponent("fonts")) }
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

    private static func isDirectory(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
    }
}
