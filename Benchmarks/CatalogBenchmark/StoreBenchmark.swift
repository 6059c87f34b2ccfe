import CRawSQLite
import CatalogModel
import CatalogReports
import CatalogRunner
import CatalogStorage
import Foundation
import ScenarioFile
import TransitionEngine

/// Issue "store" item 5: ingest against a raw SQLite C-API loop, growth from re-running
/// unchanged scenarios, and `catalog list` latency on a 10,000-scenario catalog.
///
/// Every figure goes through the code the commands use: `CatalogDatabase.recordBatch` for
/// ingest, `StoredReplay` and `recordBatch` for re-runs, `ListScenarios` and `ScenarioListing`
/// (query, table and JSON) for `list`.
enum StoreBenchmark {
  static let ingestGoal = 0.5
  static let growthGoal = 1_048_576
  static let listGoal = 0.150

  static func run() {
    let folder = BenchmarkFolder()
    var inputs: [ScenarioInput] = []
    var scenarios: [Scenario] = []
    let parsing = Measure.seconds {
      for file in SyntheticScenarios.generate(count: 10_000) {
        let loaded = Failure.attempt("parse the generated scenario '\(file.name)'") {
          try ScenarioFile.parse(file.yaml, path: file.name + ".yaml")
        }
        inputs.append(ScenarioInput(loaded))
        scenarios.append(loaded.scenario)
      }
    }
    print(
      "store: \(inputs.count) synthetic scenarios parsed in \(String(format: "%.1f", parsing)) s; SQLite \(craw_sqlite_version()); databases in \(folder.path)"
    )
    ingest(inputs, scenarios, folder)
    growth(Array(inputs.prefix(1_000)), folder)
    list(inputs, folder)
  }

  // MARK: - Ingest

