import Foundation
import GRDB
import UnwindPhotos

/// What the household decided from the sofa: photos hidden for good and favourites, kept
/// in the index by path (the `curation` table), never in the photo folders.
extension PhotoLibrary {
    /// The hidden photos and the favourites, for a show to start with.
    public struct Curation: Equatable, Sendable {
        /// Photos never to be shown again.
        public var hidden: Set<PhotoPath> = []
        /// Photos shown more often (see `FavoriteOrder`).
        public var favorites: Set<PhotoPath> = []

        /// Nothing hidden, no favourites.
        public init(hidden: Set<PhotoPath> = [], favorites: Set<PhotoPath> = []) {
            self.hidden = hidden
            self.favorites = favorites
        }
    }

    /// Hides a photo: it is left out of every show from now on, across restarts (a write
    /// that fails is kept and made at the next refresh).
    public func hide(_ path: PhotoPath) {
        record(.hide(path))
    }

    /// Marks a photo as a favourite, or takes the mark away (kept like `hide` on failure).
    public func setFavorite(_ path: PhotoPath, _ on: Bool) {
        record(.favorite(path, on))
    }

    /// Every hidden photo and favourite.
    public func curation() -> Curation {
        perform("reading hidden photos and favourites", fallback: Curation()) { database, _ in
            try database.read { db in
                var curation = Curation()
                for row in try Row.fetchAll(db, sql: "SELECT path, hidden, favorite FROM curation WHERE hidden = 1 OR favorite = 1") {
                    let path: PhotoPath = row.path(at: 0)
                    if row[1] as Int == 1 { curation.hidden.insert(path) }
                    if row[2] as Int == 1 { curation.favorites.insert(path) }
                }
                return curation
            }
        }
    }
}
