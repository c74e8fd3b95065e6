import UnwindCLI
UnwindCommand.main()
