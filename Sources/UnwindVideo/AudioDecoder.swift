import CFFmpeg

/// A clip's sound as interleaved 32-bit float samples at the output's rate and channel count,
/// for any clip time asked for: FFmpeg's audio decoders (libavcodec) and its resampler
/// (libswresample), as Debian ships them.
///
/// Why samples keyed by time, like `VideoDecoder`'s frames: the picture follows the show's
/// fixed-tick clock, so the sound asks for "the samples from 2.35 s" and follows the same
/// clock; it reads on from where it is while the two agree, and skips or seeks when they part
/// by more than `tolerance` (a stall, a pause, a clip that starts again), so it never drifts.
///
/// One decoder is used by one thread at a time (SDL's audio thread, under its player's lock).
public final class AudioDecoder: @unchecked Sendable {
    /// Samples a second, out.
    public let sampleRate: Int
    /// Channels out, interleaved.
    public let channels: Int
    /// How far the sound may be from the time asked for before it skips or seeks to it.
    public static let tolerance = 0.04

    private let window: FileWindow
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var resampler: OpaquePointer?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private let streamIndex: Int32
    private let timeBase: Double
    private let startTimestamp: Int64
    private let limits: VideoLimits
    /// Converted samples not yet handed out, and the clip time of the first of them.
    private var pending: [Float] = []
    private var pendingStart = 0
    private var cursor = 0.0
    private var ended = false
    private var draining = false
    /// True until the first frame after an open or a seek has set `cursor` from its timestamp.
    private var needsTime = true

    /// Opens the audio of `source`; throws when the file holds no audio stream a decoder here
    /// reads (`hasAudio` in `VideoInfo` says beforehand whether there is one).
    public init(source: VideoSource, sampleRate: Int, channels: Int = 2, limits: VideoLimits = VideoLimits()) throws(VideoError) {
        FFmpegLog.silence()
        self.sampleRate = max(8000, sampleRate)
        self.channels = max(1, min(8, channels))
        self.limits = limits
        window = try FileWindow(source: source)
        let opened = try VideoDecoder.openContainer(window)
        format = opened
        var chosen: UnsafePointer<AVCodec>?
        let found = av_find_best_stream(opened, AVMEDIA_TYPE_AUDIO, -1, -1, &chosen, 0)
        guard found >= 0, let chosen, let stream = VideoDecoder.streams(opened)[Int(found)] else {
            avformat_close_input(&format)
            throw VideoError("the clip has no audio stream a decoder here reads")
        }
        streamIndex = found
        timeBase = av_q2d(stream.pointee.time_base)
        let start = stream.pointee.start_time
        startTimestamp = start == cffmpeg_no_timestamp() ? 0 : start
        let name = String(cString: avcodec_get_name(stream.pointee.codecpar?.pointee.codec_id ?? AV_CODEC_ID_NONE))
        do {
            codec = try VideoDecoder.openCodec(
                chosen, parameters: stream.pointee.codecpar, lowres: 0, threads: 1, maxPixels: limits.maxPixels, name: name)
        } catch {
            avformat_close_input(&format)
            throw error
        }
        packet = av_packet_alloc()
        frame = av_frame_alloc()
        guard packet != nil, frame != nil else { throw VideoError("out of memory for the audio decoder") }
    }

    deinit {
        swr_free(&resampler)
        av_packet_free(&packet)
        av_frame_free(&frame)
        avcodec_free_context(&codec)
        avformat_close_input(&format)
    }

    /// Adds `gain` times the sound from clip time `seconds` into `buffer` (interleaved,
    /// `buffer.count / channels` frames); past the end of the sound, adds nothing. Throws when
    /// the stream cannot be decoded at all.
    public func mix(into buffer: UnsafeMutableBufferPointer<Float>, at seconds: Double, gain: Float) throws(VideoError) {
        try reposition(to: seconds)
        var written = 0
        while written < buffer.count {
            if pendingStart >= pending.count {
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
                guard !ended else { break }
                try decodeMore()
                continue
            }
            let count = min(buffer.count - written, pending.count - pendingStart)
            for i in 0..<count { buffer[written + i] += pending[pendingStart + i] * gain }
            pendingStart += count
            written += count
        }
        cursor += Double(buffer.count / channels) / Double(sampleRate)
    }

