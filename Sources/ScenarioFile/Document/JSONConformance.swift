import CatalogModel

/// Finds YAML-only syntax in a `.json` file.
///
/// JSON is a subset of YAML 1.2, so a `.json` file is parsed by the YAML parser, which would also
/// accept YAML written in it. Other tools reading the file as JSON would not; the first construct
/// outside JSON is reported, once, so that a file's extension stays true.
enum JSONConformance {
  /// The first trailing comma or comment outside a JSON string in `scalars`, or the first raw
  /// control character (a line break, a tab) or escape JSON lacks (`\x41`, `\e`, `\U…`) inside
  /// one, up to the first single quote: the YAML parser accepts all of these silently (a flow
  /// collection may end with a comma, `#` starts a comment, a line break folds into a space, YAML
  /// has more escapes) and reads `//` as text, so they are found in the text itself, before
  /// parsing, and reported as the syntax error a JSON parser would report.
  static func firstLexicalViolation(in scalars: [Unicode.Scalar], lines: LineIndex)
    -> ScenarioDiagnostic?
  {
    var inString = false
    var escaped = false
    var offset = 0
    while offset < scalars.count {
      let scalar = scalars[offset]
      defer { offset += 1 }
      if inString {
        if escaped {
          escaped = false
          // JSON's escapes: \" \\ \/ \b \f \n \r \t and \u with four hexadecimal digits.
          if scalar == "u" {
            let digits = scalars[(offset + 1)..<min(offset + 5, scalars.count)]
            if digits.count == 4, digits.allSatisfy({ $0.isASCII && Character($0).isHexDigit }) { continue }
            return violation(
              at: lines.location(ofOffset: offset - 1), "'\\u' needs four hexadecimal digits in a JSON string")
          }
          guard "\"\\/bfnrt".unicodeScalars.contains(scalar) else {
            return violation(
              at: lines.location(ofOffset: offset - 1),
              "'\\\(VisibleText.escaped(String(scalar)))' is not a JSON escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            )
          }
        } else if scalar == "\\" {
          escaped = true
        } else if scalar == "\"" {
          inString = false
        } else if scalar.value < 0x20 {
          let name =
            switch scalar {
            case "\n": "a line break"
            case "\r": "a carriage return"
            case "\t": "a tab"
            default:
              "the control character U+00" + (scalar.value < 0x10 ? "0" : "")
                + String(scalar.value, radix: 16, uppercase: true)
            }
          return violation(
            at: lines.location(ofOffset: offset),
            "\(name) inside a string; JSON writes it as an escape (\\n, \\t, \\u0001)")
        }
        continue
      }
      let problem: String
      switch scalar {
      case "\"":
        inString = true
        continue
      case "'":
        // A YAML string in single quotes: the check of the parsed document names it, and what
        // follows it cannot be read without YAML's quoting rules.
        return nil
      case "#":
        problem = "a '#' comment; JSON has no comments"
      case "/" where offset + 1 < scalars.count && (scalars[offset + 1] == "/" || scalars[offset + 1] == "*"):
        problem = "a '\(scalars[offset])\(scalars[offset + 1])' comment; JSON has no comments"
      case ",":
        var next = offset + 1
        while next < scalars.count, [" ", "\t", "\r", "\n"].contains(scalars[next]) { next += 1 }
        guard next < scalars.count, scalars[next] == "}" || scalars[next] == "]" else { continue }
        problem = "a comma before '\(scalars[next])'; JSON allows no comma after the last element"
      default:
        continue
      }
      return violation(at: lines.location(ofOffset: offset), problem)
    }
    return nil
  }

  /// The first construct of `node`, in file order, that JSON lacks.
  static func firstViolation(in node: DocumentNode) -> ScenarioDiagnostic? {
    firstViolation(in: node, isKey: false)
  }

  private static func firstViolation(in node: DocumentNode, isKey: Bool) -> ScenarioDiagnostic? {
    if node.isAlias {
      return violation(at: node.location, "aliases ('*name') are YAML syntax")
    }
    if node.hasProperties {
      return violation(at: node.location, "anchors ('&name') and tags ('!!str') are YAML syntax")
    }
    switch node.content {
    case .scalar(let scalar):
      return scalarViolation(scalar, at: node.location, isKey: isKey)
    case .mapping(let entries):
      guard node.isFlow else {
        return violation(
          at: node.location, "an indented mapping is YAML syntax; write a JSON object in braces")
      }
      for entry in entries {
        if let found = firstViolation(in: entry.key, isKey: true)
          ?? firstViolation(in: entry.value, isKey: false)
        {
          return found
        }
      }
      return nil
    case .sequence(let nodes):
      guard node.isFlow else {
        return violation(
          at: node.location, "a '-' list is YAML syntax; write a JSON array in brackets")
      }
      for element in nodes {
        if let found = firstViolation(in: element, isKey: false) { return found }
      }
      return nil
    }
  }

  private static func scalarViolation(
    _ scalar: DocumentScalar, at location: SourceLocation, isKey: Bool
  )
    -> ScenarioDiagnostic?
  {
    let text = DocumentNode.quoted(scalar.text)
    switch scalar.style {
    case .doubleQuoted:
      return nil
    case .singleQuoted:
      return violation(at: location, "\(text) is in single quotes; JSON strings need double quotes")
    case .block:
      return violation(
        at: location, "block scalars ('|' and '>') are YAML syntax; write a JSON string")
    case .plain:
      if isKey {
        return violation(at: location, "key \(text) needs double quotes")
      }
      if ["true", "false", "null"].contains(scalar.text) || isJSONNumber(scalar.text) {
        return nil
      }
      return violation(at: location, "\(text) is not a JSON value; JSON strings need double quotes")
    }
  }

  private static func violation(at location: SourceLocation, _ problem: String)
    -> ScenarioDiagnostic
  {
    ScenarioDiagnostic(
      location, "invalid JSON: \(problem); rename the file to '.yaml' to write YAML")
  }

  /// Whether `text` follows JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`.
  static func isJSONNumber(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    func isDigit(_ offset: Int) -> Bool {
      offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
    }
    func skipDigits() -> Int {
      let start = index
      while isDigit(index) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      _ = skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard skipDigits() > 0 else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard skipDigits() > 0 else { return false }
    }
    return index == bytes.count
  }
}
