import Foundation

/// Issue 29 goal 4 (its second half): how long `catalog` takes to start and stop, as
/// `catalog --version`, beside GNU `diff --version` in the same interleaved rounds (medians, and
/// each process's peak memory through `catalog-measure`). A quarter of a 100,000-event
/// `catalog diff` was this start.
enum StartBenchmark {
  /// Issue 29 goal 4: `catalog --version` in at most 8 ms.
  static let goal = 0.008
  static let rounds = 30

  static func run() {
    guard let binary = BenchmarkCatalog.binary(for: "'catalog --version'") else { return }
    var commands: [(path: String, arguments: [String])] = [
      (binary, ["--version"]), ("/usr/bin/diff", ["--version"]),
    ]
    if let earlier = EarlierCatalog.binary { commands.append((earlier, ["--version"])) }
    let measured = Subprocess.interleaved(commands, rounds: rounds)
    let (catalog, gnu) = (measured[0], measured[1])
    print("start: 'catalog --version' beside GNU 'diff --version', \(rounds) rounds interleaved (medians)")
    print(
      "  'catalog --version': \(milliseconds(catalog.seconds)) wall, peak \(Measure.megabytes(catalog.peakBytes)); "
        + "GNU 'diff --version': \(milliseconds(gnu.seconds)), peak \(Measure.megabytes(gnu.peakBytes)); "
        + "catalog / diff: \(Measure.ratio(catalog.seconds / gnu.seconds)); "
        + "goal <= \(milliseconds(goal)): \(Measure.verdict(catalog.seconds, atMost: goal))")
    if measured.count > 2 {
      let earlier = measured[2]
      print(
        "  \(EarlierCatalog.label) 'catalog --version': \(milliseconds(earlier.seconds)) wall, peak "
          + "\(Measure.megabytes(earlier.peakBytes)); now / before: \(Measure.ratio(catalog.seconds / earlier.seconds))"
      )
    }
  }

  /// `0.0052` as "5.2 ms": a start is a few milliseconds, where whole ones say too little.
  private static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
}
