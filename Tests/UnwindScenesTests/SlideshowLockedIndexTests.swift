import Foundation
import GRDB
import Testing
import UnwindDraw
import UnwindLibrary
import UnwindPhotos
import UnwindScenes
import UnwindSlideshow

/// An index another process holds locked never keeps the screen black: the show starts at
/// once from a scan into memory, and takes the index over at the first rescan after the
/// lock is gone, going on from the photo on screen (no jump back) and keeping what was
/// hidden and marked from the sofa, before and during the lock.
@Suite(.serialized) struct SlideshowLockedIndexTests {
    static let names = ["a", "b", "c", "d", "e", "f"]
    static let colors = [Color(255, 0, 0), Color(0, 255, 0), Color(0, 0, 255), Color(255, 255, 0), Color(255, 0, 255), Color(0, 255, 255)]

    @Test func aLockedIndexShowsTheFirstPhotoAtOnceAndIsTakenOverWithoutAJumpBack() throws {
        let photos = try SlideshowTestSupport.folder()
        let state = try SlideshowTestSupport.folder()
        defer {
            try? FileManager.default.removeItem(atPath: photos)
            try? FileManager.default.removeItem(atPath: state)
        }
        var paths: [PhotoPath] = []
        for (name, color) in zip(Self.names, Self.colors) {
            try SlideshowTestSupport.photo("\(photos)/\(name).png", color)
            paths.append(PhotoPath("\(photos)/\(name).png"))
        }
        // An earlier run indexed the folder, hid "e" and marked "b" a favourite.
        do {
            let earlier = PhotoLibrary.open(stateDirectory: state)
            #expect(earlier.refresh(roots: [PhotoPath(photos)]).added.count == 6)
            earlier.hide(paths[4])
            earlier.setFavorite(paths[1], true)
        }
        // Another program holds the index locked: an exclusive lock kept after its write
        // (`locking_mode = EXCLUSIVE`), so the show can neither read nor write it.
        let holder = try DatabaseQueue(path: state + "/" + PhotoLibrary.fileName)
        try holder.writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "UPDATE photo SET shown_count = shown_count + 1")
        }
        // A busy timeout of ten minutes: a start that waited for the lock would hang here
        // (the show used to wait the whole 5 s timeout before starting from memory).
        let library = PhotoLibrary.openForShow(stateDirectory: state, busyTimeout: 600)
        #expect(library.standsInForLockedIndex, "a memory index stands in: \(library.storage)")
        var config = SlideshowTestSupport.config(interval: 2)
        config.rescanInterval = 2
        let start = SlideshowStart.load(library: library, roots: [photos], settings: config)
        #expect(!start.fromIndex && start.scan.photos.count == 6, "the show starts from a scan: \(start.summary)")
        let worker = LibraryWorker(library: library)
        let scene = SlideshowScene(roots: [photos], config: config, start: start, worker: worker)

        var firstPhotoFrame: Int?
        var seen: [PhotoPath] = []
        var favoured: PhotoPath?
        var hidden: PhotoPath?
        var released = false
        var takenOverAt: Int?
        try SlideshowTestSupport.run(scene, frames: 30 * 7 + 15) { frame, renderer in
            if firstPhotoFrame == nil, try renderer.readPixels()[32, 24] == Self.colors[0] { firstPhotoFrame = frame }
            if let current = scene.currentPath, seen.last != current { seen.append(current) }
            // From the sofa while the index is locked: a favourite, then a photo hidden.
            if frame == 8 {
                favoured = scene.currentPath
                scene.session.send(.favoriteCurrent(true))
            }
            if frame == 75 {
                hidden = scene.currentPath
                scene.session.send(.hideCurrent)
            }
            // The other program lets go after 3 s of show time (the rescan at 2 s found the
            // index still locked); the rescan at 4 s takes over.
            if frame == 90, !released {
                try holder.close()
                released = true
            }
            if takenOverAt == nil, !library.standsInForLockedIndex { takenOverAt = frame }
        }
        worker.finish()
        if !released { try holder.close() }

        // Counted in frames of simulated time (30 a second), not wall time.
        let first = try #require(firstPhotoFrame, "the first photo was never drawn")
        #expect(first <= 3, "the first photo is on screen by frame \(first) while the index is locked")
        #expect(favoured == paths[0] && hidden == paths[1], "favoured \(String(describing: favoured)), hidden \(String(describing: hidden))")
        let takeover = try #require(takenOverAt, "the index was never taken over: \(library.storage)")
        #expect(takeover >= 90 && takeover <= 125, "taken over at the first rescan after the lock went (frame \(takeover))")
        #expect(library.storage == .file(path: state + "/" + PhotoLibrary.fileName))
        // On from the photo on screen, in name order: never back to the first, and never "e"
        // (hidden by the earlier run, learned at the takeover).
        let names = seen.map { ($0.description as NSString).lastPathComponent }
        #expect(names.first == "a.png" && !names.dropFirst().contains("a.png"), "no jump back to the first photo: \(names)")
        #expect(names == names.sorted(), "the name order goes on: \(names)")
        #expect(!names.contains("e.png"), "the index's hidden photo leaves the show: \(names)")
        #expect(names.count >= 4, "the show went on after the takeover: \(names)")

        // The index file holds both runs' decisions.
        let reopened = PhotoLibrary.open(stateDirectory: state)
        let curation = reopened.curation()
        #expect(curation.hidden == [paths[1], paths[4]], "hidden: \(curation.hidden)")
        #expect(curation.favorites == [paths[0], paths[1]], "favourites: \(curation.favorites)")
    }
}
