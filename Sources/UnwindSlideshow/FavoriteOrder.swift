import UnwindPhotos

/// Favourites in a cycle: in shuffle each favourite comes twice a cycle (its two turns half
/// a cycle apart, as `RecentOrder` spreads recent photos), so a household's best photos are
/// seen more often without the rest ever stopping; the `favorites` order shows every
/// favourite first, then the rest, each part shuffled.
public enum FavoriteOrder {
    /// How many times a favourite comes in a shuffled cycle.
    public static let copiesInShuffle = 2

    /// A shuffled cycle with each favourite `copiesInShuffle` times.
    public static func weighted(_ paths: [PhotoPath], favorites: Set<PhotoPath>, using generator: inout some RandomNumberGenerator) -> [PhotoPath] {
        RecentOrder.spread(paths, copies: paths.map { favorites.contains($0) ? copiesInShuffle : 1 }, using: &generator)
    }

    /// The favourites shuffled, then the rest shuffled.
    public static func favoritesFirst(_ paths: [PhotoPath], favorites: Set<PhotoPath>, using generator: inout some RandomNumberGenerator) -> [PhotoPath] {
        let first = paths.filter { favorites.contains($0) }.shuffled(using: &generator)
        let rest = paths.filter { !favorites.contains($0) }.shuffled(using: &generator)
        return first + rest
    }
}
