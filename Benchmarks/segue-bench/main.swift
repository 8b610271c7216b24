// The entry point: parse the command line and run the benchmark (see SegueBench).
SegueBench.main()
