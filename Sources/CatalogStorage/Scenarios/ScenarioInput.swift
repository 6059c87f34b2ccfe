import CatalogModel

/// A scenario file to add to the catalog: its name and source, and what the runner read from it.
///
/// The store keeps the source text exactly; `summary` and `tags` are what `catalog list` shows and
/// filters by, so they are passed in rather than parsed again.
///
/// For example:
/// ```swift
/// let input = ScenarioInput(
///   name: "dimming-presentation", source: text, fileName: "dimming-presentation.yaml",
///   sourceFormat: .yaml, summary: "Red over yellow", tags: ["custom"])
/// ```
package struct ScenarioInput: Hashable, Sendable {
  /// The scenario's unique name in the catalog.
  package var name: String
  /// The file's text, exactly as read.
  package var source: String
  /// The file's name, `dimming-presentation.yaml`, for exports and messages.
  package var fileName: String
  package var sourceFormat: SourceFormat
  /// The one-line summary, if the file has one.
  package var summary: String?
  package var tags: [String]
  /// The validated scenario in its compiled form (`CompiledScenario.encode(_:)`), a cache of the source
  /// that lets replays skip parsing; nil stores none.
  package var compiled: [UInt8]?
  /// How many `expect:` facts the scenario has (`scenarioRevision.factCount`, migration 0010): a
  /// check replays a scenario with facts rather than reusing an earlier run, so that its facts are
  /// evaluated every time.
  package var factCount: Int
  /// The absolute path of the file the source was read from, which a check of stored scenarios
  /// compares with the stored source (migration 0011); nil leaves the one remembered as it is.
  package var sourcePath: String?

  package init(
    name: String, source: String, fileName: String, sourceFormat: SourceFormat,
    summary: String? = nil, tags: [String] = [], compiled: [UInt8]? = nil, factCount: Int = 0
  ) {
    self.name = name
    self.source = source
    self.fileName = fileName
    self.sourceFormat = sourceFormat
    self.summary = summary
    self.tags = tags
    self.compiled = compiled
    self.factCount = factCount
  }
}
