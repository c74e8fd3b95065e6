import UnwindDraw

/// One decoded picture of a clip, at the size it is shown at, and when it is shown.
///
/// The picture stays in YUV planes (`YUVImage`): the renderer uploads them to a streaming
/// YUV texture as they are (`SDL_UpdateYUVTexture`), so a 4K clip shown at 1080p never
/// exists as 4K RGB. I420 is 1.5 bytes a pixel: a 1080p frame is 3 MB.
public struct VideoFrame: Sendable, Equatable {
    /// The planes.
    public var image: YUVImage
    /// When this frame starts being shown, in seconds from the clip's start.
    public var time: Double
    /// The frame's number in the order it was shown (0 for the first); a new number means a
    /// new picture, so a caller can skip uploading one it already has.
    public var index: Int

    /// A picture and its time.
    public init(image: YUVImage, time: Double, index: Int) {
        self.image = image
        self.time = time
        self.index = index
    }
}
