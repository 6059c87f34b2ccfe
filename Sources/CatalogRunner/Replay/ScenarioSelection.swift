import CatalogModel
import CatalogStorage

/// Which stored scenarios a command works on: names, `--all`, or `--tag`.
package struct ScenarioSelection: Sendable, Hashable {
  package var names: [String]
  package var all: Bool
  package var tag: String?

  package init(names: [String] = [], all: Bool = false, tag: String? = nil) {
    self.names = names
    self.all = all
    self.tag = tag
  }

  /// The latest revisions selected, sorted by name; unknown names are an error with suggestions.
  ///
  /// - Parameter withForms: Whether to read their compiled forms (or sources) too; a large check
  ///   reads them later, a chunk at a time (`CatalogDatabase.readForms`).
  package func resolve(in catalog: CatalogDatabase, withForms: Bool = true) throws(RunnerError)
    -> [ReplayableScenario]
  {
    let available: [ReplayableScenario]
    do {
      available = try catalog.replayableScenarios(
        tag: names.isEmpty ? tag : nil, compiledPrefix: CompiledScenario.header, withForms: withForms)
    } catch {
      throw RunnerError(storage: error)
    }
    if names.isEmpty, let tag, available.isEmpty {
      // An unknown tag is a mistake to name, not an empty selection to run.
      let tags = (try? catalog.tags()) ?? []
      if !tags.contains(tag) {
        let suggestion = Suggestion.nearest(to: tag, among: tags)
        throw .invalidInput(
          "no scenario is tagged '\(tag)'"
            + (suggestion.map { "; did you mean '\($0)'?" }
              ?? (tags.isEmpty ? "; the catalog has no tags" : "; the tags are \(tags.joined(separator: ", "))")))
      }
    }
    guard !names.isEmpty else { return available }
    let byName = Dictionary(available.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let unknown = names.filter { byName[$0] == nil }
    guard unknown.isEmpty else { throw .unknownScenarios(unknown, among: available.map(\.name)) }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }.compactMap { byName[$0] }.sorted { $0.name < $1.name }
  }
}
