import CFFmpeg

/// Where a decoder is in its stream: the picture on show, the next one already decoded, and
/// the bookkeeping that keeps presentation times moving forward.
struct PlaybackState {
    /// Seconds of the frame in `shown`; nil before the first frame.
    var shownTime: Double?
    /// Decode-order number of the frame in `shown`.
    var shownIndex = -1
    /// Seconds of the frame in `lookahead`; nil when none is waiting.
    var lookaheadTime: Double?
    /// The time of the last frame decoded, so a timestamp that jumps backwards is moved
    /// forward one frame interval instead of replaying or reordering the clip.
    var lastTime = -Double.infinity
    /// Frames decoded since the last seek or the start.
    var decoded = 0
    /// True once the decoder has been told the packets ended.
    var draining = false
    /// True once the decoder has given its last frame.
    var ended = false
    /// The converted frame for `shownIndex`, so asking twice for one picture converts it once.
    var converted: VideoFrame?
}

extension VideoDecoder {
    /// The picture on screen at `seconds` from the clip's start: the last frame whose time is
    /// at or before it (the first frame for earlier times, the last one after the end).
    /// Going forward decodes and drops the frames in between; going back seeks to the key
    /// frame before and decodes forward. Throws when no frame at all can be decoded.
    public func frame(at seconds: Double) throws(VideoError) -> VideoFrame {
        if let time = state.shownTime, seconds < time - frameInterval / 2 { try seek(to: seconds) }
        while true {
            if let time = state.lookaheadTime, time <= seconds + frameInterval / 1000 || state.shownTime == nil {
                promoteLookahead(time: time)
                continue
            }
            if state.lookaheadTime != nil || state.ended { break }
            try decodeNext()
        }
        guard state.shownTime != nil, let shown else { throw VideoError("no frame of the \(info.codec) video could be decoded") }
        if let converted = state.converted, converted.index == state.shownIndex { return converted }
        let frame = try convert(shown, time: state.shownTime ?? 0, index: state.shownIndex)
        state.converted = frame
        return frame
    }

    /// Goes back to the start, as a looping Live Photo does.
    public func rewind() throws(VideoError) {
        try seek(to: 0)
    }

    func promoteLookahead(time: Double) {
        av_frame_unref(shown)
        av_frame_move_ref(shown, lookahead)
        state.shownTime = time
        state.shownIndex += 1
        state.lookaheadTime = nil
    }

    /// Decodes the next frame into `lookahead`, or marks the end. Bounded: a run of packets
    /// that yields no frame (damage, a stream the decoder rejects) ends in a refusal.
    func decodeNext() throws(VideoError) {
        var packets = 0
        while true {
            let received = avcodec_receive_frame(codec, scratch)
            if received == 0 {
                av_frame_unref(lookahead)
                av_frame_move_ref(lookahead, scratch)
                state.lookaheadTime = nextTime(lookahead)
                state.decoded += 1
                return
            }
            if received == cffmpeg_error_eof() {
                state.ended = true
                return
            }
            if received != cffmpeg_error_again() {
                // A frame the decoder could not rebuild: keep going from the next packet.
                packets += 1
            }
            if state.draining {
                state.ended = true
                return
            }
            packets += 1
            guard packets <= limits.maxPacketsWithoutFrame else {
                throw VideoError("the \(info.codec) video is damaged: \(packets) packets gave no frame")
            }
            let read = av_read_frame(format, packet)
            if read < 0 {
                state.draining = true
                avcodec_send_packet(codec, nil)
                continue
            }
            defer { av_packet_unref(packet) }
            guard packet?.pointee.stream_index == streamIndex else { continue }
            _ = avcodec_send_packet(codec, packet)
        }
    }

    /// A frame's time in seconds from the clip's start, kept increasing: a missing timestamp
    /// or one that jumps backwards becomes the last time plus one frame interval.
    private func nextTime(_ frame: UnsafeMutablePointer<AVFrame>?) -> Double {
        let stamp = frame?.pointee.best_effort_timestamp ?? cffmpeg_no_timestamp()
        var time = stamp == cffmpeg_no_timestamp() ? state.lastTime + frameInterval : Double(stamp - startTimestamp) * timeBase
        if !time.isFinite { time = 0 }
        if time <= state.lastTime { time = state.lastTime + frameInterval }
        if state.lastTime == -.infinity, time < 0 { time = 0 }
        state.lastTime = time
        return time
    }

    /// Seeks to the key frame at or before `seconds` and empties the decoder; the next
    /// request decodes forward from there.
    func seek(to seconds: Double) throws(VideoError) {
        let status = StreamSeek.seek(format, codec: codec, stream: streamIndex, to: seconds, timeBase: timeBase, start: startTimestamp)
        guard status >= 0 else { throw VideoError("the \(info.codec) video cannot be rewound (\(FFmpegLog.describe(status)))") }
        av_frame_unref(shown)
        av_frame_unref(lookahead)
        let index = state.shownIndex
        state = PlaybackState()
        // Indexes keep growing across seeks, so a caller never mistakes a new picture for one it has.
        state.shownIndex = index
    }
}
