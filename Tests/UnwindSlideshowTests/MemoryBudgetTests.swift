import Testing
import UnwindDraw
import UnwindSlideshow

/// The memory budget: systemd's MemoryMax= (cgroup v2 memory.max) first, else half the
/// machine; a decode that cannot fit in what the show leaves is refused with one line.
@Suite struct MemoryBudgetTests {
    @Test func cgroupLimitComesFirstThenHalfTheMachine() {
        let meminfo = "MemTotal:        1000000 kB\nMemFree:          500000 kB\n"
        #expect(MemoryBudget.detected(memoryMax: "268435456\n", meminfo: meminfo)?.limit == 268_435_456)
        #expect(MemoryBudget.detected(memoryMax: "max\n", meminfo: meminfo)?.limit == 512_000_000)
        #expect(MemoryBudget.detected(memoryMax: nil, meminfo: meminfo)?.limit == 512_000_000)
        #expect(MemoryBudget.detected(memoryMax: nil, meminfo: nil) == nil)
    }

    @Test func aDecodeThatCannotFitIsRefusedWithTheNumbers() {
        let budget = MemoryBudget(megabytes: 256)
        let frame = Size(width: 1920, height: 1080)
        // 256 MB less the 64 MB base and three 8 MB frames: about 168 MB for one decode.
        #expect(budget.refusal(decodeBytes: 60 << 20, frame: frame) == nil)
        let refusal = budget.refusal(decodeBytes: 400 << 20, frame: frame)
        #expect(refusal?.contains("400 MB") == true && refusal?.contains("memory-limit") == true, "\(String(describing: refusal))")
    }
}
