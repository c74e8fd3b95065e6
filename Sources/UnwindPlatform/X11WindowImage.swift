import CSDL2
import CXext
import Foundation
import UnwindDraw

/// Set while `X11WindowImage.open` attaches its segment, when the X server refuses it (a
/// display on another machine, or one that cannot reach this machine's shared memory).
nonisolated(unsafe) private var segmentRefused = false

/// A software renderer's window frames handed to the X server through a shared-memory image
/// (MIT-SHM) on Unwind's own connection, without waiting for the server to copy them.
///
/// SDL's own present (`SDL_UpdateWindowSurface`) puts its image and then waits in `XSync`
/// until the server has copied the whole frame (8 MB at 1080p): under Xvfb that wait was
/// 1.5 ms at the median and 5.6 ms at p95 of every presented frame, on two cores the server
/// shares with the show (docs/performance.md, "The windowed software show's present"). Here
/// the part of SDL's window surface a frame wrote is put and flushed, and the wait moves to
/// just before the surface is drawn into again, a frame later, when the server is long done.
/// Where SDL keeps that surface in a shared-memory segment (its x11 driver with MIT-SHM),
/// this connection attaches the same segment and the server reads the surface itself;
/// elsewhere the changed rows are copied into a segment of its own (a copy of 8 MB a frame
/// at 1080p costs about what the wait did). SDL's present is never called, so the window
/// surface is only ever written by the renderer and keeps its pixels between frames.
final class X11WindowImage {
    /// Why a window presents through SDL instead, for the log.
    struct Unavailable: Error, CustomStringConvertible {
        /// One line: what was missing.
        let description: String
    }

    /// The SDL window whose surface the renderer draws into.
    let sdlWindow: OpaquePointer
    private let display: OpaquePointer
    private let drawable: XID
    private let gc: OpaquePointer
    /// The segment's description, on the heap: XShmCreateImage keeps a pointer to it in the
    /// image (`obdata`) that every put reads.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    private let image: UnsafeMutablePointer<XImage>
    /// The image's size: the window surface's when it was made.
    let size: Size
    /// A put the server may still be reading from the image.
    private var pending = false
    /// True when the image is SDL's window surface itself (SDL's own MIT-SHM segment,
    /// attached again on this connection): nothing is copied, and the renderer waits for
    /// the last put to be read before it draws (`waitUntilRead`). False: a segment of its own.
    let sharesSurface: Bool
    /// The window surface's pixels when the image was made: a new surface, even of the same
    /// size, needs a new image.
    private let surfacePixels: UnsafeMutableRawPointer?
    /// How many attachments SDL's segment had once this connection attached it. SDL may make
    /// a new surface at the very address of the old one (after a resize event, or one of the
    /// same size); it detaches the old segment first, so fewer attachments mean a new surface.
    private var sharedAttachments = 0
    /// The box the renderer wrote since the last put, when it kept the rest (`noteWritten`).
    private(set) var written: Rect?

    /// Adds `rect` (nil: nothing) to what changed in the window surface since the last put.
    func noteWritten(_ rect: Rect?) {
        guard let rect else { return }
        guard let known = written else {
            written = rect
            return
        }
        let x0 = min(known.minX, rect.minX), y0 = min(known.minY, rect.minY)
        written = Rect(x: x0, y: y0, width: max(known.maxX, rect.maxX) - x0, height: max(known.maxY, rect.maxY) - y0)
    }
    /// The X server's name for the display, for the log.
    let displayName: String

