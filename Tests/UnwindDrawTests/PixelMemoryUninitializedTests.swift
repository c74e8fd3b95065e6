import Testing
import UnwindDraw

/// Frame memory handed out unzeroed to a writer that fills it: what it writes is what comes
/// back, and a size that cannot be had is an error, not a crash.
@Suite struct PixelMemoryUninitializedTests {
    @Test func holdsWhatTheWriterWrote() throws {
        let bytes = try PixelMemory.uninitializedBytes(64, width: 4, height: 4) { buffer in
            for i in buffer.indices { buffer[i] = UInt8(i * 3) }
        }
        #expect(bytes == (0..<64).map { UInt8($0 * 3) })
    }

    @Test func refusesASizeThatCannotBeHad() {
        var called = false
        #expect(throws: PixelAllocationError.self) {
            _ = try PixelMemory.uninitializedBytes(Int.max - 8, width: 1 << 31, height: 1 << 31) { _ in called = true }
        }
        #expect(!called, "nothing is written when the memory is refused")
    }
}
