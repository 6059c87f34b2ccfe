import CatalogModel
import CatalogStorage
import ScenarioFile

extension ReplayableScenario {
  /// The validated scenario: decoded from its compiled form, or parsed from its source when the
  /// revision has none (made before migration 0002) or one of another format version. A source
  /// that was not read with the revision is fetched from `catalog`.
  package func load(from catalog: CatalogDatabase? = nil) throws(ScenarioFileError) -> Scenario {
    if let compiled, let scenario = CompiledScenario.decode(compiled) { return scenario }
    let text = source ?? (try? catalog?.revisionSource(revisionID)) ?? nil
    guard let text else {
      throw ScenarioFileError(
        path: fileName,
        diagnostics: [ScenarioDiagnostic(.start, "the stored revision \(revision) of '\(name)' has no readable source")]
      )
    }
    return try ScenarioFile.parse(text, path: fileName).scenario
  }
}

extension ReplayableScenario {
  /// The latest revision of the stored scenario `name`, and the validated scenario it holds.
  ///
  /// - Throws: `RunnerError.unknownScenarios` (with the catalog's names) when there is none,
  ///   `.invalidScenarios` when its revision does not load.
  static func latest(named name: String, in catalog: CatalogDatabase) throws
    -> (stored: ReplayableScenario, scenario: Scenario)
  {
    guard let stored = try ScenarioSelection(names: [name]).resolve(in: catalog).first else {
      throw RunnerError.unknownScenarios([name], among: try catalog.scenarioNames())
    }
    do {
      return (stored, try stored.load(from: catalog))
    } catch {
      throw RunnerError.invalidScenarios([error])
    }
  }
}

extension LoadedScenario {
  /// The scenario file at `path`, read and validated.
  ///
  /// - Throws: `RunnerError.invalidScenarios` with every problem of the file.
  static func read(_ path: String) throws(RunnerError) -> LoadedScenario {
    do {
      return try ScenarioFile.load(contentsOf: path)
    } catch {
      throw .invalidScenarios([error])
    }
  }
}

extension ScenarioInput {
  /// What the store keeps of a scenario file that validated: its exact source, its summary and
  /// tags for `list`, and its compiled form for fast replays.
  package init(_ loaded: LoadedScenario) {
    let fileName = loaded.path.split(separator: "/").last.map(String.init) ?? loaded.path
    self.init(
      name: loaded.scenario.name, source: loaded.source, fileName: fileName,
      sourceFormat: loaded.format, summary: loaded.scenario.summary,
      tags: loaded.scenario.tags, compiled: CompiledScenario.encode(loaded.scenario),
      factCount: loaded.scenario.facts.count)
    // Remembered so that a check of stored scenarios notices the file edited since.
    sourcePath = Check.absolutePath(loaded.path)
  }
}

/// Reading the latest revision of a stored scenario, as `ReplayableScenario.latest(named:in:)`.
struct LatestScenario: CatalogOperation {
  /// The scenario's name.
  var name: String
  var access: CatalogAccess { .read }

  func perform(in catalog: CatalogDatabase) throws -> (stored: ReplayableScenario, scenario: Scenario) {
    try ReplayableScenario.latest(named: name, in: catalog)
  }
}