    /// An image the size of `sdlWindow`'s surface on a new connection to the window's X
    /// server, or why there is none: not X11, a remote display, no MIT-SHM, or a window
    /// surface in another format than the server's 32-bit XRGB.
    static func open(for sdlWindow: OpaquePointer) -> Result<X11WindowImage, Unavailable> {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(sdlWindow, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 else {
            return .failure(Unavailable(description: "SDL is not on its x11 driver"))
        }
        // CSDL2 leaves Xlib's types out of SDL_SysWMinfo; its x11 member is { Display *; Window }.
        let (sdlDisplay, drawable) = withUnsafeBytes(of: info.info) { bytes in
            (OpaquePointer(bitPattern: bytes.load(fromByteOffset: 0, as: UInt.self)), bytes.load(fromByteOffset: MemoryLayout<UInt>.size, as: XID.self))
        }
        guard let sdlDisplay, let name = XDisplayString(sdlDisplay).map({ String(cString: $0) }) else {
            return .failure(Unavailable(description: "SDL's X11 window has no display"))
        }
        // Shared memory reaches only a server on this machine (SDL's own test).
        guard name.hasPrefix(":") || name.hasPrefix("unix:") else { return .failure(Unavailable(description: "\(name) is not a local display")) }
        guard let surface = SDL_GetWindowSurface(sdlWindow), surface.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue else {
            return .failure(Unavailable(description: "SDL's window surface is not XRGB8888"))
        }
        guard let display = XOpenDisplay(name) else { return .failure(Unavailable(description: "cannot connect to \(name)")) }
        guard XShmQueryExtension(display) != 0 else {
            XCloseDisplay(display)
            return .failure(Unavailable(description: "\(name) offers no MIT-SHM"))
        }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, drawable, &attributes) != 0 else {
            XCloseDisplay(display)
            return .failure(Unavailable(description: "the window is unknown to \(name)"))
        }
        let size = Size(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, attributes.visual, UInt32(attributes.depth), ZPixmap, nil, segment, UInt32(size.width), UInt32(size.height))
        else {
            segment.deallocate()
            XCloseDisplay(display)
            return .failure(Unavailable(description: "XShmCreateImage failed"))
        }
        let layout = image.pointee
        guard layout.bits_per_pixel == 32, layout.byte_order == LSBFirst, layout.red_mask == 0xff0000, layout.green_mask == 0xff00, layout.blue_mask == 0xff
        else {
            destroy(image)
            segment.deallocate()
            XCloseDisplay(display)
            return .failure(Unavailable(description: "the window's visual is not 32-bit XRGB"))
        }
        let bytes = Int(layout.bytes_per_line) * size.height
        let sdlSegment = layout.bytes_per_line == surface.pointee.pitch ? surface.pointee.pixels.flatMap { sharedSegment(at: $0, bytes: bytes) } : nil
        let shares = sdlSegment != nil
        segment.pointee.shmid = sdlSegment ?? shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        let shmid = segment.pointee.shmid
        let address = shares ? surface.pointee.pixels : shmid >= 0 ? shmat(shmid, nil, 0) : nil
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            if shmid >= 0 { shmctl(shmid, IPC_RMID, nil) }
            destroy(image)
            segment.deallocate()
            XCloseDisplay(display)
            return .failure(Unavailable(description: "no shared memory segment for \(size)"))
        }
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 0
        image.pointee.data = segment.pointee.shmaddr
        // A refused attach is an X error, which Xlib's default handler answers by ending the
        // process: caught here for the one round trip, the previous handler put back.
        segmentRefused = false
        let previous = XSetErrorHandler { _, _ in
            segmentRefused = true
            return 0
        }
        XShmAttach(display, segment)
        XSync(display, 0)
        XSetErrorHandler(previous)
        // Marked for removal now: it goes when both sides have detached, even after a crash.
        if !shares { shmctl(shmid, IPC_RMID, nil) }
        guard !segmentRefused, let gc = XCreateGC(display, drawable, 0, nil) else {
            image.pointee.data = nil
            destroy(image)
            if !shares { shmdt(address) }
            segment.deallocate()
            XCloseDisplay(display)
            return .failure(Unavailable(description: "\(name) refused the shared memory segment"))
        }
        return .success(
            X11WindowImage(
                sdlWindow: sdlWindow, display: display, drawable: drawable, gc: gc, segment: segment, image: image, size: size, name: name,
                sharedPixels: shares ? address : nil))
    }

    /// The id of the System V shared memory segment mapped at `address` with at least `bytes`,
    /// from /proc/self/maps (a segment's line names `/SYSV…` and carries its id as the inode):
    /// SDL's x11 driver keeps its window surface in such a segment when the server has MIT-SHM.
    /// Nil when `address` is ordinary memory (SDL's XPutImage path, another platform).
    private static func sharedSegment(at address: UnsafeMutableRawPointer, bytes: Int) -> Int32? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        let start = UInt(bitPattern: address)
        for line in maps.split(separator: "\n") where line.contains("/SYSV") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let range = fields.first?.split(separator: "-") ?? []
            guard fields.count >= 5, range.count == 2, let low = UInt(range[0], radix: 16), let high = UInt(range[1], radix: 16) else { continue }
            guard low == start, high - low >= UInt(bytes), let id = Int32(fields[4]) else { continue }
            return id
        }
        return nil
    }

    private init(
        sdlWindow: OpaquePointer, display: OpaquePointer, drawable: XID, gc: OpaquePointer, segment: UnsafeMutablePointer<XShmSegmentInfo>,
        image: UnsafeMutablePointer<XImage>,
        size: Size,
        name: String, sharedPixels: UnsafeMutableRawPointer?
    ) {
        self.sdlWindow = sdlWindow
        self.display = display
        self.drawable = drawable
        self.gc = gc
        self.segment = segment
        self.image = image
        self.size = size
        self.displayName = name
        self.sharesSurface = sharedPixels != nil
        self.surfacePixels = sharedPixels
        if sharesSurface { sharedAttachments = attachments ?? 0 }
    }

    /// The number of attachments of the image's segment; nil when it is gone.
    private var attachments: Int? {
        var status = shmid_ds()
        guard shmctl(segment.pointee.shmid, IPC_STAT, &status) == 0 else { return nil }
        return Int(status.shm_nattch)
    }

    /// Waits until the server has read the last put, when the image is the window surface:
    /// called before the renderer draws into it, a frame after the put, when the server is
    /// done. Nothing to wait for with an image of its own.
    func waitUntilRead() {
        guard sharesSurface, pending else { return }
        XSync(display, 0)
        pending = false
    }

    /// XDestroyImage is a macro Swift cannot call: the image's own destroy function.
    private static func destroy(_ image: UnsafeMutablePointer<XImage>) {
        _ = image.pointee.f.destroy_image?(image)
    }

    /// The window surface the software renderer draws into, when it still has this image's
    /// size; nil after a resize, when a new image is needed.
    var matchingSurface: UnsafeMutablePointer<SDL_Surface>? {
        guard let surface = SDL_GetWindowSurface(sdlWindow), Int(surface.pointee.w) == size.width, Int(surface.pointee.h) == size.height,
            !sharesSurface || (surface.pointee.pixels == surfacePixels && (attachments ?? 0) >= sharedAttachments)
        else {
            return nil
        }
        return surface
    }

    /// Copies `rect` (clipped to the image) of `surface` into the image and asks the server
    /// to show it, without waiting for it; first waits for the previous put to be read, so
    /// the server never reads a half-written image.
    func put(_ surface: UnsafeMutablePointer<SDL_Surface>, rect: Rect) {
        written = nil
        let x0 = max(0, Int(rect.minX.rounded(.down))), y0 = max(0, Int(rect.minY.rounded(.down)))
        let x1 = min(size.width, Int(rect.maxX.rounded(.up))), y1 = min(size.height, Int(rect.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0, let source = surface.pointee.pixels, let target = image.pointee.data else { return }
        if pending {
            XSync(display, 0)
            pending = false
        }
        let sourcePitch = Int(surface.pointee.pitch), targetPitch = Int(image.pointee.bytes_per_line)
        let rowBytes = (x1 - x0) * 4
        if sharesSurface {
            // The server reads the surface itself.
        } else if sourcePitch == targetPitch, x0 == 0, x1 == size.width {
            memcpy(target + y0 * targetPitch, source + y0 * sourcePitch, (y1 - y0) * targetPitch)
        } else {
            for y in y0..<y1 {
                memcpy(target + y * targetPitch + x0 * 4, source + y * sourcePitch + x0 * 4, rowBytes)
            }
        }
        XShmPutImage(display, drawable, gc, image, Int32(x0), Int32(y0), Int32(x0), Int32(y0), UInt32(x1 - x0), UInt32(y1 - y0), 0)
        XFlush(display)
        pending = true
    }

    deinit {
        XShmDetach(display, segment)
        XSync(display, 0)
        image.pointee.data = nil
        Self.destroy(image)
        if !sharesSurface { shmdt(segment.pointee.shmaddr) }
        segment.deallocate()
        XFreeGC(display, gc)
        XCloseDisplay(display)
    }
}
