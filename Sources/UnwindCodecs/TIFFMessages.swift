import CTIFF
import Foundation
import UnwindSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Routes libtiff's messages into Unwind instead of stderr.
///
/// SDL_image decodes TIFF with libtiff's default handlers, which print lines such as
/// `TIFFFetchDirectory: …: Can not read TIFF directory count.` of their own, while SDL's
/// error string stays empty. Once installed, warnings are dropped (they describe files that
/// still decode) and the last error of each thread is kept, so the skip line can say why.
public enum TIFFMessages {
    private static let store = MessageStore()

    /// Installs the handlers; later calls do nothing.
    public static func install() {
        store.installOnce {
            TIFFSetWarningHandler(nil)
            TIFFSetErrorHandler { module, format, arguments in
                guard let format, let arguments else { return }
                var buffer = [CChar](repeating: 0, count: 512)
                _ = vsnprintf(&buffer, buffer.count, format, arguments)
                let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                let where_ = module.map { String(cString: $0) }
                TIFFMessages.store.record(where_.map { "\($0): \(text)" } ?? text)
            }
        }
    }

    /// The last libtiff error on this thread since the previous call, if any.
    public static func takeLastError() -> String? {
        store.take()
    }
}

/// The last message per thread, behind a lock (decoding runs on a pool thread).
private final class MessageStore: Sendable {
    private let state = Locked((installed: false, messages: [UInt: String]()))

    func installOnce(_ install: () -> Void) {
        state.withLock { state in
            guard !state.installed else { return }
            state.installed = true
            install()
        }
    }

    func record(_ message: String) {
        state.withLock { $0.messages[Self.thread] = message }
    }

    func take() -> String? {
        state.withLock { $0.messages.removeValue(forKey: Self.thread) }
    }

    private static var thread: UInt { UInt(pthread_self()) }
}
