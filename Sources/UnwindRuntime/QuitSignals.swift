import Foundation
import UnwindSync
import UnwindTime

/// SIGINT, SIGTERM and SIGHUP as a stop request, for every command, from the first
/// instruction of `main` on.
///
/// Why a `sigwait` thread rather than a handler: the three signals are blocked in the main
/// thread before any other thread exists (so every later thread, SDL's and Dispatch's
/// included, inherits the mask), and one thread waits for them. No code runs in signal
/// context, a parent that started us with the signals blocked (Foundation's `Process`, some
/// service managers) cannot make us deaf to them, and a signal that arrives in the first
/// milliseconds is kept instead of killing the process before it can write its report.
///
/// The first signal raises `StopRequest.process`; runners stop at the next frame and the
/// command writes what it has. If the process is still alive `grace` later (stuck in a
/// folder scan or a huge decode), or a second signal arrives, it exits at once with
/// 128 + the signal number, as a shell expects. A second signal within `repeatWindow` of the
/// first is the same stop sent twice (`timeout` signals the process and then its process
/// group): it ended windowed shows with 143 and no report about one stop in four.
public enum QuitSignals {
    /// The signals that end a run.
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// How long the process may take after the first signal before it is ended regardless.
    public static let grace: Duration = .milliseconds(700)
    /// A signal this soon after the first is taken as part of the first (a person's second
    /// Ctrl-C comes later than this).
    public static let repeatWindow: Duration = .milliseconds(250)

    private static let installed = Locked(false)

    /// Blocks the signals in the calling thread (call it first thing in `main`) and starts
    /// the thread that waits for them. Calling it again does nothing.
    ///
    /// A SIGINT or SIGHUP the parent set to be ignored stays ignored, as Unix programs do:
    /// `nohup unwind …` must survive the terminal closing, and a shell's background job is
    /// not meant to see the terminal's Ctrl-C. SIGTERM, the service manager's stop, is
    /// always handled.
    public static func install(request: StopRequest = .process) {
        let first = installed.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        let signals = handled.filter { $0 == SIGTERM || !isIgnored($0) }
        if isIgnored(SIGTERM) { signal(SIGTERM, SIG_DFL) }
        var set = signalSet(signals)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let thread = Thread {
            var waitSet = signalSet(signals)
            var first: ContinuousClock.Instant?
            while true {
                var received: Int32 = 0
                guard sigwait(&waitSet, &received) == 0 else { continue }
                if let first {
                    if ContinuousClock.now - first < repeatWindow { continue }
                    _exit(128 + received)
                }
                first = .now
                request.raise(received)
                let signal = received
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: grace.seconds)
                    let message = "unwind: still running \(Int(grace.seconds * 1000)) ms after \(StopRequest.name(of: signal)); exiting now\n"
                    FileHandle.standardError.write(Data(message.utf8))
                    _exit(128 + signal)
                }
            }
        }
        thread.name = "unwind.signals"
        thread.start()
    }

    private static func signalSet(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    /// True when the process inherited `signal` as ignored.
    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
