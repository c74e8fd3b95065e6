import Foundation
import Testing
import UnwindLibrary
import UnwindTestSupport

/// `IndexHealth` reads an index without changing it: a missing one is "not built", a good one
/// is counted, a damaged one is named and left where it is for the show to rebuild.
@Suite struct IndexHealthTests {
    @Test func noStateDirectoryAndNoFileAreToldApart() throws {
        #expect(IndexHealth.inspect(stateDirectory: nil).state == .noStateDirectory)
        let fixture = try LibraryFixture()
        let health = IndexHealth.inspect(stateDirectory: fixture.state.path)
        #expect(health.state == .notBuilt && health.path == fixture.databasePath, "\(health)")
        #expect(!FileManager.default.fileExists(atPath: fixture.databasePath), "inspecting creates nothing")
    }

    @Test func aBuiltIndexIsCountedWithItsSkippedPhotos() throws {
        let fixture = try LibraryFixture()
        try fixture.jpeg("a.jpg", taken: "2020:01:01 12:00:00")
        try fixture.jpeg("b.jpg", taken: nil)
        _ = try fixture.photos.file("broken.jpg", [0xFF, 0xD8, 0xFF])
        do {
            let library = fixture.open()
            _ = library.refresh(roots: [fixture.root])
        }
        let health = IndexHealth.inspect(stateDirectory: fixture.state.path)
        #expect(health.state == .ok, "\(health)")
        #expect(health.photos == 3 && health.skipped == 1, "three rows, the broken one skipped: \(health)")
        #expect(health.bytes > 0)
    }

    @Test func aDamagedIndexIsNamedAndLeftInPlace() throws {
        let fixture = try LibraryFixture()
        let garbage = Data("not a database at all, only text where the index should be".utf8)
        try garbage.write(to: URL(fileURLWithPath: fixture.databasePath))
        let health = IndexHealth.inspect(stateDirectory: fixture.state.path)
        #expect(health.state == .damaged, "\(health)")
        #expect(health.detail?.isEmpty == false, "SQLite's reason is kept: \(health)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.databasePath)) == garbage, "the file is untouched")
        #expect(!FileManager.default.fileExists(atPath: fixture.databasePath + ".corrupt"), "nothing is moved aside")
    }
}
