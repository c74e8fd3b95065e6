import Foundation

/// A folder holding one 1280×720 photo of one colour (#D02828), readable by a plain user: a
/// compositor test knows every pixel of the output it captures (`CageKioskTests`, `SwayKioskTests`).
enum SolidPhotoFolder {
    /// Makes the folder at `photos` with `red.png` in it.
    static func make(at photos: URL) throws {
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        convert.arguments = ["-size", "1280x720", "xc:#D02828", photos.appendingPathComponent("red.png").path]
        try convert.run()
        convert.waitUntilExit()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: photos.path)
    }
}
