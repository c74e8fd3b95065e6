import Foundation
import Testing
import UnwindLibrary
import UnwindPhotos

/// Hidden photos and favourites are kept in the index across restarts, and nothing is
/// written to the photo folder.
@Suite struct PhotoLibraryCurationTests {
    @Test func hiddenAndFavoritesOutliveARestart() throws {
        let fixture = try LibraryFixture()
        let a = try fixture.jpeg("a.jpg", taken: nil)
        let b = try fixture.jpeg("b.jpg", taken: nil)
        let c = try fixture.jpeg("c.jpg", taken: nil)
        let before = try FileManager.default.contentsOfDirectory(atPath: fixture.photos.path).sorted()
        do {
            let library = fixture.open(watching: false)
            library.refresh(roots: [fixture.root])
            library.hide(a)
            library.setFavorite(b, true)
            library.setFavorite(c, true)
            library.setFavorite(c, false)
        }
        let reopened = fixture.open(watching: false)
        let curation = reopened.curation()
        #expect(curation.hidden == [a])
        #expect(curation.favorites == [b], "a mark taken away stays away")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.photos.path).sorted() == before, "the photo folder is untouched")
    }

    @Test func aHiddenPhotoStaysHiddenWhenItsFolderGoesAndComesBack() throws {
        let fixture = try LibraryFixture()
        let a = try fixture.jpeg("trip/a.jpg", taken: nil)
        let library = fixture.open(watching: false)
        library.refresh(roots: [fixture.root])
        library.hide(a)
        try FileManager.default.removeItem(atPath: fixture.photos.path + "/trip")
        library.refresh(roots: [fixture.root])
        try fixture.jpeg("trip/a.jpg", taken: nil)
        library.refresh(roots: [fixture.root])
        #expect(library.curation().hidden == [a])
    }
}
