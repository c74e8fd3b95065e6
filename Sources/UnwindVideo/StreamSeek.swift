import CFFmpeg

/// Seeking one stream of an open container, shared by the picture's and the sound's decoders.
enum StreamSeek {
    /// Moves `format` to the key frame at or before `seconds` of stream `index` (whose time
    /// base is `timeBase` seconds and whose first timestamp is `start`), else to the file's
    /// first byte, and empties `codec`; the FFmpeg status when neither works.
    static func seek(
        _ format: UnsafeMutablePointer<AVFormatContext>?, codec: UnsafeMutablePointer<AVCodecContext>?, stream index: Int32, to seconds: Double,
        timeBase: Double, start: Int64
    ) -> Int32 {
        let stamp = start + Int64((max(0, seconds) / timeBase).rounded(.down))
        var status = av_seek_frame(format, index, stamp, AVSEEK_FLAG_BACKWARD)
        if status < 0 { status = av_seek_frame(format, -1, 0, AVSEEK_FLAG_BYTE) }
        if status >= 0 { avcodec_flush_buffers(codec) }
        return status
    }
}
