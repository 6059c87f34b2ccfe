/// A Swift expression the scenario writer prints: calls laid out on one line when they fit, else
/// one argument per line, as swift-format lays them out.
indirect enum SwiftExpression {
  /// Text printed as it is: a literal, `.custom`, `nil`.
  case atom(String)
  /// `name(label: value, …)`; a nil label is an unlabelled argument.
  case call(String, [(label: String?, value: SwiftExpression)])
  /// `[a, b]`.
  case array([SwiftExpression])
  /// `base.modifier(argument)`: a step's timing.
  case modified(SwiftExpression, String)
  /// A string literal: `"…"`, or a `"""` literal with a line per line of a text that has several.
  case string(String)

  /// The expression on one line.
  var flat: String {
    switch self {
    case .atom(let text): text
    case .call(let name, let arguments):
      name + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.flat }.joined(separator: ", ") + ")"
    case .array(let items): "[" + items.map(\.flat).joined(separator: ", ") + "]"
    case .modified(let base, let modifier): base.flat + "." + modifier
    // A text of several lines never fits on one: the newline makes the caller break the line.
    case .string(let text): text.contains("\n") ? "\"\"\"\n" : Self.quoted(text)
    }
  }

  /// The expression at `indent`, starting `column` characters into its line (what precedes it
  /// there), within `width` characters where it can.
  func rendered(indent: String, column: Int, width: Int) -> String {
    let flat = self.flat
    if !flat.contains("\n"), indent.count + column + flat.count <= width { return flat }
    if case .call(let name, let arguments) = self, arguments.isEmpty { return name + "()" }
    switch self {
    case .atom(let text): return text
    case .string(let text):
      guard text.contains("\n") else { return Self.quoted(text) }
      // A multi-line literal: each line at the closing delimiter's indentation, which Swift
      // strips, and a line break after each; Swift drops the one before the delimiter, so a text
      // that ends in a newline ends in an empty line.
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let inner = indent + "  "
      var out = "\"\"\"\n"
      for line in lines {
        let escaped = Self.escaped(String(line), quotes: false)
        out += (escaped.isEmpty ? "" : inner + escaped) + "\n"
      }
      return out + inner + "\"\"\""
    case .array(let items):
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.rendered(indent: inner, column: 0, width: width) + ",\n" }.joined() + indent
        + "]"
    case .modified(let base, let modifier):
      return base.rendered(indent: indent, column: column, width: width - modifier.count - 1) + "." + modifier
    case .call(let name, let arguments):
      let inner = indent + "  "
      let lines = arguments.enumerated().map { index, argument in
        let label = argument.label.map { $0 + ": " } ?? ""
        let value = argument.value.rendered(indent: inner, column: label.count, width: width)
        return inner + label + value + (index == arguments.count - 1 ? "" : ",")
      }
      return name + "(\n" + lines.joined(separator: "\n") + "\n" + indent + ")"
    }
  }

  /// `text` as a one-line Swift string literal.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text, quotes: true) + "\""
  }

  /// `text` with Swift's escapes: backslashes, control characters, and double quotes (in a
  /// one-line literal) or three of them in a row (in a multi-line one).
  static func escaped(_ text: String, quotes: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"" where quotes: out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return quotes ? out : out.replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
  }
}
