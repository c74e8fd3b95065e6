import Foundation
import Testing
import UnwindLibrary
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport

@testable import UnwindScenes

/// The show's side of the index joins the network feeds' news: what a feed downloaded or
/// dropped reaches the show with the index's next refresh, or on its own between refreshes
/// (carrying the roots the last refresh found missing, so the show neither forgets nor
/// re-announces them), and what came on screen is noted to the feeds.
@Suite struct LibraryFeedTests {
    /// A feed whose news a test sets (the real one, `WebDAVFeed`, is tested against rclone).
    final class NewsFeed: PhotoFeed, @unchecked Sendable {
        var news: PhotoChanges?
        var shown: [PhotoPath] = []
        var current: [PhotoRecord] { [] }
        func take() -> PhotoChanges? {
            defer { news = nil }
            return news
        }
        func noteShown(_ path: PhotoPath) { shown.append(path) }
        func wantsDisplayCopy(of path: PhotoPath) -> Bool { false }
        func keepDisplayCopy(_ jpeg: [UInt8], size: MediaSize, of path: PhotoPath) {}
        func displayCopyTooSmall(_ path: PhotoPath) {}
    }

    @Test func feedNewsJoinTheIndexsChangesAndKeepMissingRoots() throws {
        let tree = try TemporaryTree()
        let gone = PhotoPath(tree.path + "/unplugged")
        let feed = LibraryFeed(worker: LibraryWorker(library: .inMemory(reason: "test")), roots: [gone], excluded: [])
        let network = NewsFeed()
        feed.photoFeeds = [network]
        let cached = PhotoPath(tree.path + "/cache/a.jpg")
        network.news = PhotoChanges(added: [PhotoRecord(path: cached)])
        let refreshed = feed.refreshNow()
        #expect(refreshed.added.map(\.path) == [cached], "joined to the refresh: \(refreshed)")
        #expect(refreshed.missing.map(\.path) == [gone], "the refresh found the root missing: \(refreshed.missing)")
        #expect(feed.take() == nil, "nothing new")

        network.news = PhotoChanges(removed: [cached])
        let between = feed.take()
        #expect(between?.removed == [cached], "\(String(describing: between))")
        #expect(between?.missing.map(\.path) == [gone], "the missing root stays missing between refreshes")

        feed.note(.shown([cached], place: SavedCycle(order: .name, cycle: [cached], position: 0)))
        #expect(network.shown == [cached])
    }
}
