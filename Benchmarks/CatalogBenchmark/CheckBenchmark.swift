import CatalogModel
import CatalogRunner
import CatalogStorage
import Dispatch
import Foundation
import ScenarioFile
import TransitionEngine

/// Issue 5 item 6: `catalog check` over a generated 10,000-scenario catalog where nothing changed.
/// Goal: under 1 s wall on this 2-core machine, release build, using both cores; an unchanged
/// timeline is recognised by its content hash without loading its events.
enum CheckBenchmark {
  static let scenarioCount = 10_000
  static let goal = 1.0

  static func run() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-check-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let location = CatalogLocation(explicit: folder.appendingPathComponent("catalog.sqlite").path)

    // Setup (not timed): parse, add, run once and accept every scenario.
    let files = SyntheticScenarios.generate(count: scenarioCount, size: .small)
    let slots = Slots(count: files.count)
    let setup = Measure.seconds {
      DispatchQueue.concurrentPerform(iterations: files.count) { index in
        let file = files[index]
        slots.set(index, try? ScenarioFile.parse(file.yaml, path: file.name + ".yaml"))
      }
      let loaded = slots.values.compactMap { $0 }
      guard loaded.count == files.count else { fatalError("a generated scenario is invalid") }
      do {
        let catalog = try location.openForWriting()
        _ = try catalog.addScenarios(loaded.map(ScenarioInput.init))
        try catalog.close()
        _ = try CatalogRun.run(
          ScenarioSelection(all: true), profiles: [.newest], commandLine: ["setup"], location: location)
        _ = try Acceptance.run(
          .latestRuns(ScenarioSelection(all: true), profiles: []), acceptedBy: "benchmark", location: location)
      } catch {
        fatalError("check benchmark setup failed: \(error)")
      }
    }
    let events: Int = {
      guard let catalog = try? location.openForReading(), let baselines = try? catalog.currentBaselines() else {
        return 0
      }
      return baselines.reduce(0) { $0 + $1.eventCount }
    }()
    print(
      "check: \(scenarioCount) stored scenarios, \(events / scenarioCount) events each on average, every one with a baseline "
        + "(setup \(String(format: "%.1f", setup)) s, not timed)")

    // In process: the whole check, from opening the catalog to recording the batch.
    var best = Double.infinity
    for _ in 0..<3 {
      var passed = false
      let seconds = Measure.seconds {
        passed = (try? Check.run(CheckRequest(commandLine: ["benchmark"]), location: location))?.passed ?? false
      }
      guard passed else { fatalError("the benchmark catalog should pass its own check") }
      best = min(best, seconds)
    }
    // Retention: every check collects what the previous ones left, so unchanged checks should
    // not grow the file (issue 11). Measured after the three timed checks, over five more.
    func fileBytes() -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: location.path))?[.size] as? Int) ?? 0
    }
    // Five checks to settle (the first ones collect the setup's runs and fill the free pages),
    // then five measured.
    let growthChecks = 5
    for _ in 0..<growthChecks { _ = try? Check.run(CheckRequest(commandLine: ["benchmark"]), location: location) }
    let before = fileBytes()
    for _ in 0..<growthChecks { _ = try? Check.run(CheckRequest(commandLine: ["benchmark"]), location: location) }
    let growth = Double(fileBytes() - before) / Double(growthChecks)
    print(
      "  growth per unchanged check of \(scenarioCount) scenarios (\(growthChecks) checks after \(growthChecks) to settle, retention in each): "
        + "\(Measure.grouped(growth)) bytes; goal < 1,000 bytes: \(Measure.verdict(growth, atMost: 1000))")
    print(
      "  in process: \(String(format: "%.3f", best)) s for \(scenarioCount) scenarios "
        + "(\(Measure.grouped(Double(scenarioCount) / best)) scenarios/s, \(ProcessInfo.processInfo.activeProcessorCount) cores); "
        + "goal < \(goal) s: \(Measure.verdict(best, atMost: goal))")

    // As users run it: the release `catalog` binary beside this one.
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
      "catalog"
    ).path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("  process: skipped ('\(binary)' is not built; 'swift build -c release' builds it)")
      return
    }
    var wall = Double.infinity
    var status: Int32 = 0
    for _ in 0..<3 {
      let seconds = Measure.seconds {
        status = Subprocess.run(binary, ["check", "--all", "--db", location.path])
      }
      wall = min(wall, seconds)
    }
    print(
      "  'catalog check --all' (wall, best of 3): \(String(format: "%.3f", wall)) s, exit \(status); "
        + "goal < \(goal) s: \(Measure.verdict(wall, atMost: goal))")
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
