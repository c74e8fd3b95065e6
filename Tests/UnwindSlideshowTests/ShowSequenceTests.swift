import Testing
import UnwindPhotos
import UnwindSlideshow

/// Portrait pairs decided as the show reaches them: both portrait, not already taken,
/// never across a cycle, the same pairs going back and forth.
@Suite struct ShowSequenceTests {
    static let photos: [PhotoPath] = ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg", "f.jpg", "g.jpg"]

    /// A name-ordered sequence with pairing on and every shape known.
    static func sequence(portraits: Set<PhotoPath>, photos: [PhotoPath] = photos) -> ShowSequence {
        var sequence = ShowSequence(playlist: Playlist(photos: photos, order: .name, seed: 1), pairing: true)
        for photo in photos { sequence.learn(portraits.contains(photo) ? .portrait : .landscape, of: photo) }
        return sequence
    }

    static func names(_ slide: Slide?) -> String {
        slide?.photos.map { String($0.description.dropLast(4)) }.joined(separator: "+") ?? "-"
    }

    @Test func consecutivePortraitsPairAndLandscapesStaySingle() {
        var sequence = Self.sequence(portraits: ["a.jpg", "b.jpg", "c.jpg", "e.jpg", "f.jpg"])
        let slides = (0..<6).map { _ in Self.names(sequence.advance(.forward).slide) }
        // a+b pair; c has no portrait partner (d is landscape); e+f pair; g alone; the cycle
        // ends with g, so the next cycle starts again with a+b.
        #expect(slides == ["a+b", "c", "d", "e+f", "g", "a+b"], "got \(slides)")
    }

    @Test func goingBackShowsTheSamePairs() {
        var sequence = Self.sequence(portraits: ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"])
        let forward = (0..<3).map { _ in Self.names(sequence.advance(.forward).slide) }
        #expect(forward == ["a+b", "c+d", "e"], "forward: \(forward)")
        let back = (0..<2).map { _ in Self.names(sequence.advance(.backward).slide) }
        #expect(back == ["c+d", "a+b"], "back: \(back)")
        let again = (0..<2).map { _ in Self.names(sequence.advance(.forward).slide) }
        #expect(again == ["c+d", "e"], "forward again: \(again)")
    }

    @Test func backwardFromAnUnvisitedPlacePairsBackwards() {
        var sequence = Self.sequence(portraits: ["e.jpg", "f.jpg", "g.jpg"])
        #expect(Self.names(sequence.advance(.forward).slide) == "a")
        // Back from the first photo wraps to the end: g pairs with f (going back), e stays alone.
        let back = (0..<3).map { _ in Self.names(sequence.advance(.backward).slide) }
        #expect(back == ["f+g", "e", "d"], "back: \(back)")
        let forward = (0..<2).map { _ in Self.names(sequence.advance(.forward).slide) }
        #expect(forward == ["e", "f+g"], "the pair made going back holds going forward: \(forward)")
    }

    @Test func peekAgreesWithAdvance() {
        var sequence = Self.sequence(portraits: ["b.jpg", "c.jpg", "f.jpg", "g.jpg"])
        for _ in 0..<20 {
            let peeked = sequence.peek(.forward)
            #expect(sequence.advance(.forward) == peeked)
        }
        for _ in 0..<20 {
            let peeked = sequence.peek(.backward)
            #expect(sequence.advance(.backward) == peeked)
        }
    }

    @Test func unknownShapesAreAskedForAndNothingMoves() {
        var sequence = ShowSequence(playlist: Playlist(photos: Self.photos, order: .name, seed: 1), pairing: true)
        #expect(sequence.advance(.forward) == .needsShapes(["a.jpg", "b.jpg"]))
        #expect(sequence.current == nil, "the sequence waits for the shapes")
        sequence.learn(.landscape, of: "a.jpg")
        #expect(sequence.advance(.forward) == .slide(Slide("a.jpg")), "a landscape photo needs no partner's shape")
        sequence.learn(.portrait, of: "b.jpg")
        #expect(sequence.advance(.forward) == .needsShapes(["c.jpg"]))
    }

    @Test func pairsNeverSpanTwoCycles() {
        var sequence = Self.sequence(portraits: Set(Self.photos))
        let slides = (0..<5).map { _ in Self.names(sequence.advance(.forward).slide) }
        #expect(slides == ["a+b", "c+d", "e+f", "g", "a+b"], "g ends the cycle alone: \(slides)")
    }

    @Test func shuffledPairsAreTheSameForTheSameSeed() {
        func run(_ seed: UInt64) -> [String] {
            let photos = (1...20).map { PhotoPath("p\($0).jpg") }
            var sequence = ShowSequence(playlist: Playlist(photos: photos, order: .shuffle, seed: seed), pairing: true)
            for (i, photo) in photos.enumerated() { sequence.learn(i % 3 == 0 ? .landscape : .portrait, of: photo) }
            return (0..<40).map { _ in Self.names(sequence.advance(.forward).slide) }
        }
        #expect(run(7) == run(7))
        #expect(run(7) != run(8))
        #expect(run(7).contains { $0.contains("+") }, "some pairs are made: \(run(7))")
    }

    @Test func pairingOffShowsEveryPhotoAlone() {
        var sequence = Self.sequence(portraits: Set(Self.photos))
        sequence.pairing = false
        let slides = (0..<3).map { _ in Self.names(sequence.advance(.forward).slide) }
        #expect(slides == ["a", "b", "c"])
    }

    @Test func aFailedPartnerLeavesItsPhotoToBeShownAlone() {
        var sequence = Self.sequence(portraits: ["a.jpg", "b.jpg", "c.jpg"])
        #expect(Self.names(sequence.advance(.forward).slide) == "a+b")
        sequence.remove(["b.jpg"])
        #expect(Self.names(sequence.current) == "a", "the pair is undone")
        #expect(Self.names(sequence.reformCurrent().slide) == "a+c", "a pairs with the next portrait")
    }
}
