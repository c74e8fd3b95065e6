import Foundation
import UnwindDraw
import UnwindPlatform

/// Shared headless SDL for tests, benchmarks and in-process renders.
///
/// SDL is process-global: two runtimes would quit each other's SDL, and Swift Testing runs
/// tests on several threads at once. So there is one headless runtime per process, never
/// shut down, and `withRenderer` lets one caller at a time draw.
public enum Headless {
    private final class Shared: @unchecked Sendable {
        let lock = NSRecursiveLock()
        var runtime: SDLRuntime?
    }

    private static let shared = Shared()

    /// Runs `body` with a fresh offscreen software renderer of `size`, one caller at a time.
    public static func withRenderer<T>(_ size: Size, fontPath: String? = nil, _ body: (Renderer) throws -> T) throws -> T {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        if shared.runtime == nil {
            shared.runtime = try SDLRuntime(mode: .headless)
        }
        let renderer = try Renderer(offscreen: size, fontPath: fontPath)
        return try body(renderer)
    }

    /// Runs `body` while holding the headless lock, with SDL started (for event-queue and
    /// decoder tests that need SDL but no renderer).
    public static func withSDL<T>(_ body: () throws -> T) throws -> T {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        if shared.runtime == nil {
            shared.runtime = try SDLRuntime(mode: .headless)
        }
        return try body()
    }
}
