import Foundation

/// A temporary folder for the benchmark's databases, deleted when the value goes away unless
/// `CATALOG_BENCHMARK_KEEP=1` (to look at them with `sqlite3`).
final class BenchmarkFolder {
  let path: String
  let keep = ProcessInfo.processInfo.environment["CATALOG_BENCHMARK_KEEP"] == "1"

  init() {
    path = NSTemporaryDirectory() + "catalog-benchmark-" + UUID().uuidString
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      Failure.exit("cannot create the folder '\(path)': \(error)")
    }
  }

  /// The path of `name` in the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// The size in bytes of the database at `path` with its WAL (empty after a checkpoint).
  static func databaseSize(_ path: String) -> Int {
    [path, path + "-wal"].reduce(0) { total, file in
      total + (((try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int) ?? 0)
    }
  }

  deinit {
    if !keep { try? FileManager.default.removeItem(atPath: path) }
  }
}
