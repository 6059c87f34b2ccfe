// `catalog-benchmark`: prints each figure the issues name beside its goal.
//
//   swift run -c release catalog-benchmark            # every benchmark
//   swift run -c release catalog-benchmark check      # one of: engine, store, check, scaling, diff, start, add, html,
//                                                     # team
//   swift run -c release catalog-benchmark scenarios DIR COUNT [small|large]
//                                                     # writes the synthetic scenario files
//   CATALOG_BENCHMARK_BEFORE=OLD/catalog swift run -c release catalog-benchmark check
//                                                     # an earlier binary measured in the same rounds
//   CATALOG_BENCHMARK_BEFORE_ENGINE=OLD/catalog-benchmark swift run -c release catalog-benchmark engine
//                                                     # an earlier engine, in the same rounds
//   swift run -c release catalog-benchmark catalog FOLDER COUNT
//                                                     # builds the check benchmarks' catalog there
//
// `team` (PostgreSQL beside SQLite) needs a server: CATALOG_BENCHMARK_POSTGRES, or Debian's
// postgresql and the package root as the current folder (it starts a throwaway cluster).

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "scenarios" {
  ScenarioFilesCommand.run(Array(arguments.dropFirst()))
  exit(0)
}
if arguments.first == "catalog" {
  BenchmarkCatalog.command(Array(arguments.dropFirst()))
  exit(0)
}
if arguments == ["engine-alone"] {
  // The engine benchmark without the rounds `CATALOG_BENCHMARK_BEFORE_ENGINE` starts: how
  // `EngineComparison` runs this build beside an earlier one.
  EngineBenchmark.run()
  exit(0)
}
let known = ["engine", "store", "check", "scaling", "diff", "start", "add", "html", "team"]
let chosen = arguments.isEmpty ? known : arguments
if let unknown = chosen.first(where: { !known.contains($0) }) {
  FileHandle.standardError.write(
    Data("catalog-benchmark: unknown benchmark '\(unknown)'; choose from \(known.joined(separator: ", "))\n".utf8))
  exit(64)
}
#if DEBUG
print("warning: this is a debug build; figures are meaningful only with 'swift run -c release catalog-benchmark'\n")
#endif
if !FileManager.default.isExecutableFile(atPath: Subprocess.measurer) {
  print(
    "warning: peak memory is not measured: 'catalog-measure' is not built beside this benchmark "
      + "('swift build -c release --product catalog-measure', or 'swift build -c release' for every product)\n")
}
for name in chosen {
  switch name {
  case "engine":
    if let before = EngineComparison.binary {
      EngineComparison.run(before: before)
    } else {
      EngineBenchmark.run()
    }
  case "store": StoreBenchmark.run()
  case "check": CheckBenchmark.run()
  case "scaling": ScalingBenchmark.run()
  case "diff": DiffBenchmark.run()
  case "start": StartBenchmark.run()
  case "team":
    #if PostgreSQL
    TeamBenchmark.run()
    #else
    Failure.exit("catalog-benchmark team needs the PostgreSQL backend: build with '--traits PostgreSQL'")
    #endif
  case "add": AddBenchmark.run()
  case "html": HTMLBenchmark.run()
  default: break
  }
}
