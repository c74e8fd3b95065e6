import CFFmpeg
import UnwindDraw

/// Opens a clip read-only and hands out its frames, as YUV planes at the size on screen, for
/// any presentation time asked for: FFmpeg's demuxers and decoders (libavformat,
/// libavcodec) and its scaler (libswscale), as Debian ships them.
///
/// Why a frame stream keyed by time: the show's clock is fixed ticks, so the caller asks for
/// "the picture at 2.35 s" and gets the same picture every run (a headless run and its replay
/// show identical frames); a caller that falls behind simply asks for a later time, and the
/// decoder skips the pictures in between instead of drifting.
///
/// One decoder is used by one thread at a time (the decode thread); it may move between
/// threads, hence `@unchecked Sendable`. It owns every FFmpeg resource it opens and frees
/// each exactly once.
public final class VideoDecoder: @unchecked Sendable {
    /// The clip's facts, read at open.
    public let info: VideoInfo
    /// The size frames come out at, upright (a clip whose display matrix turns it a quarter
    /// comes out turned): the target's size, even, never larger than the upright coded size.
    public let outputSize: Size
    /// The size frames are decoded and scaled to before they are turned upright.
    let decodedSize: Size
    /// The decoder's low-resolution step (frames decoded at 1/2^n of the coded size), 0 where
    /// the codec has no such mode (H.264, HEVC, VP9 and AV1 have none; MJPEG has).
    public let lowres: Int

    let source: VideoSource
    let limits: VideoLimits
    let window: FileWindow
    var format: UnsafeMutablePointer<AVFormatContext>?
    var codec: UnsafeMutablePointer<AVCodecContext>?
    let streamIndex: Int32
    let timeBase: Double
    let startTimestamp: Int64
    let frameInterval: Double
    var packet: UnsafeMutablePointer<AVPacket>?
    var scratch: UnsafeMutablePointer<AVFrame>?
    var shown: UnsafeMutablePointer<AVFrame>?
    var lookahead: UnsafeMutablePointer<AVFrame>?
    var scaler: OpaquePointer?
    var state = PlaybackState()
    /// The nice value of the thread that opened the codec, which FFmpeg's decoder threads
    /// took from it (`reopenAtCallingThreadsPriority`).
    var openedNice = VideoDecoder.callingThreadNice()

    /// Opens `source` and reads its stream facts; frames come out upright at
    /// `target(upright coded size)`, rounded to even and never enlarged (the renderer scales up; the decoder only shrinks).
    /// Refuses, with a reason, what is not an MP4/MOV or Matroska/WebM clip with a video
    /// stream a decoder here reads, within `limits`.
    public init(source: VideoSource, limits: VideoLimits = VideoLimits(), target: (Size) -> Size = { $0 }) throws(VideoError) {
        try FFmpegLibraries.load()
        FFmpegLog.silence()
        self.source = source
        self.limits = limits
        window = try FileWindow(source: source)
        let opened = try Self.openContainer(window)
        format = opened
        var chosen: UnsafePointer<AVCodec>?
        let found = av_find_best_stream(opened, AVMEDIA_TYPE_VIDEO, -1, -1, &chosen, 0)
        let streams = Self.streams(opened)
        guard found >= 0, let chosen, let stream = streams[Int(found)] else {
            var context: UnsafeMutablePointer<AVFormatContext>? = opened
            avformat_close_input(&context)
            throw Self.noDecoder(streams)
        }
        streamIndex = found
        let parameters = stream.pointee.codecpar
        let width = Int(parameters?.pointee.width ?? 0), height = Int(parameters?.pointee.height ?? 0)
        let name = String(cString: avcodec_get_name(parameters?.pointee.codec_id ?? AV_CODEC_ID_NONE))
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0 else {
            var context: UnsafeMutablePointer<AVFormatContext>? = opened
            avformat_close_input(&context)
            throw VideoError("the \(name) stream declares no picture size")
        }
        guard !overflow, pixels <= limits.maxPixels, width <= limits.maxDimension, height <= limits.maxDimension else {
            var context: UnsafeMutablePointer<AVFormatContext>? = opened
            avformat_close_input(&context)
            throw VideoError("the video is \(width)×\(height), too large to decode")
        }
        timeBase = av_q2d(stream.pointee.time_base)
        let start = stream.pointee.start_time
        startTimestamp = start == cffmpeg_no_timestamp() ? 0 : start
        let rate = av_guess_frame_rate(opened, stream, nil)
        let frameRate = rate.den > 0 && rate.num > 0 ? av_q2d(rate) : 0
        frameInterval = frameRate > 0 ? 1 / frameRate : 1.0 / 30
        info = VideoInfo(
            duration: Self.duration(opened, stream), width: width, height: height, frameRate: frameRate, codec: name,
            rotation: Self.rotation(stream), creationTime: Self.creationTime(opened),
            hasAudio: streams.contains { $0?.pointee.codecpar?.pointee.codec_type == AVMEDIA_TYPE_AUDIO })
        let turned = info.rotation == 90 || info.rotation == 270
        let upright = turned ? Size(width: height, height: width) : Size(width: width, height: height)
        let wanted = target(upright)
        outputSize = Size(
            width: max(2, min(wanted.width, upright.width) & ~1), height: max(2, min(wanted.height, upright.height) & ~1))
        decodedSize = turned ? Size(width: outputSize.height, height: outputSize.width) : outputSize
        let steps = Int(chosen.pointee.max_lowres)
        var step = 0
        while step < steps, (width >> (step + 1)) >= decodedSize.width, (height >> (step + 1)) >= decodedSize.height { step += 1 }
        lowres = step
        do {
            codec = try Self.openCodec(
                chosen, parameters: parameters, lowres: step, threads: limits.threads, maxPixels: limits.maxPixels, name: name)
        } catch {
            var context: UnsafeMutablePointer<AVFormatContext>? = opened
            avformat_close_input(&context)
            throw error
        }
        packet = av_packet_alloc()
        scratch = av_frame_alloc()
        shown = av_frame_alloc()
        lookahead = av_frame_alloc()
        guard packet != nil, scratch != nil, shown != nil, lookahead != nil else { throw VideoError("out of memory for the decoder") }
    }

