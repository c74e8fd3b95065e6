import CFFmpeg

#if canImport(Glibc)
import Glibc
#endif

/// The priority FFmpeg's decoder threads run at: the one of the thread that opened the codec.
extension VideoDecoder {
    /// Opens the codec again from the calling thread when that thread's nice value differs
    /// from the opener's, and decodes again up to the picture on show, so the decoder's own
    /// threads run at the priority of the thread that plays the clip. False when nothing
    /// needed doing.
    ///
    /// Why: on Linux a new thread takes its creator's nice value. A clip is opened on the
    /// photo decode thread, which runs at nice 10 so that it never takes the render thread's
    /// core; FFmpeg's frame threads, created by `avcodec_open2` there, then lost the CPU to
    /// any other process while the clip played (`ps -L`: NI 10). The pictures and their
    /// numbers stay the same: the stream is decoded again from the key frame before the
    /// picture on show up to it, which keeps its number.
    @discardableResult
    public func reopenAtCallingThreadsPriority() throws(VideoError) -> Bool {
        let nice = Self.callingThreadNice()
        guard nice != openedNice, let current = codec, let decoder = current.pointee.codec, let streams = format?.pointee.streams,
            let stream = streams[Int(streamIndex)]
        else { return false }
        let shownIndex = state.shownIndex, shownTime = state.shownTime
        let threads = Int(current.pointee.thread_count)
        // The old context goes first, so a 4K stream's reference frames are never held twice.
        avcodec_free_context(&codec)
        codec = try Self.openCodec(
            decoder, parameters: stream.pointee.codecpar, lowres: lowres, threads: threads, maxPixels: limits.maxPixels, name: info.codec)
        openedNice = nice
        try seek(to: shownTime ?? 0)
        guard let shownTime else { return true }
        while true {
            if state.lookaheadTime == nil, !state.ended { try decodeNext() }
            guard let time = state.lookaheadTime, time <= shownTime + frameInterval / 1000 || state.shownTime == nil else { break }
            promoteLookahead(time: time)
        }
        // The picture on show again keeps its number; the next ones count on from it.
        state.shownIndex = shownIndex
        return true
    }

    /// The calling thread's nice value (on Linux `PRIO_PROCESS, 0` names the calling thread;
    /// 0 where it cannot be read).
    static func callingThreadNice() -> Int32 {
        #if os(Linux)
        return getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        #else
        return 0
        #endif
    }
}
