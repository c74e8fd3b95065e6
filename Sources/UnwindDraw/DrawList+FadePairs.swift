/// Fading tiles paired with the photo under them, for a CPU renderer that draws a crossfade in
/// one pass. Blocks and spiral under Ken Burns stretch the new photo under every fading tile
/// of the old one and then the tile over it: two passes over those pixels, the frame written
/// and read back between them. Paired, each tile and the photo under it go in one.
extension DrawList {
    /// This frame with each translucent scaled quad that lies straight over an opaque scaled
    /// photo drawn again as a pair where it stands: `.clip(C)`, the photo, the quad,
    /// `.clip(nil)`, C being the pixels the quad writes. The photo itself is left as it was;
    /// `occluded` then takes C out of it, because the paired photo covers C
    /// (`clippedCover`), so those pixels are written once, by the pair.
    ///
    /// A quad is paired only when the same pixels come out: it and the photo are quads that
    /// `cutsScaled` says the CPU stretch draws (which writes exactly the pixels whose centres a
    /// quad covers, and only inside the clip), the photo is an opaque scaled quad
    /// (`isOpaqueScaled`) drawn with no clip in force and covering all of C, the quad is drawn
    /// with no clip in force, and the last thing drawn before it that touches C is the photo
    /// (text, whose extent is not known here, touches everything). Drawing the photo's part in
    /// C later than before changes nothing, since nothing drawn in between is there.
    /// - Complexity: O(n²) rectangle tests for n commands, in the worst case; tiles that do
    ///   not overlap find the photo under them after the tiles drawn since.
    public func pairingFades(in bounds: Rect, opaqueTextureSize: (TextureID) -> Size?, cutsScaled: (TexturedQuad) -> Bool) -> DrawList {
        var paired = DrawList(clearColor: clearColor)
        paired.reserveCapacity(commands.count)
        // Everything drawn so far, as whole-pixel rectangles holding it, and which of them are
        // photos a fade may pair with.
        var drawn: [(extent: Rect, photo: TexturedQuad?)] = []
        var clipping = false
        for command in commands {
            switch command {
            case .clip(let rect):
                clipping = rect != nil
            case .quad(let quad):
                let exact = cutsScaled(quad) ? quad.onCoveredPixels()?.destination.intersection(bounds) : nil
                if !clipping, let exact, !exact.isEmpty, quad.opacity > 0, quad.opacity < 1,
                    let under = drawn.last(where: { !$0.extent.intersection(exact).isEmpty }), let photo = under.photo,
                    photo.texture != quad.texture, under.extent.intersection(exact) == exact
                {
                    paired.append(.clip(exact))
                    paired.append(.quad(photo))
                    paired.append(command)
                    paired.append(.clip(nil))
                    drawn.append((exact, nil))
                    continue
                }
                let isPhoto = !clipping && exact.map { !$0.isEmpty } == true && quad.isOpaqueScaled(opaqueTextureSize)
                drawn.append((exact ?? command.extent(in: bounds) ?? bounds, isPhoto ? quad : nil))
            default:
                if let extent = command.extent(in: bounds) { drawn.append((extent, nil)) }
            }
            paired.append(command)
        }
        return paired
    }
}
