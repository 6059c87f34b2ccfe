import Foundation

/// An earlier `catalog` binary, measured in the same interleaved rounds as this one, so that a
/// closing note can give before and after from one run: `CATALOG_BENCHMARK_BEFORE=PATH`
/// (for example a release build of the commit before issue 14's work, in a git worktree).
///
/// An earlier binary may not open this build's catalog (a newer schema is refused), so it gets a
/// catalog of its own: this build exports the benchmark catalog to a folder (scenario files and
/// baseline files, a format every version reads) and the earlier binary imports it.
struct EarlierCatalog {
  let path: String

  /// The binary named by `CATALOG_BENCHMARK_BEFORE`, or nil when the variable is not set; a path
  /// that is not an executable file ends the benchmark.
  static let binary = executable(namedBy: "CATALOG_BENCHMARK_BEFORE")

  /// The executable file the environment variable `variable` names, or nil when it is not set; a
  /// path that is not an executable file ends the benchmark (also for `EngineComparison`).
  static func executable(namedBy variable: String) -> String? {
    guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return nil }
    guard FileManager.default.isExecutableFile(atPath: path) else {
      Failure.exit("\(variable) names '\(path)', which is not an executable file", code: 64)
    }
    return path
  }

  /// "before (PATH)": how the earlier binary is named in the output.
  static var label: String { "before (\(binary ?? "-"))" }

  /// The earlier binary's own copy of `catalog` (nil when no earlier binary is set): exported by
  /// `current`, imported by the earlier binary into a catalog in `folder`.
  static func copy(of catalog: BenchmarkCatalog, current: String, in folder: BenchmarkFolder) -> String? {
    guard let before = binary else { return nil }
    let export = folder.file("export-for-before")
    let database = folder.file("before.sqlite")
    let exported = Subprocess.measure(current, ["export", "--to", export, "--db", catalog.location.path])
    guard exported.status == 0 else {
      Failure.exit("'catalog export' for the earlier binary exited \(exported.status)")
    }
    let imported = Subprocess.measure(before, ["import", export, "--db", database])
    guard imported.status == 0 else {
      Failure.exit("the earlier binary's 'catalog import' exited \(imported.status)")
    }
    try? FileManager.default.removeItem(atPath: export)
    return database
  }
}
