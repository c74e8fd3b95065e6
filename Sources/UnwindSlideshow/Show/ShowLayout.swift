import UnwindDraw
import UnwindTransitions

/// Where a prepared slide goes on screen.
///
/// Composed frames (fill, the blurred backdrop, pairs) cover the view; a fitted photo on
/// black sits centred. With Ken Burns on, textures are prepared larger than their place by
/// the zoom amount and the layer shows a centred window of the place's size at rest: one
/// texel per pixel, so the software renderer copies instead of scaling.
public enum ShowLayout {
    /// How much larger than its place a photo is prepared for Ken Burns (1 without motion).
    public static func overscan(_ config: SlideshowConfig) -> Double {
        config.motion == .off ? 1 : 1 + config.motionZoom
    }

    /// The layer for a slide's texture of `size` in `bounds`.
    public static func layer(for slide: Slide, texture: TextureID, size: Size, bounds: Rect, config: SlideshowConfig) -> ImageLayer {
        let whole = size.rect
        let destination =
            config.fit == .fit && config.background == .black && !slide.isPair
            ? FitMode.fit.placement(of: size, in: bounds).destination
            : bounds
        guard config.motion != .off else { return ImageLayer(texture: texture, source: whole, destination: destination) }
        let overscan = Float(overscan(config))
        var w = whole.width / overscan, h = whole.height / overscan
        // Prepared for this place: show it one texel per pixel.
        if abs(w - destination.width) <= 2, abs(h - destination.height) <= 2, whole.width >= destination.width, whole.height >= destination.height {
            w = destination.width
            h = destination.height
        }
        let source = Rect(x: ((whole.width - w) / 2).rounded(), y: ((whole.height - h) / 2).rounded(), width: w, height: h)
        return ImageLayer(texture: texture, source: source, destination: destination, textureSize: size)
    }
}
