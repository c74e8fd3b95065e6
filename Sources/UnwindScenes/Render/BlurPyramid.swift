import UnwindPlatform
import UnwindTransitions

/// Prepares the pre-blurred copies a blur transition cross-fades between, for an image
/// about to be shown: the work is done once per image, never per frame.
public enum BlurPyramid {
    /// Radii of the levels: doubling steps keep the cross-fade between neighbours close to
    /// a true blur of the radius in between, and 32 px covers the `blur` transition's 24.
    public static let standardRadii: [Double] = [2, 4, 8, 16, 32]

    /// Uploads one blurred copy of `surface` per radius; the caller releases the textures
    /// with the image's own.
    public static func levels(for surface: Surface, textures: TextureStore, radii: [Double] = standardRadii) throws -> [BlurLevel] {
        try radii.sorted().map { radius in
            let (blurred, scale) = try surface.blurred(sigma: radius)
            return BlurLevel(radius: radius, texture: try textures.upload(blurred), scale: scale)
        }
    }

    /// `layer` with blur levels made from `surface` when `transition` blurs, unchanged otherwise.
    public static func prepare(_ layer: ImageLayer, surface: Surface, for transition: any Transition, textures: TextureStore) throws -> ImageLayer {
        guard let composable = transition as? ComposableTransition, composable.maxBlur > 0 else { return layer }
        var prepared = layer
        prepared.blurLevels = try levels(for: surface, textures: textures, radii: BlurLevel.radii(forMaxBlur: composable.maxBlur, from: standardRadii))
        return prepared
    }
}
