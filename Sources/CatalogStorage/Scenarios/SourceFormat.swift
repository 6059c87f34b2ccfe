/// The syntax of a scenario file (FORMATS section 1).
public enum SourceFormat: String, CaseIterable, Hashable, Sendable {
  case yaml
  case json
}
