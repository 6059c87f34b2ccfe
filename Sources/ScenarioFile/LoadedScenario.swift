import CatalogModel

/// A scenario read from a file and validated, together with the text it was read from.
///
/// The store keeps `source` as written (so `export` gives the author's file back), and the runner
/// keeps `path` for messages that point into the file.
public struct LoadedScenario: Hashable, Sendable {
  /// The validated scenario.
  public var scenario: Scenario
  /// The file's text, decoded from UTF-8, without a leading byte-order mark.
  public var source: String
  /// The path the scenario was read from, as given (used in messages).
  public var path: String
  /// Whether the file is YAML or JSON, by its extension.
  public var format: SourceFormat
}
