import Testing
import UnwindPhotos
import UnwindSlideshow

@Suite struct PlaylistTests {
    let photos = (1...12).map { PhotoPath("p\($0).jpg") }

    @Test func nameOrderLoops() {
        var list = Playlist(photos: ["b10", "b2", "b1"], order: .name, seed: 1)
        let shown = (0..<7).compactMap { _ in list.advance(.forward) }
        #expect(shown == ["b1", "b2", "b10", "b1", "b2", "b10", "b1"], "got \(shown)")
        #expect(list.advance(.backward) == "b10", "back across the cycle boundary returns to the last photo shown")
    }

    @Test(arguments: [0, 1, 7, 42, 9999] as [UInt64])
    func shuffleShowsEachOncePerCycleNeverTwiceInARow(seed: UInt64) {
        var list = Playlist(photos: photos, order: .shuffle, seed: seed)
        var previous: PhotoPath?
        var cycles: [[PhotoPath]] = []
        for _ in 0..<50 {
            var cycle: [PhotoPath] = []
            for _ in photos {
                let photo = list.advance(.forward)
                #expect(photo != nil)
                #expect(photo != previous, "seed \(seed): \(photo ?? "-") twice in a row")
                previous = photo
                cycle.append(photo ?? "")
            }
            #expect(cycle.sorted() == photos.sorted(), "seed \(seed): each photo once per cycle, got \(cycle)")
            cycles.append(cycle)
        }
        #expect(
            Set(cycles.map { $0.map(\.description).joined(separator: ",") }).count > 40,
            "cycles are reshuffled: \(Set(cycles.map { $0.map(\.description).joined() }).count) distinct of 50")
    }

    @Test func sameSeedSameShow() {
        var a = Playlist(photos: photos, order: .shuffle, seed: 5)
        var b = Playlist(photos: photos, order: .shuffle, seed: 5)
        var c = Playlist(photos: photos, order: .shuffle, seed: 6)
        let sa = (0..<30).map { _ in a.advance(.forward) }, sb = (0..<30).map { _ in b.advance(.forward) }
        let sc = (0..<30).map { _ in c.advance(.forward) }
        #expect(sa == sb)
        #expect(sa != sc)
    }

    @Test func twoPhotosAlternateAcrossCycles() {
        var list = Playlist(photos: ["a", "b"], order: .shuffle, seed: 3)
        var last: PhotoPath?
        for _ in 0..<100 {
            let next = list.advance(.forward)
            #expect(next != last, "with two photos every change alternates, got \(next ?? "-") twice")
            last = next
        }
    }

    @Test func peekAgreesWithAdvanceBothWays() {
        var list = Playlist(photos: photos, order: .shuffle, seed: 11)
        for step in 0..<60 {
            let direction: Playlist.Step = step % 5 == 4 ? .backward : .forward
            let peeked = list.peek(direction)
            let moved = list.advance(direction)
            #expect(peeked == moved, "step \(step) \(direction): peek \(peeked ?? "-") vs advance \(moved ?? "-")")
        }
    }

    @Test func backAndForthReturnsToTheSamePhotos() {
        var list = Playlist(photos: photos, order: .shuffle, seed: 2)
        let forward = (0..<15).compactMap { _ in list.advance(.forward) }
        let back = (0..<14).compactMap { _ in list.advance(.backward) }
        #expect(back == Array(forward.reversed().dropFirst()), "stepping back retraces the show: \(forward) vs \(back)")
    }

    @Test func rescanRemovesAndAddsWithoutRestarting() {
        var list = Playlist(photos: ["a1", "a2", "a3", "a4"], order: .name, seed: 0)
        list.advance(.forward)
        list.advance(.forward)
        #expect(list.current == "a2")
        let changes = list.update(photos: ["a1", "a2", "a4", "a10", "a3b"])
        #expect(changes.removed == ["a3"], "removed: \(changes.removed)")
        #expect(Set(changes.added) == ["a10", "a3b"], "added: \(changes.added)")
        #expect(list.current == "a2", "the photo on screen stays current")
        let rest = (0..<4).compactMap { _ in list.advance(.forward) }
        #expect(rest == ["a3b", "a4", "a10", "a1"], "natural order continues with new files in place: \(rest)")
    }

    @Test func removingTheCurrentPhotoMovesToTheFollowingOne() {
        var list = Playlist(photos: ["a", "b", "c"], order: .name, seed: 0)
        list.advance(.forward)
        list.advance(.forward)
        list.remove(["b"])
        #expect(list.advance(.forward) == "c")
        list.remove(["a", "c"])
        #expect(list.isEmpty)
        #expect(list.advance(.forward) == nil)
    }

    @Test func shuffleAddsNewPhotosToTheRestOfTheCycle() {
        var list = Playlist(photos: photos, order: .shuffle, seed: 4)
        let first = (0..<5).compactMap { _ in list.advance(.forward) }
        list.update(photos: photos + ["new1", "new2"])
        let rest = (0..<(photos.count + 2 - 5)).compactMap { _ in list.advance(.forward) }
        #expect(Set(first + rest) == Set(photos + ["new1", "new2"]), "the cycle finishes with every photo once, new ones included")
        #expect(first.count + rest.count == photos.count + 2)
    }
}
