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
        locate(folder: "Assets", environment: "UNWIND_ASSETS") { folder in
            ["showcase", "photos", "fonts"].contains { isDirectory(folder.appendingPathComponent($0)) }
        }
    }

    /// The bundled small photos (512×512 to 1000×872) that tests, benchmarks and examples use.
    public static func photosDirectory() -> URL? {
        assetsDirectory()?.appendingPathComponent("photos")
    }

    /// What a show with no folder given displays: the full-resolution photos in
    /// `Assets/showcase` (sharp on a 1080p or 4K panel, a first impression worth keeping),
    /// else the small `Assets/photos` where a packager left the showcase out.
    public static func defaultPhotoFolder() -> URL? {
        guard let assets = assetsDirectory() else { return nil }
        return ["showcase", "photos"].map { assets.appendingPathComponent($0) }.first(where: isDirectory)
    }

    /// The offline gazetteer captions name places from; nil when it is not there.
    public static func gazetteerPath() -> String? {
        guard let path = assetsDirectory()?.appendingPathComponent("places/cities15000.tsv").path,
            FileManager.default.isReadableFile(atPath: path)
        else { return nil }
        return path
    }

    /// Town names in the catalogs' languages (`TownNames`); nil when it is not there.
    public static func townNamesPath() -> String? {
        guard let path = assetsDirectory()?.appendingPathComponent("places/names.tsv").path, FileManager.default.isReadableFile(atPath: path) else {
            return nil
        }
        return path
    }

    /// The UI font: the bundled one, else the same face from the system's fonts, else any
    /// sans-serif font fontconfig knows (`fc-match`), so overlays and menus keep their text
    /// when `Assets/` cannot be found; nil when there is none at all.
    public static func fontPath() -> String? {
        if let path = assetsDirectory()?.appendingPathComponent("fonts/DejaVuSans.ttf").path, FileManager.default.isReadableFile(atPath: path) {
            return path
        }
        return systemFontPath()
    }

    /// Well-known homes of DejaVu Sans (Debian, Arch, Fedora), then fontconfig's choice.
    static func systemFontPath() -> String? {
        let known = [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf", "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        ]
        if let path = known.first(where: { FileManager.default.isReadableFile(atPath: $0) }) { return path }
        let fcMatch = ["/usr/bin/fc-match", "/bin/fc-match"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let fcMatch else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fcMatch)
        process.arguments = ["--format=%{file}", "sans-serif"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let usable = [".ttf", ".otf", ".ttc"].contains { path.lowercased().hasSuffix($0) }
        return process.terminationStatus == 0 && usable && FileManager.default.isReadableFile(atPath: path) ? path : nil
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
