/// What a clip may cost before a frame of it is decoded.
///
/// Why: a container can declare a 16384×16384 stream or carry a codec's worth of damage; the
/// limits are checked from the stream's parameters, and every read loop is bounded, so a
/// hostile file is refused with a reason instead of taking the memory or the decode thread.
public struct VideoLimits: Sendable, Equatable {
    /// The most pixels one coded frame may have (default: 8K UHD, 8192×4320 and a little more).
    public var maxPixels: Int
    /// The widest or tallest a coded frame may be.
    public var maxDimension: Int
    /// How many packets one request may read without a frame coming out before the clip is
    /// called undecodable (a stream of damaged packets must not spin the decode thread).
    public var maxPacketsWithoutFrame: Int
    /// Decoder threads; 1 keeps memory to one set of reference frames (a 4K HEVC stream holds
    /// up to 16 of them), more decodes faster where cores are free.
    public var threads: Int

    /// Limits that refuse what a photo frame cannot show: above 8K, or damage that yields nothing.
    public init(maxPixels: Int = 8192 * 4352, maxDimension: Int = 8192, maxPacketsWithoutFrame: Int = 600, threads: Int = 1) {
        self.maxPixels = maxPixels
        self.maxDimension = maxDimension
        self.maxPacketsWithoutFrame = maxPacketsWithoutFrame
        self.threads = threads
    }
}
