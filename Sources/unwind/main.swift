import UnwindCLI

// Signals first: a SIGINT or SIGTERM that arrives while the arguments are parsed is kept
// and ends the run at its first frame, with its report.
UnwindCommand.installSignalHandling()
UnwindCommand.main()
