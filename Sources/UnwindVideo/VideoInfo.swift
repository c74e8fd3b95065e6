/// A clip's facts, read from its container and stream before any frame is decoded.
public struct VideoInfo: Sendable, Equatable {
    /// Seconds the clip lasts (the container's duration, else the stream's); 0 when unknown.
    public var duration: Double
    /// The coded width of a frame, in pixels (before `rotation` turns it upright).
    public var width: Int
    /// The coded height of a frame, in pixels.
    public var height: Int
    /// Frames a second as the stream declares or FFmpeg guesses them; 0 when unknown.
    public var frameRate: Double
    /// The codec's short name (`h264`, `hevc`, `vp9`, `av1`), for logs and the report.
    public var codec: String
    /// Clockwise degrees the picture must be turned to be upright (0, 90, 180, 270), from the
    /// stream's display matrix: phones store portrait clips sideways and say so here.
    public var rotation: Int
    /// The creation time the container records (`creation_time`, ISO 8601), if any.
    public var creationTime: String?
    /// True when the container also holds an audio stream.
    public var hasAudio: Bool

    /// Facts as read from a container.
    public init(
        duration: Double, width: Int, height: Int, frameRate: Double, codec: String, rotation: Int = 0, creationTime: String? = nil,
        hasAudio: Bool = false
    ) {
        self.duration = duration
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.codec = codec
        self.rotation = rotation
        self.creationTime = creationTime
        self.hasAudio = hasAudio
    }
}
