import Foundation
import GRDB
import Logging
import Testing
import UnwindPhotos
import UnwindSync
import UnwindTestSupport

@testable import UnwindLibrary

/// Damage to the index is one warning, whenever it is found: at the start, or while the
/// show runs (the hourly check), never a second line for the same damage.
@Suite struct LibraryDamageLogTests {
    /// A logger whose lines the test reads.
    struct Collected: LogHandler {
        let lines: Locked<[String]>
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {
            lines.withLock { $0.append("\(level) \(message)") }
        }
    }

    static func logger() -> (Logger, Locked<[String]>) {
        let lines = Locked<[String]>([])
        return (Logger(label: "test") { _ in Collected(lines: lines) }, lines)
    }

    @Test func damageFoundWhileTheShowRunsIsOneWarning() throws {
        let fixture = try LibraryFixture()
        try fixture.severalPagesOfPhotos()
        let (logger, lines) = Self.logger()
        let library = PhotoLibrary.open(stateDirectory: fixture.state.path, logger: logger)
        #expect(library.refresh(roots: [fixture.root]).added.count == 300)
        try fixture.damageAPage()
        #expect(!library.checkIntegrity())
        // Before: "checking failed: …; rebuilding it" and then "… moved to …; building a new one".
        let warnings = lines.value.filter { $0.hasPrefix("warning") }
        #expect(warnings.count == 1, "one line for one damage: \(warnings)")
        #expect(warnings.first?.contains("is damaged") == true && warnings.first?.contains(".corrupt") == true, "\(warnings)")
    }

    @Test func aDamagedIndexAtTheStartIsOneWarningAndAFreshIndex() throws {
        let fixture = try LibraryFixture()
        try fixture.jpeg("a.jpg", taken: nil)
        try Data(repeating: 0x5A, count: 10_000).write(to: URL(fileURLWithPath: fixture.databasePath))
        let (logger, lines) = Self.logger()
        let library = PhotoLibrary.openForShow(stateDirectory: fixture.state.path, logger: logger)
        #expect(library.storage == .file(path: fixture.databasePath))
        #expect(library.records().isEmpty, "nothing to start from: the show scans")
        let warnings = lines.value.filter { $0.hasPrefix("warning") }
        #expect(warnings.count == 1 && warnings.first?.contains("is damaged") == true, "\(warnings)")
    }

    /// The running show's side: its worker checks the index when the interval is due (an
    /// hour; at once here) before a refresh, and the damage is one warning and a rebuild.
    @Test func theShowsWorkerFindsDamageAtItsCheckAndRebuilds() throws {
        let fixture = try LibraryFixture()
        try fixture.severalPagesOfPhotos()
        let (logger, lines) = Self.logger()
        let library = PhotoLibrary.open(stateDirectory: fixture.state.path, logger: logger)
        #expect(library.refresh(roots: [fixture.root]).added.count == 300)
        try fixture.damageAPage()
        let worker = LibraryWorker(library: library, stop: { false }, integrityInterval: .zero)
        worker.refresh(roots: [fixture.root])
        worker.finish()
        #expect(FileManager.default.fileExists(atPath: fixture.databasePath + ".corrupt"), "found and moved aside")
        #expect(worker.takeChanges()?.added.count == 300, "rebuilt from the folders in the same refresh")
        let warnings = lines.value.filter { $0.hasPrefix("warning") }
        #expect(warnings.count == 1 && warnings.first?.contains("is damaged") == true, "\(warnings)")
    }
}
