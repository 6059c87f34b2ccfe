import CatalogModel
import CatalogStorage
import ScenarioFile

extension ReplayableScenario {
  /// The validated scenario: decoded from its compiled form, or parsed from its source when the
  /// revision has none (made before migration 0002) or one of another format version.
  public func load() throws(ScenarioFileError) -> Scenario {
    if let compiled, let scenario = Scenario(compiled: compiled) { return scenario }
    return try ScenarioFile.parse(source, path: fileName).scenario
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
      tags: loaded.scenario.tags, compiled: loaded.scenario.compiled())
  }
}
