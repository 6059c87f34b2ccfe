import CatalogModel
import CatalogStorage
import ScenarioFile

extension ReplayableScenario {
  /// The validated scenario: decoded from its compiled form, or parsed from its source when the
  /// revision has none (made before migration 0002) or one of another format version. A source
  /// that was not read with the revision is fetched from `catalog`.
  public func load(from catalog: CatalogDatabase? = nil) throws(ScenarioFileError) -> Scenario {
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

extension ScenarioInput {
  /// What the store keeps of a scenario file that validated: its exact source, its summary and
  /// tags for `list`, and its compiled form for fast replays.
  public init(_ loaded: LoadedScenario) {
    let fileName = loaded.path.split(separator: "/").last.map(String.init) ?? loaded.path
    self.init(
      name: loaded.scenario.name, source: loaded.source, fileName: fileName,
      sourceFormat: loaded.format, summary: loaded.scenario.summary,
      tags: loaded.scenario.tags, compiled: CompiledScenario.encode(loaded.scenario))
  }
}
