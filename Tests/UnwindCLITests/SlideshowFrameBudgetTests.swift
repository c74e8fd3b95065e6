import Foundation
import Testing
import UnwindTestSupport

/// A slow board in a real window (Xvfb): with a frame budget no frame can meet, the frame
/// times measured between presented frames reach the show, which drops blocks for a
/// crossfade and then cuts, each with one log line.
@Suite(.serialized, .enabled(if: XvfbServer.isAvailable, "needs Xvfb (apt-get install xvfb)"))
struct SlideshowFrameBudgetTests {
    @Test func transitionsThatMissTheBudgetGiveWayToCheaperOnes() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = try TemporaryTree()
        let report = folder.path + "/report.json"
        let show = try WindowedUnwind(
            [
                "slideshow", "Assets/photos", "--windowed", "--size", "320x180", "--interval", "1", "--order", "name", "--speedy",
                "--transitions", "blocks", "--frame-budget", "0.01", "--report", report,
            ], on: server)
        let deadline = Date().addingTimeInterval(60)
        while !show.log.contains("transition 'crossfade' missed the frame budget"), Date() < deadline, show.isRunning {
            Thread.sleep(forTimeInterval: 0.2)
        }
        Thread.sleep(forTimeInterval: 2.5)
        #expect(show.terminate() != nil, "log: \(show.log)")
        let lines = show.log.split(separator: "\n").filter { $0.contains("missed the frame budget") }
        #expect(lines.count == 2, "one line each for blocks and crossfade: \(lines)")
        #expect(
            lines.first?.contains("transition 'blocks' missed the frame budget on this device 3 times in a row") == true
                && lines.first?.hasSuffix("crossfade plays instead") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("the show cuts instead") == true, "\(lines)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        let played = json?["transitions"] as? [String] ?? []
        #expect(Array(played.prefix(6)) == ["blocks", "blocks", "blocks", "crossfade", "crossfade", "crossfade"], "\(played)")
        #expect(played.dropFirst(6).allSatisfy { $0 == "cut" } && played.count > 6, "then cuts: \(played)")
    }
}
