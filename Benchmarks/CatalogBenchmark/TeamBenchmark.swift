#if PostgreSQL
import CatalogModel
import CatalogRunner
import CatalogStorage
import Dispatch
import Foundation
import ScenarioFile
import TransitionEngine

/// Issue 15 item 6: the team catalog on PostgreSQL beside the embedded SQLite one, in the same
/// run on the same machine: ingest of 1,000,000 events, `check` of 10,000 scenarios, and four
/// sharded checks at once against one server beside one unsharded check.
///
/// The server is local (loopback), so the figures show what the catalog's PostgreSQL path costs
/// (round trips, set-based writes), not a network.
enum TeamBenchmark {
  static let eventGoal = 1_000_000
  static let scenarioCount = 10_000

  static func run() {
    guard let postgres = BenchmarkPostgres.start() else { return }
    defer { postgres.stop() }
    print("team: PostgreSQL at \(postgres.server) beside SQLite files, 2 cores, same run")
    ingest(postgres)
    check(postgres)
  }

  // MARK: - Ingest of 1,000,000 events

  /// Distinct engine timelines, from the synthetic scenarios under every profile, until they hold
  /// a million events; recorded as one batch through `recordBatch` into a fresh SQLite file and
  /// a fresh PostgreSQL database, best of two rounds each.
  static func ingest(_ postgres: BenchmarkPostgres) {
    var inputs: [ScenarioInput] = []
    var runs: [(scenario: Int, profile: EngineProfile, timeline: HashedTimeline)] = []
    var seen: Set<String> = []
    var events = 0
    let files = SyntheticScenarios.generate(count: 10_000)
    let engines = EngineProfile.all.map { ($0, TransitionEngine(profile: $0)) }
    for file in files where events < eventGoal {
      let loaded = Failure.attempt("parse '\(file.name)'") {
        try ScenarioFile.parse(file.yaml, path: file.name + ".yaml")
      }
      var added = false
      for (profile, engine) in engines where events < eventGoal {
        guard engine.diagnostics(for: loaded.scenario).isEmpty else { continue }
        let hashed = HashedTimeline(engine.run(loaded.scenario))
        guard seen.insert(hashed.digest).inserted else { continue }
        if !added {
          inputs.append(ScenarioInput(loaded))
          added = true
        }
        runs.append((inputs.count - 1, profile, hashed))
        events += hashed.timeline.count
      }
    }
    print(
      "  ingest: \(Measure.grouped(Double(events))) events in \(runs.count) distinct timelines of \(inputs.count) scenarios, one batch"
    )
    let folder = BenchmarkFolder()
    var figures: [String: Double] = [:]
    for kind in ["sqlite", "postgresql"] {
      var best = Double.infinity
      for round in 0..<2 {
        let catalog = Failure.attempt("open the \(kind) catalog") {
          kind == "sqlite"
            ? try CatalogDatabase(path: folder.file("ingest-\(round).sqlite"))
            : try CatalogDatabase(postgres: postgres.freshDatabase("ingest"))
        }
        let added = Failure.attempt("add scenarios") { try catalog.addScenarios(inputs) }
        let start = Date()
        let batch = BatchInput(
          kind: .run, commandLine: ["catalog-benchmark", "team"], catalogVersion: CatalogVersion.current,
          startedAt: start, finishedAt: start, summary: "ingest")
        let inputs = runs.map { run in
          RunInput(
            scenario: .revision(added[run.scenario].revisionID), profile: run.profile.name,
            profileRulesVersion: run.profile.rulesVersion, catalogVersion: CatalogVersion.current, startedAt: start,
            durationMicroseconds: 420, status: .ok, timeline: run.timeline)
        }
        var recorded: RecordedBatch?
        let seconds = Measure.seconds {
          recorded = Failure.attempt("record the batch") { try catalog.recordBatch(batch, runs: inputs) }
        }
        guard recorded?.newTimelineCount == runs.count else {
          Failure.exit("\(kind) kept \(recorded?.newTimelineCount ?? 0) new timelines of \(runs.count)")
        }
        Failure.attempt("close the catalog") { try catalog.close() }
        best = min(best, seconds)
      }
      figures[kind] = best
    }
    for kind in ["sqlite", "postgresql"] {
      let seconds = figures[kind] ?? 0
      print(
        "    \(kind.padding(toLength: 10, withPad: " ", startingAt: 0)) \(String(format: "%.2f", seconds)) s "
          + "(\(Measure.grouped(Double(events) / seconds)) events/s), best of 2")
    }
  }

