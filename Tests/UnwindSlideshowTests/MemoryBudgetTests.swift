import Testing
import UnwindSlideshow

/// The show's memory budget and the kernel's available memory, as `unwind doctor` weighs them.
@Suite struct MemoryBudgetTests {
    @Test func theBudgetIsTheProcessFourScreenFramesAndOneFullDecode() {
        let budget = MemoryBudget(screenPixels: 1920 * 1080, largestPhotoPixels: 24_000_000)
        let expected = MemoryBudget.baseBytes + 4 * 4 * 1920 * 1080 + 4 * 24_000_000
        #expect(budget.bytes == expected, "got \(budget.bytes), expected \(expected)")
        let larger = MemoryBudget(screenPixels: 3840 * 2160, largestPhotoPixels: 24_000_000)
        #expect(larger.bytes - budget.bytes == 16 * (3840 * 2160 - 1920 * 1080), "a 4K screen costs four more frames of its size")
    }

    @Test func availableMemoryIsReadFromMemAvailable() {
        let meminfo = "MemTotal:        3884564 kB\nMemFree:          201132 kB\nMemAvailable:    2512340 kB\nBuffers: 1 kB\n"
        #expect(MemoryBudget.availableBytes(meminfo: meminfo) == 2_512_340 * 1024)
        #expect(MemoryBudget.availableBytes(meminfo: "MemTotal: 100 kB\n") == nil, "an old kernel without MemAvailable")
        #expect(MemoryBudget.availableBytes(meminfo: nil) == nil)
    }
}
