import CatalogModel
import CatalogRunner
import CatalogStorage
import Dispatch
import Foundation
import ScenarioFile
import TransitionEngine

/// A catalog of `count` small synthetic scenarios, each replayed under the newest profile and
/// accepted, built for the check benchmarks (setup, not timed).
///
/// Parsing 100,000 YAML files would make the setup take minutes, so 2,000 distinct scenarios
/// are parsed and the rest are copies of them under their own names (`synthetic-N`), stored as
/// `add` stores a file: source, summary, tags and compiled form. The catalog is then checked once
/// and every new result accepted, as a user's first `check --all` and `accept --all` would.
struct BenchmarkCatalog {
  let count: Int
  let location: CatalogLocation
  /// The sum of the baselines' events.
  let events: Int
  /// How long the setup took.
  let setupSeconds: Double

  static let templateCount = 2_000

  /// `catalog-benchmark catalog FOLDER COUNT`: builds the catalog in a folder that stays, to
  /// profile `catalog check` on it by hand (`CATALOG_TRACE=1` prints phases and memory).
  static func command(_ arguments: [String]) {
    guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else {
      Failure.exit("usage: catalog-benchmark catalog FOLDER COUNT", code: 64)
    }
    Failure.attempt("create '\(arguments[0])'") {
      try FileManager.default.createDirectory(atPath: arguments[0], withIntermediateDirectories: true)
    }
    let catalog = BenchmarkCatalog(count: count, at: arguments[0] + "/catalog-\(count).sqlite")
    print("built \(catalog.location.path): \(count) scenarios, \(catalog.events) baseline events")
  }

  init(count: Int, in folder: BenchmarkFolder) {
    self.init(count: count, at: folder.file("catalog-\(count).sqlite"))
  }

  init(count: Int, at path: String) {
    self.count = count
    let location = CatalogLocation(explicit: path)
    self.location = location
    setupSeconds = Measure.seconds {
      let templates = Self.templates(min(count, Self.templateCount))
      let inputs = Self.inputs(count: count, templates: templates)
      do {
        let catalog = try location.openForWriting()
        _ = try catalog.addScenarios(inputs)
        try catalog.close()
        let report = try CheckRequest(commandLine: ["setup"]).run(at: location)
        _ = try AcceptCheck(report, acceptedBy: "benchmark").run(at: location)
      } catch {
        Failure.exit("could not build the \(count)-scenario benchmark catalog: \(error)")
      }
    }
    var events = 0
    if let catalog = try? location.openForReading(), let baselines = try? catalog.currentBaselines() {
      events = baselines.reduce(0) { $0 + $1.eventCount }
      try? catalog.close()
    }
    self.events = events
  }

  /// The distinct scenarios, parsed on every core.
  static func templates(_ count: Int) -> [LoadedScenario] {
    let files = SyntheticScenarios.generate(count: count, size: .small)
    let slots = CheckBenchmark.Slots(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      slots.set(index, try? ScenarioFile.parse(files[index].yaml, path: files[index].name + ".yaml"))
    }
    let loaded = slots.values.compactMap { $0 }
    guard loaded.count == files.count else { Failure.exit("a generated scenario is invalid") }
    return loaded
  }

  /// `count` stored scenarios: the templates, then copies of them under new names.
  static func inputs(count: Int, templates: [LoadedScenario]) -> [ScenarioInput] {
    (0..<count).map { index in
      let template = templates[index % templates.count]
      guard index >= templates.count else { return ScenarioInput(template) }
      var scenario = template.scenario
      let name = "synthetic-\(index)"
      scenario.name = name
      let source = template.source.replacingOccurrences(
        of: "name: \(template.scenario.name)\n", with: "name: \(name)\n")
      return ScenarioInput(
        name: name, source: source, fileName: name + ".yaml", sourceFormat: .yaml, summary: scenario.summary,
        tags: scenario.tags, compiled: CompiledScenario.encode(scenario))
    }
  }

  /// Writes each baseline's canonical text to `<folder>/<scenario>.timeline`: the files a
  /// repository of timelines would hold, for `diff -r` to compare.
  func writeBaselineFiles(to folder: String) {
    Failure.attempt("write the baseline files to '\(folder)'") {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let catalog = try location.openForReading()
      defer { try? catalog.close() }
      var texts: [String: String] = [:]
      for baseline in try catalog.currentBaselines() {
        if texts[baseline.timelineHash] == nil {
          guard let timeline = try catalog.timeline(hash: baseline.timelineHash) else {
            Failure.exit("the baseline of '\(baseline.scenario)' has no timeline")
          }
          texts[baseline.timelineHash] = timeline.canonicalText()
        }
        try Data((texts[baseline.timelineHash] ?? "").utf8).write(
          to: URL(fileURLWithPath: folder + "/" + baseline.scenario + ".timeline"))
      }
    }
  }

  /// The release `catalog` binary beside this benchmark, or nil (with a line saying so) when it
  /// is not built.
  static func binary(for what: String) -> String? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("catalog").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("  \(what): skipped ('\(binary)' is not built; 'swift build -c release' builds it)")
      return nil
    }
    return binary
  }
}
