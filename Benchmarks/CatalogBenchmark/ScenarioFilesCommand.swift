import Foundation

/// `catalog-benchmark scenarios DIR COUNT [small|large]`: writes the benchmarks' synthetic
/// scenario files to a folder, to profile the `catalog` binary on the same load by hand (for
/// example `catalog add DIR`, `run --all`, `accept --all`, then `CATALOG_TRACE=1 catalog check
/// --all` under `perf record`).
enum ScenarioFilesCommand {
  static func run(_ arguments: [String]) {
    guard arguments.count >= 2, let count = Int(arguments[1]), count > 0,
      arguments.count == 2 || ["small", "large"].contains(arguments[2])
    else {
      Failure.exit("usage: catalog-benchmark scenarios DIR COUNT [small|large]", code: 64)
    }
    let folder = arguments[0]
    let size: SyntheticScenarios.Size = arguments.count > 2 && arguments[2] == "large" ? .large : .small
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for file in SyntheticScenarios.generate(count: count, size: size) {
        try Data(file.yaml.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name + ".yaml"))
      }
    } catch {
      Failure.exit("cannot write the scenario files to '\(folder)': \(error)")
    }
    print("wrote \(count) \(size == .large ? "large" : "small") scenario files to \(folder)")
  }
}