  // MARK: - Check of 10,000 scenarios, and four shards at once

  static func check(_ postgres: BenchmarkPostgres) {
    let folder = BenchmarkFolder()
    let files = SyntheticScenarios.generate(count: scenarioCount, size: .small)
    let loaded = Failure.attempt("parse the scenarios") {
      try files.map { try ScenarioFile.parse($0.yaml, path: $0.name + ".yaml") }
    }
    let locations = [
      ("sqlite", CatalogLocation(explicit: folder.file("check.sqlite"))),
      ("postgresql", CatalogLocation(explicit: BenchmarkPostgres.url(postgres.freshDatabase("check")))),
    ]
    print("  check: \(scenarioCount) stored scenarios with baselines, nothing changed")
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("catalog").path
    let hasBinary = FileManager.default.isExecutableFile(atPath: binary)
    for (kind, location) in locations {
      let setup = Measure.seconds {
        Failure.attempt("set up the \(kind) catalog") {
          let catalog = try location.openForWriting()
          _ = try catalog.addScenarios(loaded.map(ScenarioInput.init))
          try catalog.close()
          _ = try CatalogRun(
            ScenarioSelection(all: true), profiles: [.newest], commandLine: ["setup"]
          ).run(at: location)
          _ = try AcceptBaselines(
            .latestRuns(ScenarioSelection(all: true), profiles: []), acceptedBy: "benchmark"
          ).run(at: location)
        }
      }
      var best = Double.infinity
      for _ in 0..<3 {
        var passed = false
        let seconds = Measure.seconds {
          passed = (try? CheckRequest(commandLine: ["benchmark"]).run(at: location))?.passed ?? false
        }
        guard passed else { Failure.exit("the \(kind) benchmark catalog should pass its own check") }
        best = min(best, seconds)
      }
      print(
        "    \(kind.padding(toLength: 10, withPad: " ", startingAt: 0)) in process \(String(format: "%.3f", best)) s, "
          + "best of 3 (setup \(String(format: "%.1f", setup)) s, not timed)")
      guard hasBinary else {
        print("      processes: skipped ('\(binary)' is not built; 'swift build -c release' builds it)")
        continue
      }
      shards(kind, location: location, binary: binary, folder: folder)
    }
  }

  /// One `catalog check --all` process beside four `check --all --shard I/4` processes at once
  /// and the `report merge` that joins them, wall time, best of 3 each.
  static func shards(_ kind: String, location: CatalogLocation, binary: String, folder: BenchmarkFolder) {
    let db = location.isPostgres ? location.urlForProcesses : location.path
    var whole = Double.infinity
    var sharded = Double.infinity
    var merge = Double.infinity
    for _ in 0..<3 {
      whole = min(whole, Measure.seconds { Subprocess.run(binary, ["check", "--all", "--db", db]) })
      let reports = (1...4).map { folder.file("shard-\($0).json") }
      sharded = min(
        sharded,
        Measure.seconds {
          DispatchQueue.concurrentPerform(iterations: 4) { index in
            Subprocess.run(
              binary, ["check", "--all", "--shard", "\(index + 1)/4", "--format", "json", "--db", db],
              standardOutput: reports[index])
          }
        })
      merge = min(merge, Measure.seconds { Subprocess.run(binary, ["report", "merge"] + reports + ["--db", db]) })
    }
    print(
      "      processes, wall, best of 3: one 'check --all' \(String(format: "%.2f", whole)) s; "
        + "4 shards at once \(String(format: "%.2f", sharded)) s + 'report merge' \(String(format: "%.2f", merge)) s")
  }
}

extension CatalogLocation {
  /// The URL of a PostgreSQL location as a process takes it (`path` leaves the TLS mode out
  /// when it is the default).
  var urlForProcesses: String {
    guard case .postgres(let address) = kind else { return path }
    return BenchmarkPostgres.url(address)
  }
}
#endif