  /// 1,000 runs with distinct engine timelines, recorded by the store and inserted by the raw C
  /// loop into identical fresh catalogs; best of three rounds each.
  ///
  /// Many synthetic scenarios replay to the same timeline (names are not part of it), so the
  /// runs are those of the first 1,000 scenarios with a timeline no earlier one has: every
  /// timeline is new to the catalog, and every event is written.
  static func ingest(
    _ allInputs: [ScenarioInput], _ allScenarios: [Scenario], _ folder: BenchmarkFolder
  ) {
    let profile = EngineProfile.newest
    let engine = TransitionEngine(profile: profile)
    var inputs: [ScenarioInput] = []
    var timelines: [Timeline] = []
    var hashes: [String] = []
    var seen: Set<String> = []
    for (input, scenario) in zip(allInputs, allScenarios) where timelines.count < 1_000 {
      let timeline = engine.run(scenario)
      let hash = TimelineDigest.sha256(of: timeline)
      guard seen.insert(hash).inserted else { continue }
      inputs.append(input)
      timelines.append(timeline)
      hashes.append(hash)
    }
    let events = timelines.reduce(0) { $0 + $1.count }
    var storeTimes: [Double] = []
    var rawTimes: [Double] = []
    for round in 0..<3 {
      // The store, through the API `catalog run` records with.
      let storePath = folder.file("ingest-store-\(round).sqlite")
      let store = Failure.attempt("create the store catalog") {
        try CatalogDatabase(path: storePath)
      }
      let added = Failure.attempt("add scenarios") { try store.addScenarios(inputs) }
      let start = Date()
      let runs = zip(added, zip(timelines, hashes)).map { outcome, timeline in
        RunInput(
          scenario: .revision(outcome.revisionID), profile: profile.name,
          profileRulesVersion: profile.rulesVersion, catalogVersion: CatalogVersion.current,
          startedAt: start, durationMicroseconds: 420, status: .ok,
          timeline: HashedTimeline(timeline.0, digest: timeline.1))
      }
      let batch = BatchInput(
        kind: .run, commandLine: ["catalog-benchmark", "store"],
        catalogVersion: CatalogVersion.current,
        startedAt: start, finishedAt: start, summary: "ingest")
      var recorded: RecordedBatch?
      storeTimes.append(
        Measure.seconds {
          recorded = Failure.attempt("record the batch") {
            try store.recordBatch(batch, runs: runs)
          }
        })
      guard recorded?.newTimelineCount == timelines.count else {
        Failure.exit(
          "the store kept \(recorded?.newTimelineCount ?? 0) new timelines of \(timelines.count)")
      }
      Failure.attempt("close the store catalog") { try store.close() }

      // The yardstick: the same rows, rendered up front, into the same schema.
      let rawPath = folder.file("ingest-raw-\(round).sqlite")
      let raw = Failure.attempt("create the raw catalog") { try CatalogDatabase(path: rawPath) }
      let rawAdded = Failure.attempt("add scenarios") { try raw.addScenarios(inputs) }
      Failure.attempt("close the raw catalog") { try raw.close() }
      var rows = RawEventRows()
      for (index, outcome) in rawAdded.enumerated() {
        rows.append(
          timelines[index], hash: hashes[index], scenarioID: outcome.scenarioID.rawValue,
          revisionID: outcome.revisionID.rawValue)
      }
      var seconds = 0.0
      var message = [CChar](repeating: 0, count: 512)
      let code = rows.withRuns { runs in
        craw_insert_runs(
          rawPath, profile.name, Int64(profile.rulesVersion), CatalogVersion.current,
          runs.baseAddress, Int32(runs.count), &seconds, &message, Int32(message.count))
      }
      guard code == 0 else { Failure.exit("the raw insert failed: \(cText(message))") }
      rawTimes.append(seconds)
    }
    var message = [CChar](repeating: 0, count: 512)
    let differing = craw_count_differing_events(
      folder.file("ingest-store-0.sqlite"), folder.file("ingest-raw-0.sqlite"), &message,
      Int32(message.count))
    guard differing == 0 else {
      Failure.exit(
        "the raw loop's rows differ from the store's (\(differing) rows): \(cText(message))")
    }

    let store = storeTimes.min() ?? 0
    let raw = rawTimes.min() ?? 0
    let storeRate = Double(events) / store
    let rawRate = Double(events) / raw
    let ratio = storeRate / rawRate
    print(
      "  ingest: \(timelines.count) runs, \(Measure.grouped(Double(events))) events, every timeline distinct (\(profile.name)); best of 3:\n"
        + "    store (recordBatch)        \(Measure.grouped(storeRate)) events/s (\(String(format: "%.0f", store * 1000)) ms)\n"
        + "    raw SQLite C API (same rows, identical: checked)  \(Measure.grouped(rawRate)) events/s (\(String(format: "%.0f", raw * 1000)) ms)\n"
        + "    store = \(String(format: "%.0f", ratio * 100))% of raw; goal >= \(String(format: "%.0f", ingestGoal * 100))%: \(ratio >= ingestGoal ? "met" : "MISSED")"
    )
  }