    /// Makes `seconds` the next sample: nothing when it is within `tolerance` of where the
    /// sound is, else decodes and drops forward (up to two seconds) or seeks.
    private func reposition(to seconds: Double) throws(VideoError) {
        if needsTime, !ended, pending.count == pendingStart { try decodeMore() }
        let gap = seconds - cursor
        guard abs(gap) > Self.tolerance else { return }
        if gap < 0 || gap > 2 {
            try seek(to: seconds)
            if !ended, pending.count == pendingStart { try decodeMore() }
        }
        var drop = Int(((seconds - cursor) * Double(sampleRate)).rounded()) * channels
        while drop > 0 {
            if pendingStart >= pending.count {
                guard !ended else { break }
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
                try decodeMore()
                continue
            }
            let count = min(drop, pending.count - pendingStart)
            pendingStart += count
            drop -= count
        }
        cursor = seconds
    }

    private func seek(to seconds: Double) throws(VideoError) {
        let status = StreamSeek.seek(format, codec: codec, stream: streamIndex, to: seconds, timeBase: timeBase, start: startTimestamp)
        guard status >= 0 else { throw VideoError("the clip's sound cannot be rewound (\(FFmpegLog.describe(status)))") }
        swr_free(&resampler)
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        ended = false
        draining = false
        needsTime = true
    }

    /// Decodes the next frame's samples onto `pending`, or marks the end. Bounded like the
    /// picture's decoder: a run of packets that gives no samples ends in a refusal.
    private func decodeMore() throws(VideoError) {
        var packets = 0
        while true {
            let received = avcodec_receive_frame(codec, frame)
            if received == 0 {
                defer { av_frame_unref(frame) }
                try convert()
                return
            }
            if received == cffmpeg_error_eof() || (draining && received == cffmpeg_error_again()) {
                ended = true
                return
            }
            packets += 1
            guard packets <= limits.maxPacketsWithoutFrame else {
                throw VideoError("the clip's sound is damaged: \(packets) packets gave no samples")
            }
            if av_read_frame(format, packet) < 0 {
                draining = true
                avcodec_send_packet(codec, nil)
                continue
            }
            defer { av_packet_unref(packet) }
            guard packet?.pointee.stream_index == streamIndex else { continue }
            _ = avcodec_send_packet(codec, packet)
        }
    }

    /// Resamples the frame in `frame` to the output's rate, channels and float format.
    private func convert() throws(VideoError) {
        guard let frame else { return }
        if resampler == nil {
            var output = AVChannelLayout()
            av_channel_layout_default(&output, Int32(channels))
            defer { av_channel_layout_uninit(&output) }
            let status = swr_alloc_set_opts2(
                &resampler, &output, AV_SAMPLE_FMT_FLT, Int32(sampleRate), &frame.pointee.ch_layout,
                AVSampleFormat(rawValue: frame.pointee.format), frame.pointee.sample_rate, 0, nil)
            guard status >= 0, swr_init(resampler) >= 0 else {
                swr_free(&resampler)
                throw VideoError("the clip's sound cannot be converted (\(frame.pointee.sample_rate) Hz)")
            }
        }
        if needsTime {
            let stamp = frame.pointee.best_effort_timestamp
            cursor = stamp == cffmpeg_no_timestamp() ? cursor : max(0, Double(stamp - startTimestamp) * timeBase)
            needsTime = false
        }
        let input = Int(frame.pointee.nb_samples)
        let capacity = input * sampleRate / max(1, Int(frame.pointee.sample_rate)) + 256
        let base = pending.count
        pending.append(contentsOf: repeatElement(0, count: capacity * channels))
        let made = pending.withUnsafeMutableBufferPointer { out -> Int32 in
            var target: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(out.baseAddress.map { $0 + base })?
                .assumingMemoryBound(to: UInt8.self)
            return withUnsafeMutablePointer(to: &target) { targets in
                guard let planes = frame.pointee.extended_data else { return -1 }
                return planes.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { sources in
                    swr_convert(resampler, targets, Int32(capacity), sources, Int32(input))
                }
            }
        }
        guard made >= 0 else { throw VideoError("the clip's sound could not be converted") }
        pending.removeLast(pending.count - base - Int(made) * channels)
    }
}
