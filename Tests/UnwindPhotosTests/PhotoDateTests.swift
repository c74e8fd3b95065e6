import Testing
import UnwindPhotos

@Suite struct PhotoDateTests {
    @Test func parsesExifAndStoredForms() throws {
        let exif = try #require(PhotoDate(exif: "2019:06:01 14:03:22"))
        #expect(exif.description == "2019-06-01 14:03:22")
        #expect(PhotoDate(exif: "2019-06-01 14:03:22") == exif, "the stored form reads back")
        #expect(PhotoDate(exif: "2019:06:01")?.description == "2019-06-01 00:00:00", "a date without a time is midnight")
    }

    @Test(arguments: ["0000:00:00 00:00:00", "    :  :     :  :  ", "", "2019:13:01 10:00:00", "2019:02:30 10:00:00", "junk"])
    func unsetOrImpossibleDatesAreUndated(text: String) {
        #expect(PhotoDate(exif: text) == nil, "\(text) is not a date")
    }

    @Test func ordersByDayThenTime() throws {
        let a = try #require(PhotoDate(exif: "2019:06:01 23:59:59"))
        let b = try #require(PhotoDate(exif: "2019:06:02 00:00:00"))
        #expect(a < b && !(b < a))
    }
}

@Suite struct CalendarDayTests {
    @Test func dayNumbersRoundTripAcrossLeapYearsAndCenturies() throws {
        let start = try #require(CalendarDay(year: 1899, month: 12, day: 25))
        var day = start
        for _ in 0..<(366 * 130) {
            let next = day.adding(days: 1)
            #expect(next.dayNumber == day.dayNumber + 1)
            #expect(CalendarDay(dayNumber: next.dayNumber) == next)
            #expect(day < next, "\(day) before \(next)")
            day = next
        }
        #expect(CalendarDay(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(CalendarDay(year: 2000, month: 3, day: 1)?.adding(days: -1).description == "2000-02-29", "2000 is a leap year")
        #expect(CalendarDay(year: 1900, month: 3, day: 1)?.adding(days: -1).description == "1900-02-28", "1900 is not")
    }

    @Test func parsesOnlyRealDays() {
        #expect(CalendarDay(parsing: "2024-02-29")?.description == "2024-02-29")
        for bad in ["2023-02-29", "2024-2-29", "2024-04-31", "24-01-01", "2024-01-01T00:00", "today"] {
            #expect(CalendarDay(parsing: bad) == nil, "\(bad) is refused")
        }
    }
}
