import Testing
import UnwindPhotos
import UnwindSlideshow

/// A report of a months-long run stays small: the lists keep the last entries, the counts
/// stay exact.
@Suite struct SlideshowReportTests {
    @Test func listsKeepTheLastEntriesAndCountsStayExact() {
        var report = SlideshowReport()
        let limit = SlideshowReport.historyLimit
        for i in 0..<(limit * 3 + 7) {
            report.noteShown([PhotoPath("/p/\(i).jpg")], at: Double(i))
            report.noteTransition(i.isMultiple(of: 2) ? "crossfade" : "cut", seconds: i.isMultiple(of: 2) ? 2 : 0)
            report.noteCycle(rss: i)
        }
        #expect(report.shownCount == limit * 3 + 7)
        #expect(report.transitionCount == limit * 3 + 7)
        #expect(report.cycleCount == limit * 3 + 7)
        #expect(report.shown.count == limit && report.shownAt.count == limit && report.transitions.count == limit && report.rssPerCycle.count == limit)
        #expect(report.shown.last == PhotoPath("/p/\(limit * 3 + 6).jpg"))
        #expect(report.shown.first == PhotoPath("/p/\(limit * 2 + 7).jpg"))
        #expect(report.shownAt.first == Double(limit * 2 + 7))
        #expect(report.rssPerCycle.last == limit * 3 + 6)
    }

    @Test func pairsCountBothPhotos() {
        var report = SlideshowReport()
        report.noteShown([PhotoPath("/a.jpg"), PhotoPath("/b.jpg")], at: 1)
        #expect(report.shownCount == 2 && report.shownAt == [1, 1])
    }
}