  /// The text of a NUL-terminated C buffer.
  private static func cText(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: - Growth

  /// 1,000 unchanged scenarios replayed and recorded ten times after a first run, each time in
  /// a fresh open of the catalog as a `catalog run` process would; sizes after a checkpoint.
  static func growth(_ inputs: [ScenarioInput], _ folder: BenchmarkFolder) {
    for profiles in [[EngineProfile.newest], EngineProfile.all] {
      let path = folder.file("growth-\(profiles.count).sqlite")
      let catalog = Failure.attempt("create the catalog") { try CatalogDatabase(path: path) }
      _ = Failure.attempt("add scenarios") { try catalog.addScenarios(inputs) }
      var runs = replayAndRecord(catalog, profiles: profiles).runs
      Failure.attempt("close the catalog") { try catalog.close() }
      let before = BenchmarkFolder.databaseSize(path)
      var newTimelines = 0
      let elapsed = Measure.seconds {
        for _ in 0..<10 {
          let catalog = Failure.attempt("open the catalog") { try CatalogDatabase(path: path) }
          let recorded = replayAndRecord(catalog, profiles: profiles)
          newTimelines += recorded.newTimelines
          runs += recorded.runs
          Failure.attempt("close the catalog") { try catalog.close() }
        }
      }
      let after = BenchmarkFolder.databaseSize(path)
      let growth = after - before
      let reruns = runs * 10 / 11
      let names = profiles.map(\.name).joined(separator: ", ")
      if profiles.count == 1 {
        print(
          "  growth: \(inputs.count) unchanged scenarios re-run 10 times under 1 profile (\(names), the default of 'catalog run'): "
            + "\(Measure.grouped(Double(before))) -> \(Measure.grouped(Double(after))) bytes, +\(Measure.grouped(Double(growth))) bytes "
            + "(\(growth / max(1, reruns)) bytes per run, \(newTimelines) new timelines, \(String(format: "%.1f", elapsed)) s); "
            + "goal < \(Measure.grouped(Double(growthGoal))) bytes: \(growth < growthGoal ? "met" : "MISSED")"
        )
      } else {
        print(
          "    for reference, under all \(profiles.count) profiles ('--profile all'; not the goal's measure): "
            + "+\(Measure.grouped(Double(growth))) bytes for \(Measure.grouped(Double(reruns))) runs (\(growth / max(1, reruns)) bytes per run)"
        )
      }
    }
  }

  /// Replays every scenario of `catalog` under `profiles` and records the runs as one batch.
  private static func replayAndRecord(_ catalog: CatalogDatabase, profiles: [EngineProfile]) -> (
    runs: Int, newTimelines: Int
  ) {
    let scenarios = Failure.attempt("read the scenarios") { try catalog.replayableScenarios() }
    let start = Date()
    let outcomes = StoredReplay.run(scenarios, profiles: profiles)
    let batch = BatchInput(
      kind: .run, commandLine: ["catalog", "run"], catalogVersion: CatalogVersion.current,
      startedAt: start, finishedAt: Date(), summary: "\(outcomes.count) runs")
    let recorded = Failure.attempt("record the batch") {
      try catalog.recordBatch(batch, runs: outcomes.map { $0.runInput() })
    }
    return (outcomes.count, recorded.newTimelineCount)
  }

  // MARK: - list

  /// `catalog list` on 10,000 scenarios with three runs under each of the four profiles: open
  /// read-only, query and render, as the command does; ten times each, median reported.
  static func list(_ inputs: [ScenarioInput], _ folder: BenchmarkFolder) {
    let path = folder.file("list.sqlite")
    do {
      let catalog = Failure.attempt("create the catalog") { try CatalogDatabase(path: path) }
      let added = Failure.attempt("add scenarios") { try catalog.addScenarios(inputs) }
      // One small timeline per profile, shared by every run (content addressing stores it
      // once): list reads runs, never their events.
      let timelines = EngineProfile.all.map { profile -> (EngineProfile, Timeline, String) in
        var timeline = Timeline()
        let a = timeline.intern("A")
        let d = timeline.intern("D")
        timeline.events.append(
          Event(
            kind: .call, time: VirtualTime(milliseconds: 0), turn: 0, receiver: a,
            call: timeline.intern("present(_:animated:completion:)"),
            args: Arguments(contentsOf: [.string(d), .bool(true)]), result: nil))
        return (profile, timeline, TimelineDigest.sha256(of: timeline))
      }
      let start = Date().addingTimeInterval(-3 * 3600)
      for round in 0..<3 {
        let runs = added.enumerated().flatMap { index, outcome in
          timelines.map { profile, timeline, hash in
            let unsupported = profile == .uikit7 && index % 7 == 0
            return RunInput(
              scenario: .revision(outcome.revisionID), profile: profile.name,
              profileRulesVersion: profile.rulesVersion, catalogVersion: CatalogVersion.current,
              startedAt: start.addingTimeInterval(Double(round * 600)), durationMicroseconds: 420,
              status: unsupported ? .unsupported : .ok,
              message: unsupported ? "not in this era" : nil,
              timeline: unsupported ? nil : HashedTimeline(timeline, digest: hash))
          }
        }
        let batch = BatchInput(
          kind: .run, commandLine: ["catalog", "run", "--profile", "all"],
          catalogVersion: CatalogVersion.current,
          startedAt: start, finishedAt: start, summary: "list setup")
        _ = Failure.attempt("record runs") { try catalog.recordBatch(batch, runs: runs) }
      }
      Failure.attempt("close the catalog") { try catalog.close() }
    }
    let location = CatalogLocation(explicit: path)

    func measure(_ render: (ScenarioListing) -> String, tag: String? = nil) -> (
      median: Double, best: Double, first: Double, bytes: Int
    ) {
      var times: [Double] = []
      var bytes = 0
      for _ in 0..<10 {
        times.append(
          Measure.seconds {
            let listing = Failure.attempt("list") { try ListScenarios(tag: tag).run(at: location) }
            bytes = render(listing).utf8.count
          })
      }
      let sorted = times.sorted()
      return (sorted[sorted.count / 2], sorted[0], times[0], bytes)
    }
    let query = measure { _ in "" }
    let open = (0..<10).map { _ in
      Measure.seconds { _ = Failure.attempt("open the catalog") { try location.openForReading() } }
    }.sorted()[5]
    let listing = Failure.attempt("list") { try ListScenarios().run(at: location) }
    func renderTime(_ render: (ScenarioListing) -> String) -> Double {
      (0..<10).map { _ in Measure.seconds { _ = render(listing) } }.sorted()[5]
    }
    let tableRender = renderTime { $0.text(now: Date()) }
    let jsonRender = renderTime { (try? ReportEncoder.json($0)) ?? "" }
    let table = measure { $0.text(now: Date()) }
    let json = measure { (try? ReportEncoder.json($0)) ?? "" }
    let tagged = measure({ $0.text(now: Date()) }, tag: "interactive")
    func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    print(
      "  list: \(Measure.grouped(Double(inputs.count))) scenarios × 4 profiles × 3 runs (\(Measure.grouped(Double(BenchmarkFolder.databaseSize(path)))) bytes); "
        + "open + query + render, median of 10:\n"
        + "    table \(ms(table.median)) (best \(ms(table.best)), first \(ms(table.first)), \(Measure.grouped(Double(table.bytes))) bytes of output); goal < \(ms(listGoal)): \(table.median < listGoal ? "met" : "MISSED")\n"
        + "    json  \(ms(json.median)) (best \(ms(json.best)), \(Measure.grouped(Double(json.bytes))) bytes); goal < \(ms(listGoal)): \(json.median < listGoal ? "met" : "MISSED")\n"
        + "    of which open \(ms(open)), query \(ms(query.median - open)), rendering the table \(ms(tableRender)), the JSON \(ms(jsonRender))\n"
        + "    --tag interactive \(ms(tagged.median))")
    listProcess(path)
  }

  /// The whole command, process start included, when a `catalog` executable was built beside
  /// this one (`swift build -c release --product catalog`).
  private static func listProcess(_ path: String) {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("catalog")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      print(
        "    ('catalog list' as a process: build 'catalog' in the same configuration to measure it too)"
      )
      return
    }
    var times: [Double] = []
    for _ in 0..<5 {
      var status: Int32 = 0
      times.append(Measure.seconds { status = Subprocess.run(executable.path, ["list", "--db", path]) })
      guard status == 0 else { Failure.exit("'catalog list' exited with \(status)") }
    }
    let median = times.sorted()[times.count / 2]
    print(
      "    'catalog list' as a process (\(executable.path), output to /dev/null): median of 5 \(String(format: "%.1f ms", median * 1000)); "
        + "goal < \(String(format: "%.0f ms", listGoal * 1000)): \(median < listGoal ? "met" : "MISSED")"
    )
  }
}
