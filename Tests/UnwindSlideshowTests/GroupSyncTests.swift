import Testing
import UnwindSlideshow

/// `--sync GROUP`: frames that share a group name and interval agree on the photo and on the
/// moment it changes, whenever each of them started.
@Suite struct GroupSyncTests {
    let photos = (1...7).map { "/photos/img\($0).jpg" }

    @Test func seedDependsOnlyOnTheName() {
        #expect(GroupSync.seed(forGroup: "house") == GroupSync.seed(forGroup: "house"))
        #expect(GroupSync.seed(forGroup: "house") != GroupSync.seed(forGroup: "House"))
        #expect(GroupSync(group: "house", interval: 10).seed == GroupSync(group: "house", interval: 30).seed)
    }

    @Test func changesAreAlignedToWallClockMultiples() {
        let sync = GroupSync(group: "house", interval: 15)
        let t = 1_700_000_007.25
        #expect(sync.slot(at: t) == 113_333_333)
        #expect(sync.nextChange(after: t) == 1_700_000_010)
        #expect(sync.secondsUntilNextChange(at: t) == 2.75)
        // Exactly on a boundary the next change is a whole interval away.
        #expect(sync.nextChange(after: 1_700_000_010) == 1_700_000_025)
        #expect(sync.slot(at: -1) == -1, "floor, not truncation")
    }

    @Test func twoFramesStartedAtDifferentTimesShowTheSamePhotoAtTheSameTimes() {
        // Frame A starts at t0, frame B 47.3 s later (a reboot); each steps its own simulated
        // clock by 1/30 s and records what it shows; from B's start on they must agree.
        let t0 = 1_700_000_000.0
        let a = GroupSync(group: "living-room", interval: 10)
        let b = GroupSync(group: "living-room", interval: 10)
        var changesA: [Double] = []
        var changesB: [Double] = []
        var lastA: Int64?
        var lastB: Int64?
        for frame in 0..<(30 * 200) {
            let time = t0 + Double(frame) / 30
            let slotA = a.slot(at: time)
            if slotA != lastA { changesA.append(a.start(ofSlot: slotA)); lastA = slotA }
            guard time >= t0 + 47.3 else { continue }
            let slotB = b.slot(at: time)
            if slotB != lastB { changesB.append(b.start(ofSlot: slotB)); lastB = slotB }
            #expect(a.photo(forSlot: slotA, sortedPhotos: photos) == b.photo(forSlot: slotB, sortedPhotos: photos), "t = \(time)")
        }
        #expect(Array(changesA.suffix(changesB.count - 1)) == Array(changesB.dropFirst()), "same change moments")
    }

    @Test func everyPhotoOncePerCycleAndNoRepeatAcrossCycles() {
        let sync = GroupSync(group: "house", interval: 10)
        var previous: Int?
        for cycle in Int64(-3)..<Int64(40) {
            let indices = (0..<Int64(photos.count)).compactMap { sync.photoIndex(forSlot: cycle * Int64(photos.count) + $0, count: photos.count) }
            #expect(Set(indices) == Set(0..<photos.count), "cycle \(cycle) shows each photo once")
            if let previous { #expect(indices.first != previous, "cycle \(cycle) does not repeat the last photo") }
            previous = indices.last
        }
    }

    @Test func groupsShuffleDifferentlyAndFixedForever() {
        let house = GroupSync(group: "house", interval: 10)
        let office = GroupSync(group: "office", interval: 10)
        let slots = Int64(0)..<Int64(70)
        #expect(slots.map { house.photoIndex(forSlot: $0, count: 7) } != slots.map { office.photoIndex(forSlot: $0, count: 7) })
        // Pinned: a change here would desynchronise frames running different versions.
        #expect(slots.prefix(7).compactMap { house.photoIndex(forSlot: $0, count: 7) } == Self.pinnedHouseCycle)
    }

    static let pinnedHouseCycle = [3, 4, 1, 0, 6, 5, 2]

    @Test func smallAndEmptyListsAndTransitions() {
        let sync = GroupSync(group: "g", interval: 10)
        #expect(sync.photoIndex(forSlot: 5, count: 0) == nil)
        #expect(sync.photoIndex(forSlot: 5, count: 1) == 0)
        #expect((0..<4).map { sync.photoIndex(forSlot: Int64($0), count: 2) } == [0, 1, 0, 1])
        #expect(sync.transitionIndex(forSlot: -1, count: 3) == 2)
        #expect(sync.transitionIndex(forSlot: 7, count: 3) == 1)
    }
}
