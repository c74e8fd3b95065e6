import Testing
import UnwindMedia
import UnwindPhotos
import UnwindRandom

@testable import UnwindSlideshow

/// The `date`, `date-desc`, `on-this-day` and `recent` orders, and the memory caption.
@Suite struct DateOrdersTests {
    static func record(_ path: String, _ taken: String?) -> PhotoRecord {
        PhotoRecord(path: PhotoPath(path), taken: taken.flatMap(PhotoDate.init(exif:)))
    }

    static let today = CalendarDay(year: 2024, month: 6, day: 1)

    @Test func dateOrderIsOldestFirstWithBurstsByNameAndUndatedLast() {
        let records = [
            Self.record("b/img10.jpg", "2020:01:01 10:00:00"), Self.record("b/img2.jpg", "2020:01:01 10:00:00"),
            Self.record("scan2.png", nil), Self.record("a.jpg", "2019:05:05 05:05:05"), Self.record("scan10.png", nil),
            Self.record("c.jpg", "2021:01:01 00:00:00"),
        ]
        #expect(DateOrder.cycle(records, newestFirst: false) == ["a.jpg", "b/img2.jpg", "b/img10.jpg", "c.jpg", "scan2.png", "scan10.png"])
        #expect(DateOrder.cycle(records, newestFirst: true) == ["c.jpg", "b/img2.jpg", "b/img10.jpg", "a.jpg", "scan2.png", "scan10.png"])
    }

    @Test func onThisDayShowsEarlierYearsOfTodayFirstNewestYearFirstThenTheRestOnce() throws {
        let today = try #require(Self.today)
        var records = [
            Self.record("2019-b.jpg", "2019:06:01 18:00:00"), Self.record("2019-a.jpg", "2019:06:01 09:00:00"),
            Self.record("2023.jpg", "2023:06:01 12:00:00"), Self.record("today.jpg", "2024:06:01 08:00:00"),
            Self.record("yesterday.jpg", "2023:05:31 12:00:00"), Self.record("undated.jpg", nil),
        ]
        for i in 0..<20 { records.append(Self.record("other\(i).jpg", "2010:0\(1 + i % 5):1\(i % 9) 12:00:00")) }
        var generator = SplitMix64(seed: 4)
        let cycle = OnThisDayOrder.cycle(records, today: today, using: &generator)
        #expect(Array(cycle.prefix(3)) == ["2023.jpg", "2019-a.jpg", "2019-b.jpg"], "memories first: \(cycle.prefix(4))")
        #expect(cycle.sorted() == records.map(\.path).sorted(), "every photo once")
        #expect(!cycle.prefix(3).contains("today.jpg"), "a photo from today is not a memory")
    }

    @Test func leapDayPhotosAreRememberedOnTheTwentyEighthOfCommonYears() throws {
        let leap = try #require(PhotoDate(exif: "2020:02:29 12:00:00"))
        #expect(OnThisDayOrder.isMemory(leap, today: try #require(CalendarDay(year: 2023, month: 2, day: 28))))
        #expect(!OnThisDayOrder.isMemory(leap, today: try #require(CalendarDay(year: 2024, month: 2, day: 28))), "in a leap year, on the 29th")
        #expect(OnThisDayOrder.isMemory(leap, today: try #require(CalendarDay(year: 2024, month: 2, day: 29))))
    }

    @Test func captionsSayHowManyYearsAgo() throws {
        let today = try #require(Self.today)
        #expect(MemoryCaption(taken: try #require(PhotoDate(exif: "2021:06:01 10:00:00")), today: today)?.description == "3 years ago today")
        #expect(MemoryCaption(taken: try #require(PhotoDate(exif: "2023:06:01 10:00:00")), today: today)?.description == "1 year ago today")
        #expect(MemoryCaption(taken: try #require(PhotoDate(exif: "2023:06:02 10:00:00")), today: today) == nil, "another day")
        #expect(MemoryCaption(taken: try #require(PhotoDate(exif: "2024:06:01 07:00:00")), today: today) == nil, "this year")
        #expect(MemoryCaption(taken: try #require(PhotoDate(exif: "2021:06:01 10:00:00")), today: today)?.years == 3)
    }

    @Test func recentPhotosComeRoundMoreOftenButNeverTwiceInARow() throws {
        let today = try #require(Self.today)
        var records: [PhotoRecord] = []
        records.append(Self.record("new.jpg", "2024:05:30 10:00:00"))  // 2 days old: newest half of 30 days
        records.append(Self.record("month.jpg", "2024:05:10 10:00:00"))  // 22 days: older half
        records.append(Self.record("future.jpg", "2025:01:01 10:00:00"))  // a camera clock set wrong
        for i in 0..<30 { records.append(Self.record("old\(i).jpg", "2015:01:01 10:00:00")) }
        for seed in [1, 2, 3, 99] as [UInt64] {
            var generator = SplitMix64(seed: seed)
            let cycle = RecentOrder.cycle(records, today: today, days: 30, using: &generator)
            let count = { (name: PhotoPath) in cycle.filter { $0 == name }.count }
            #expect(count("new.jpg") == 3 && count("month.jpg") == 2 && count("future.jpg") == 1 && count("old7.jpg") == 1, "seed \(seed): \(cycle)")
            #expect(cycle.count == 33 + 3, "every photo at least once, recent ones again")
            #expect(!zip(cycle, cycle.dropFirst()).contains { $0 == $1 }, "seed \(seed): no photo twice in a row: \(cycle)")
        }
    }

    @Test func repeatsAreSpreadEvenInATinyShow() {
        let cycle: [PhotoPath] = ["a", "a", "a", "b", "c", "c"]
        let spread = RecentOrder.spreadRepeats(cycle)
        #expect(spread.sorted() == cycle.sorted())
        #expect(!zip(spread, spread.dropFirst()).contains { $0 == $1 }, "spread: \(spread)")
        #expect(RecentOrder.spreadRepeats(["a", "a"]) == ["a", "a"], "one photo cannot be spread")
    }
}