    deinit {
        av_packet_free(&packet)
        av_frame_free(&scratch)
        av_frame_free(&shown)
        av_frame_free(&lookahead)
        avcodec_free_context(&codec)
        avformat_close_input(&format)
        sws_freeContext(scaler)
    }

    /// The containers a clip may come in; anything else FFmpeg would probe (an image, an MP3,
    /// a playlist) is refused, so only what the show means to play is ever parsed.
    static let containers: Set<String> = ["mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm"]

    static func openContainer(_ window: FileWindow) throws(VideoError) -> UnsafeMutablePointer<AVFormatContext> {
        guard var context = avformat_alloc_context() else { throw VideoError("out of memory for the demuxer") }
        context.pointee.pb = window.context
        context.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
        var opened: UnsafeMutablePointer<AVFormatContext>? = context
        let status = avformat_open_input(&opened, nil, nil, nil)
        guard status >= 0, let open = opened else {
            throw VideoError("not a video FFmpeg can read (\(FFmpegLog.describe(status)))")
        }
        context = open
        let name = context.pointee.iformat.map { String(cString: $0.pointee.name) } ?? ""
        guard containers.contains(name) else {
            avformat_close_input(&opened)
            throw VideoError("not an MP4, MOV, Matroska or WebM clip (FFmpeg reads it as \(name.isEmpty ? "unknown" : name))")
        }
        let probed = avformat_find_stream_info(context, nil)
        guard probed >= 0 else {
            avformat_close_input(&opened)
            throw VideoError("the clip's streams could not be read (\(FFmpegLog.describe(probed)))")
        }
        return context
    }

    static func openCodec(
        _ decoder: UnsafePointer<AVCodec>, parameters: UnsafeMutablePointer<AVCodecParameters>?, lowres: Int, threads: Int, maxPixels: Int,
        name: String
    ) throws(VideoError) -> UnsafeMutablePointer<AVCodecContext> {
        guard var context = avcodec_alloc_context3(decoder) else { throw VideoError("out of memory for the \(name) decoder") }
        var owned: UnsafeMutablePointer<AVCodecContext>? = context
        guard avcodec_parameters_to_context(context, parameters) >= 0 else {
            avcodec_free_context(&owned)
            throw VideoError("the \(name) stream's parameters are invalid")
        }
        context.pointee.lowres = Int32(lowres)
        // A container may declare a small picture and carry huge frames: the decoder itself
        // refuses frames above the limit instead of allocating them.
        context.pointee.max_pixels = Int64(min(maxPixels, Int(Int64.max)))
        context.pointee.thread_count = Int32(max(1, threads))
        let status = avcodec_open2(context, decoder, nil)
        guard status >= 0 else {
            avcodec_free_context(&owned)
            throw VideoError("the \(name) decoder could not start (\(FFmpegLog.describe(status)))")
        }
        context = owned ?? context
        return context
    }

    static func streams(_ context: UnsafeMutablePointer<AVFormatContext>) -> [UnsafeMutablePointer<AVStream>?] {
        guard let list = context.pointee.streams else { return [] }
        return (0..<Int(context.pointee.nb_streams)).map { list[$0] }
    }

    private static func noDecoder(_ streams: [UnsafeMutablePointer<AVStream>?]) -> VideoError {
        let video = streams.compactMap { $0?.pointee.codecpar }.first { $0.pointee.codec_type == AVMEDIA_TYPE_VIDEO }
        guard let video else { return VideoError("the file holds no video stream") }
        return VideoError("no decoder here for its \(String(cString: avcodec_get_name(video.pointee.codec_id))) video")
    }

    private static func duration(_ context: UnsafeMutablePointer<AVFormatContext>, _ stream: UnsafeMutablePointer<AVStream>) -> Double {
        let whole = context.pointee.duration
        if whole != cffmpeg_no_timestamp(), whole > 0 { return Double(whole) / Double(cffmpeg_time_base()) }
        let own = stream.pointee.duration
        if own != cffmpeg_no_timestamp(), own > 0 { return Double(own) * av_q2d(stream.pointee.time_base) }
        return 0
    }

    private static func rotation(_ stream: UnsafeMutablePointer<AVStream>) -> Int {
        guard let matrix = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, nil) else { return 0 }
        let counterclockwise = matrix.withMemoryRebound(to: Int32.self, capacity: 9) { av_display_rotation_get($0) }
        guard counterclockwise.isFinite else { return 0 }
        let degrees = Int((-counterclockwise / 90).rounded()) * 90
        return ((degrees % 360) + 360) % 360
    }

    private static func creationTime(_ context: UnsafeMutablePointer<AVFormatContext>) -> String? {
        guard let entry = av_dict_get(context.pointee.metadata, "creation_time", nil, 0), let value = entry.pointee.value else { return nil }
        return String(cString: value)
    }
}
