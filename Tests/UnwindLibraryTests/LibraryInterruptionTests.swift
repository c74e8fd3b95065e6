import Foundation
import Testing
import UnwindPhotos
import UnwindSync
import UnwindTestSupport

@testable import UnwindLibrary

/// A first build stopped part-way (SIGTERM, a full disk) resumes where it stopped: a folder
/// counts as listed only with its subfolders known, so none is lost for good.
@Suite struct LibraryInterruptionTests {
    struct Stop: Error {}

    @Test(arguments: [1, 2, 4])
    func aBuildStoppedAfterSomeFoldersFindsTheRestNextRun(folders: Int) throws {
        let fixture = try LibraryFixture()
        var all: Set<PhotoPath> = [try fixture.jpeg("top.jpg", taken: nil)]
        for f in 0..<3 {
            for i in 0..<2 { all.insert(try fixture.jpeg("f\(f)/p\(i).jpg", taken: nil)) }
            all.insert(try fixture.jpeg("f\(f)/deeper/q.jpg", taken: nil))
        }
        // Old stamps: nothing is "racy", so an unchanged folder is trusted and not listed.
        try fixture.age()
        do {
            let library = fixture.open(watching: false)
            let written = Locked(0)
            let stopped = library.refresh(roots: [fixture.root], excluding: []) { _ in
                let count = written.withLock { value in
                    value += 1
                    return value
                }
                if count >= folders { throw Stop() }
            }
            #expect(stopped.failure?.contains("Stop") == true, "the refresh says it did not finish: \(String(describing: stopped.failure))")
        }
        // A new process, as after a restart.
        let library = fixture.open(watching: false)
        let changes = library.refresh(roots: [fixture.root])
        #expect(Set(library.records().map(\.path)) == all, "missing: \(all.subtracting(library.records().map(\.path)).sorted())")
        #expect(changes.foldersListed > 0)
        let again = library.refresh(roots: [fixture.root])
        #expect(again.foldersListed == 0, "complete now: nothing left to list")
    }
}

/// A refresh asked to stop (SIGTERM to `unwind library`, a show leaving) ends between
/// folders, says so without calling it a failure, and the next one lists the rest.
@Suite struct LibraryStopTests {
    @Test func aStopEndsTheRefreshBetweenFoldersAndTheNextCarriesOn() throws {
        let fixture = try LibraryFixture()
        var all: Set<PhotoPath> = []
        for f in 0..<6 {
            for i in 0..<3 { all.insert(try fixture.jpeg("f\(f)/p\(i).jpg", taken: nil)) }
        }
        try fixture.age()
        let listed = Locked(0)
        do {
            let library = fixture.open(watching: false)
            let stopped = library.refresh(
                roots: [fixture.root], excluding: [],
                afterFolder: { _ in listed.withLock { $0 += 1 } },
                stop: RefreshStop { listed.value >= 3 })
            #expect(stopped.stopped && stopped.failure == nil, "stopped, not failed: \(String(describing: stopped.failure))")
            #expect(stopped.foldersListed == 3, "the walk ended after the third folder: \(stopped.foldersListed)")
            #expect(library.records().count == 6, "two photo folders of three, committed")
        }
        let library = fixture.open(watching: false)
        let rest = library.refresh(roots: [fixture.root])
        #expect(!rest.stopped)
        #expect(Set(library.records().map(\.path)) == all)
        #expect(rest.added.count == 12, "exactly the photos not reached: \(rest.added.count)")
    }
}
