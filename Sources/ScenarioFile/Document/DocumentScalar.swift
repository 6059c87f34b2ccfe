/// A scalar: its text as written (after quotes and escapes are processed) and its typed value.
struct DocumentScalar: Sendable {
  /// How a scalar is written.
  enum Style: Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    /// `|` or `>` block scalars.
    case block
  }

  var text: String
  var style: Style
  /// The value under the YAML 1.2 core schema and the node's tag.
  var value: CoreValue
}
