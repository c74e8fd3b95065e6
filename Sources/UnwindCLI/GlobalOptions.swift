import ArgumentParser

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Log what Unwind is doing (renderer, decoding, skipped files).")
    var verbose = false

    /// Sets up logging for this run; quiet (warnings and errors only) unless --verbose.
    func configureLogging() {
        LogSetup.configure(verbose: verbose)
    }
}
