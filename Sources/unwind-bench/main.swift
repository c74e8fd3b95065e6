ECSBenchmark.run()
