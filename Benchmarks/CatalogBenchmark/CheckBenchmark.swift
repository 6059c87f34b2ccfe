import CatalogModel
import CatalogRunner
import CatalogStorage
import Dispatch
import Foundation
import ScenarioFile
import TransitionEngine

/// `catalog check` over a 10,000-scenario catalog where nothing changed.
///
/// Issue 14 goal 1: the check as a process, replaying everything (`--no-reuse`), at most 2× the
/// wall time of `diff -r` over two folders holding the same 10,000 timeline files, measured in the
/// same run (interleaved rounds, medians); the reuse path beside it. Also the growth per
/// unchanged check (issue 11) and the in-process time (issue 5: under 1 s).
enum CheckBenchmark {
  static let scenarioCount = 10_000
  static let ratioGoal = 2.0
  static let inProcessGoal = 1.0
  static let rounds = 5

  static func run() {
    let folder = BenchmarkFolder()
    let catalog = BenchmarkCatalog(count: scenarioCount, in: folder)
    let location = catalog.location
    print(
      "check: \(scenarioCount) stored scenarios, \(catalog.events / scenarioCount) events each on average, every one "
        + "with a baseline (setup \(String(format: "%.1f", catalog.setupSeconds)) s, not timed)")

    if let binary = BenchmarkCatalog.binary(for: "'catalog check --all'") {
      let left = folder.file("timelines-a")
      let right = folder.file("timelines-b")
      catalog.writeBaselineFiles(to: left)
      catalog.writeBaselineFiles(to: right)
      let before = EarlierCatalog.copy(of: catalog, current: binary, in: folder)
      var commands: [(path: String, arguments: [String])] = [
        (binary, ["check", "--all", "--no-reuse", "--db", location.path]),
        ("/usr/bin/diff", ["-r", left, right]),
        (binary, ["check", "--all", "--db", location.path]),
      ]
      if let before, let earlier = EarlierCatalog.binary {
        // The earlier binary on both paths, so that each figure has its before from this run.
        commands.append((earlier, ["check", "--all", "--no-reuse", "--db", before]))
        commands.append((earlier, ["check", "--all", "--db", before]))
      }
      let measured = Subprocess.interleaved(commands, rounds: rounds)
      let (replay, diff, reuse) = (measured[0], measured[1], measured[2])
      let ratio = replay.seconds / diff.seconds
      print(
        "  'catalog check --all --no-reuse' (replays all \(scenarioCount)): \(Measure.duration(replay.seconds)) wall, "
          + "peak \(Measure.megabytes(replay.peakBytes)) (median of \(rounds), interleaved)")
      print(
        "  'diff -r' of two folders of the same \(scenarioCount) timeline files: \(Measure.duration(diff.seconds)) wall, "
          + "peak \(Measure.megabytes(diff.peakBytes))")
      print(
        "  check / diff -r: \(Measure.ratio(ratio)); goal <= \(Measure.ratio(ratioGoal)): "
          + Measure.verdict(ratio, atMost: ratioGoal))
      print(
        "  reuse path, 'catalog check --all' (every result reused): \(Measure.duration(reuse.seconds)) wall, "
          + "peak \(Measure.megabytes(reuse.peakBytes)); \(Measure.ratio(reuse.seconds / diff.seconds)) diff -r")
      if measured.count > 4 {
        for (label, earlier, now) in [
          ("'catalog check --all --no-reuse'", measured[3], replay), ("'catalog check --all'", measured[4], reuse),
        ] {
          print(
            "  \(EarlierCatalog.label) \(label): \(Measure.duration(earlier.seconds)) wall, peak "
              + "\(Measure.megabytes(earlier.peakBytes)); \(Measure.ratio(earlier.seconds / diff.seconds)) diff -r; "
              + "now / before: \(Measure.ratio(now.seconds / earlier.seconds))")
        }
      }
    }

    // In process: the whole check, from opening the catalog to recording the batch.
    var request = CheckRequest(commandLine: ["benchmark"])
    request.reuse = false
    var best = Double.infinity
    for _ in 0..<3 {
      var passed = false
      let seconds = Measure.seconds {
        passed = (try? request.run(at: location))?.passed ?? false
      }
      guard passed else { Failure.exit("the benchmark catalog should pass its own check") }
      best = min(best, seconds)
    }
    print(
      "  in process, replaying all: \(String(format: "%.3f", best)) s for \(scenarioCount) scenarios "
        + "(\(Measure.grouped(Double(scenarioCount) / best)) scenarios/s, \(ProcessInfo.processInfo.activeProcessorCount) cores); "
        + "goal < \(inProcessGoal) s: \(Measure.verdict(best, atMost: inProcessGoal))")

    // Retention: every check collects what the previous ones left, so unchanged checks should
    // not grow the file (issue 11). Five checks to settle, then five measured.
    func fileBytes() -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: location.path))?[.size] as? Int) ?? 0
    }
    let growthChecks = 5
    for _ in 0..<growthChecks { _ = try? request.run(at: location) }
    let before = fileBytes()
    for _ in 0..<growthChecks { _ = try? request.run(at: location) }
    let growth = Double(fileBytes() - before) / Double(growthChecks)
    print(
      "  growth per unchanged check of \(scenarioCount) scenarios (\(growthChecks) checks after \(growthChecks) to settle, retention in each): "
        + "\(Measure.grouped(growth)) bytes; goal < 1,000 bytes: \(Measure.verdict(growth, atMost: 1000))")
  }

  /// Parse results filled from worker threads.
  final class Slots: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [LoadedScenario?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: LoadedScenario?) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    var values: [LoadedScenario?] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }
}
