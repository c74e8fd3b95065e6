import CFFmpegLoader

/// FFmpeg's libraries, opened the first time a clip is opened: Unwind does not link them, so a
/// start (a photo show, `unwind render`, `--version`) never loads their ~100 codec libraries.
enum FFmpegLibraries {
    /// Opens the libraries once per process (later calls give the first answer); refuses, with
    /// the dynamic loader's reason, where they are not installed, so the clip is skipped with
    /// one line and photos go on.
    static func load() throws(VideoError) {
        if let reason = cffmpeg_load() {
            throw VideoError("video needs FFmpeg's libraries: \(String(cString: reason))")
        }
    }
}
