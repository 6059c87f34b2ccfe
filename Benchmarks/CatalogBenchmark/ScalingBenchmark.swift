import CatalogRunner
import Foundation

/// Issue 14 goals 2 and 5: `catalog check --all --no-reuse` at 1,000, 10,000, 50,000 and 100,000
/// scenarios, time and peak memory per scenario at each size (linear scaling), and peak memory at
/// 50,000 under 150 MB (bounded by a constant, not by the catalog).
///
/// Issue 29 goal 2: peak memory at 100,000 at most 80 MiB, and within 1.2× of the figure at
/// 10,000 (independent of the catalog's size).
enum ScalingBenchmark {
  static let sizes = [1_000, 10_000, 50_000, 100_000]
  static let memoryGoalSize = 50_000
  static let memoryGoal = 150 * 1_048_576
  static let constantMemoryGoal = 80 * 1_048_576
  static let constantMemoryGrowth = 1.2
  static let rounds = 3

  static func run() {
    print("scaling: 'catalog check --all --no-reuse' (replays every scenario) by catalog size, median of \(rounds)")
    guard let binary = BenchmarkCatalog.binary(for: "scaling") else { return }
    var perScenario: [(size: Int, seconds: Double, bytes: Int)] = []
    var earlierPeaks: [Int: Int] = [:]
    for size in sizes {
      let folder = BenchmarkFolder()
      let catalog = BenchmarkCatalog(count: size, in: folder)
      var commands: [(path: String, arguments: [String])] = [
        (binary, ["check", "--all", "--no-reuse", "--db", catalog.location.path])
      ]
      if let before = EarlierCatalog.copy(of: catalog, current: binary, in: folder), let earlier = EarlierCatalog.binary
      {
        // The same command: an earlier binary without `--no-reuse` cannot be measured here.
        commands.append((earlier, ["check", "--all", "--no-reuse", "--db", before]))
      }
      let all = Subprocess.interleaved(commands, rounds: rounds)
      let measured = all[0]
      perScenario.append((size, measured.seconds, measured.peakBytes))
      print(
        "  \(Measure.grouped(Double(size)).leftPadded(7)) scenarios: \(Measure.duration(measured.seconds).leftPadded(8)), "
          + "\(String(format: "%.1f", measured.seconds / Double(size) * 1e6)) µs per scenario; peak "
          + "\(Measure.megabytes(measured.peakBytes)), \(String(format: "%.2f", Double(measured.peakBytes) / Double(size) / 1024)) KB "
          + "per scenario (setup \(String(format: "%.0f", catalog.setupSeconds)) s)")
      if all.count > 1 {
        earlierPeaks[size] = all[1].peakBytes
        print(
          "    \(EarlierCatalog.label): \(Measure.duration(all[1].seconds)), "
            + "\(String(format: "%.1f", all[1].seconds / Double(size) * 1e6)) µs per scenario; peak \(Measure.megabytes(all[1].peakBytes))"
        )
      }
      if size == memoryGoalSize {
        print(
          "    peak memory at \(Measure.grouped(Double(size))) scenarios: \(Measure.megabytes(measured.peakBytes)); "
            + "goal < \(Measure.megabytes(memoryGoal)): "
            + Measure.memoryVerdict(measured.peakBytes, atMost: Double(memoryGoal)))
      }
    }
    constantMemory(perScenario.map { ($0.size, $0.bytes) }, label: "this build")
    if !earlierPeaks.isEmpty {
      constantMemory(earlierPeaks.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, label: EarlierCatalog.label)
    }
    if let first = perScenario.first, let last = perScenario.last, first.size != last.size {
      let timeGrowth = (last.seconds / Double(last.size)) / (first.seconds / Double(first.size))
      print(
        "  time per scenario at \(Measure.grouped(Double(last.size))) / at \(Measure.grouped(Double(first.size))): "
          + "\(Measure.ratio(timeGrowth)) (1.00× is linear)")
    }
  }
}

extension ScalingBenchmark {
  /// Issue 29 goal 2's verdicts for the peaks of one binary by catalog size: the peak at 100,000
  /// against 80 MiB, and against 1.2× the peak at 10,000.
  static func constantMemory(_ peaks: [(size: Int, bytes: Int)], label: String) {
    guard let small = peaks.first(where: { $0.size == 10_000 }), let large = peaks.first(where: { $0.size == 100_000 }),
      small.bytes > 0
    else { return }
    let growth = Double(large.bytes) / Double(small.bytes)
    print(
      "  issue 29 goal 2, \(label): peak at 100,000 \(Measure.megabytes(large.bytes)), goal ≤ "
        + "\(Measure.megabytes(constantMemoryGoal)): \(Measure.memoryVerdict(large.bytes, atMost: Double(constantMemoryGoal))); "
        + "at 100,000 / at 10,000 \(Measure.ratio(growth)), goal ≤ \(Measure.ratio(constantMemoryGrowth)): "
        + Measure.verdict(growth, atMost: constantMemoryGrowth))
  }
}

extension String {
  /// The string right-aligned in `width` columns.
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
