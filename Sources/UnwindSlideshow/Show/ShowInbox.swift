import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindTransitions

// What goes in and out of the show between ticks: the outcomes of its requests, and the
// requests themselves.

/// A decode that finished and was uploaded by the scene.
public struct Upload: Sendable {
    /// The `ShowRequest.decode` it answers.
    public var request: Int
    /// The uploaded slide.
    public var texture: TextureID
    /// Its pixel size.
    public var size: Size
    /// Blurred copies uploaded beside it (only when a blurring transition is in the cycle).
    public var blurLevels: [BlurLevel]
    /// What matters in the picture, 0...1 of the texture (`kenburns-smart`).
    public var focus: Vec2?
    /// For a clip (a streaming texture the scene keeps playing): seconds it plays before the
    /// next transition, already capped by `video-max-seconds`; nil for a still.
    public var clipLength: Double?
    /// False for the motion of a Live or Motion Photo: it plays within the photo's interval and
    /// never holds the show.
    public var clipHoldsShow = true

    /// An upload answering `request`.
    public init(
        request: Int, texture: TextureID, size: Size, blurLevels: [BlurLevel] = [], focus: Vec2? = nil, clipLength: Double? = nil,
        clipHoldsShow: Bool = true
    ) {
        self.clipLength = clipLength
        self.clipHoldsShow = clipHoldsShow
        self.request = request
        self.texture = texture
        self.size = size
        self.blurLevels = blurLevels
        self.focus = focus
    }
}

/// A decode that failed: which photo, why, and whether the file was simply not there. The
/// one failure a slide's preparation returns; its `error` comes as the failing step threw it
/// and becomes text once, in the failure book's log line.
public struct DecodeFailure: Error, Sendable {
    /// The `ShowRequest.decode` it answers.
    public var request: Int
    /// The photo that failed (one of a pair's two).
    public var path: PhotoPath
    /// Why, typed, as the failing step threw it.
    public var error: DecodeError
    /// The file (or its folder) did not exist: not broken, just gone.
    public var gone: Bool
    /// The file's stamp before it was read.
    public var stamp: FileIdentity?

    /// The line's reason: `error` in words, made once when asked (the failure book's log
    /// line, the report and the index all take this one).
    public var reason: String { error.description }

    /// A failure answering `request`.
    public init(request: Int, path: PhotoPath, error: DecodeError, gone: Bool = false, stamp: FileIdentity? = nil) {
        self.request = request
        self.path = path
        self.error = error
        self.gone = gone
        self.stamp = stamp
    }
}

/// What came in since the last tick: actions and the outcomes of requests.
struct ShowInbox {
    var actions: [ShowAction] = []
    var uploads: [Upload] = []
    var failures: [DecodeFailure] = []
    /// Looks at the folders, in the order they finished.
    var scans: [FolderNews] = []
    var shapes: [(PhotoPath, PhotoShape)] = []
}

/// A look at the folders: a whole scan, or the changes the library index found.
enum FolderNews {
    case scan(PhotoScanner.Result)
    case changes(PhotoChanges)
}

/// Requests the systems left for the scene.
struct ShowOutbox {
    var requests: [ShowRequest] = []
}
