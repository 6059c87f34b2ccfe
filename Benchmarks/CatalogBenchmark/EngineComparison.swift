import Foundation

/// The engine's throughput beside an earlier build's, in the same interleaved rounds, so that a
/// closing note can give before and after from one run (issue 25 item 1: not slower; issue 29
/// goal 5: at least 1.5 times):
///
///     CATALOG_BENCHMARK_BEFORE_ENGINE=OLD/.build/release/catalog-benchmark \
///       taskset -c 1 nice -n -10 .build/release/catalog-benchmark engine
///
/// Each round runs both binaries' engine benchmark as processes, one after the other: this one as
/// `engine-alone` (the plain engine benchmark, which starts no rounds of its own), the earlier one
/// as `engine`. `CATALOG_BENCHMARK_ROUNDS` sets the number of rounds (6 by default).
enum EngineComparison {
  /// Issue 29 goal 5: this build's events per second over the earlier build's.
  static let goal = 1.5

  /// The earlier `catalog-benchmark` named by `CATALOG_BENCHMARK_BEFORE_ENGINE`, or nil when the
  /// variable is not set; a path that is not an executable file ends the benchmark.
  static let binary = EarlierCatalog.executable(namedBy: "CATALOG_BENCHMARK_BEFORE_ENGINE")

  static func run(before: String) {
    let rounds = ProcessInfo.processInfo.environment["CATALOG_BENCHMARK_ROUNDS"].flatMap { Int($0) } ?? 6
    guard rounds > 0 else { Failure.exit("CATALOG_BENCHMARK_ROUNDS must be a positive number", code: 64) }
    let current = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let runs = [
      (label: "this build", path: current, argument: "engine-alone"),
      (label: "before", path: before, argument: "engine"),
    ]
    // Per run, per profile: events per second in each round.
    var samples = Array(repeating: [String: [Double]](), count: runs.count)
    print(
      "engine: this build beside \(before), \(rounds) round\(rounds == 1 ? "" : "s") interleaved, each binary a process of its own"
    )
    for round in 1...rounds {
      var line = "  round \(round):"
      for (index, run) in runs.enumerated() {
        let figures = throughput(of: run.path, run.argument)
        for (profile, value) in figures { samples[index][profile, default: []].append(value) }
        line += " \(run.label) " + figures.map { "\($0.profile) \(Measure.grouped($0.value))" }.joined(separator: ", ")
        line += index == 0 ? ";" : ""
      }
      print(line)
    }
    for profile in samples[0].keys.sorted(by: { profileOrder($0) < profileOrder($1) }) {
      let now = Measure.median(samples[0][profile] ?? [])
      let then = Measure.median(samples[1][profile] ?? [])
      let ratio = now / then
      print(
        "  \(profile): \(Measure.grouped(now)) events/s against \(Measure.grouped(then)) before (medians): "
          + "\(Measure.ratio(ratio)); not slower: \(ratio >= 1 ? "met" : "MISSED"); "
          + "goal >= \(Measure.ratio(goal)): \(Measure.verdict(ratio, atLeast: goal))")
    }
  }

  /// The events per second per profile that `catalog-benchmark ARGUMENT` prints (its lines
  /// `  uikit-8: 9,772,123 events/s, …`).
  private static func throughput(of path: String, _ argument: String) -> [(profile: String, value: Double)] {
    let capture = NSTemporaryDirectory() + "catalog-benchmark-engine-\(getpid())-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: capture) }
    let status = Subprocess.run(path, [argument], standardOutput: capture)
    guard status == 0, let output = try? String(contentsOfFile: capture, encoding: .utf8) else {
      Failure.exit("'\(path) \(argument)' exited \(status)")
    }
    var figures: [(profile: String, value: Double)] = []
    for line in output.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("uikit-"), let colon = trimmed.firstIndex(of: ":") else { continue }
      let rest = trimmed[trimmed.index(after: colon)...].drop { $0 == " " }
      guard let end = rest.range(of: " events/s"),
        let value = Double(rest[..<end.lowerBound].filter { $0 != "," })
      else { continue }
      figures.append((String(trimmed[..<colon]), value))
    }
    guard !figures.isEmpty else { Failure.exit("'\(path) \(argument)' printed no engine figure") }
    return figures
  }

  /// `uikit-8` before `uikit-17`.
  private static func profileOrder(_ profile: String) -> Int { Int(profile.dropFirst("uikit-".count)) ?? 0 }
}
