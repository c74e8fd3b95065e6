import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Keeps SIGINT, SIGTERM and SIGHUP away from a server thread. Foundation's `Thread` starts
/// with them unblocked on Linux, so the kernel could hand a signal meant for the process's
/// one waiting thread (the CLI's `QuitSignals`) to this one, whose default action ends the
/// process at once: a show with `--listen` or `--mqtt` died on SIGTERM with no report (143).
public enum QuitSignalMask {
    /// Blocks the three signals in the calling thread; call it first in a thread's body.
    public static func blockInThisThread() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }
}
