import CFFmpeg

/// FFmpeg's own messages: silenced, because every failure comes back as a status that the
/// decoder turns into one line naming the file; a damaged clip must not print a page of
/// "corrupt macroblock" lines to the kiosk's journal.
enum FFmpegLog {
    /// Silences FFmpeg's logger (idempotent; FFmpeg stores one global level).
    static func silence() {
        av_log_set_level(AV_LOG_QUIET)
    }

    /// FFmpeg's text for a status code.
    static func describe(_ status: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        guard av_strerror(status, &buffer, buffer.count) == 0 else { return "error \(status)" }
        let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: text, as: UTF8.self)
    }
}
