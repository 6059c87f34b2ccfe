/// The syntax a scenario file is written in, chosen by its extension.
///
/// Both syntaxes are read by the same YAML 1.2 parser (JSON is a subset of YAML 1.2), so they
/// share positions and messages. A `.json` file is additionally held to plain JSON: YAML-only
/// syntax in it (block collections, unquoted strings, anchors) is reported.
public enum SourceFormat: String, CaseIterable, Hashable, Sendable {
  /// `.yaml` or `.yml`, and any path without a known extension.
  case yaml
  /// `.json`.
  case json

  /// The format a path's extension names; YAML unless the path ends in `.json`.
  ///
  /// The comparison ignores case, so `SCENARIO.JSON` is JSON.
  public init(path: String) {
    self = path.lowercased().hasSuffix(".json") ? .json : .yaml
  }

  /// The name used in messages: `YAML` or `JSON`.
  public var displayName: String {
    switch self {
    case .yaml: "YAML"
    case .json: "JSON"
    }
  }
}
