// `catalog-benchmark`: prints each figure the issues name beside its goal.
//
//   swift run -c release catalog-benchmark            # every benchmark
//   swift run -c release catalog-benchmark check      # one of: engine, store, check, diff, html

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let known = ["engine", "store", "check", "diff", "html"]
let chosen = arguments.isEmpty ? known : arguments
if let unknown = chosen.first(where: { !known.contains($0) }) {
  FileHandle.standardError.write(
    Data("catalog-benchmark: unknown benchmark '\(unknown)'; choose from \(known.joined(separator: ", "))\n".utf8))
  exit(64)
}
#if DEBUG
  print("warning: this is a debug build; figures are meaningful only with 'swift run -c release catalog-benchmark'\n")
#endif
for name in chosen {
  switch name {
  case "engine": EngineBenchmark.run()
  case "store": StoreBenchmark.run()
  case "check": CheckBenchmark.run()
  case "diff": DiffBenchmark.run()
  case "html": HTMLBenchmark.run()
  default: break
  }
}
