import CatalogModel

/// A scenario file's content as written: keys in file order, scalars typed by the YAML 1.2 core
/// schema, aliases resolved, positions dropped.
///
/// It is the form that other spellings of a scenario translate from and to, key for key: the
/// Swift form (`ScenarioBuilder`) writes one and reads one, and `catalog show --format swift`
/// turns a stored file into Swift through it. `flowText` writes a value back as YAML in flow
/// style (every string double-quoted), which the reader parses to the same value.
///
/// For example:
/// ```swift
/// let document = try ScenarioFile.document(of: "name: a\nsteps: [{wait: 0.5}]", path: "a.yaml")
/// document["steps"]  // .sequence([.mapping([("wait", .number(0.5))])])
/// ```
public enum ScenarioDocument: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case sequence([ScenarioDocument])
  /// Key-value pairs in file order.
  case mapping([Entry])

  /// One key-value pair of a mapping.
  public struct Entry: Hashable, Sendable {
    public var key: String
    public var value: ScenarioDocument

    public init(_ key: String, _ value: ScenarioDocument) {
      self.key = key
      self.value = value
    }
  }

  /// The value of `key`, when this is a mapping that has it (the first, if the key repeats).
  public subscript(key: String) -> ScenarioDocument? {
    guard case .mapping(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  /// The value as YAML flow text on one line: `{"present": "D", "animated": false}`.
  ///
  /// Strings are double-quoted with JSON's escapes, numbers are written the shortest way that
  /// reads back to the same `Double` (whole numbers without a fraction), so the text is also
  /// JSON whenever the value holds no infinity or NaN.
  public var flowText: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += Self.numberText(value)
    case .string(let value): out += Self.quoted(value)
    case .sequence(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += ", " }
        value.write(to: &out)
      }
      out += "]"
    case .mapping(let entries):
      out += "{"
      for (index, entry) in entries.enumerated() {
        if index > 0 { out += ", " }
        out += Self.quoted(entry.key) + ": "
        entry.value.write(to: &out)
      }
      out += "}"
    }
  }

  /// `value` as YAML reads it back: `1`, `0.35`, `-2.5`, `.inf`, `.nan`.
  public static func numberText(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `text` in double quotes with JSON's escapes (YAML reads the same escapes).
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension ScenarioFile {
  /// The document of scenario text, as written: its keys, in order, with their typed values.
  ///
  /// Only the syntax is checked here (YAML 1.2, or JSON for a `.json` path), not the format's
  /// keys; use `parse(_:path:)` for a validated scenario.
  ///
  /// - Throws: `ScenarioFileError` for text that is not a YAML document.
  public static func document(of text: String, path: String) throws(ScenarioFileError) -> ScenarioDocument {
    var log = DiagnosticLog()
    let source = SourceText.removingByteOrderMark(text)
    guard let root = DocumentComposer.compose(source, format: SourceFormat(path: path), log: &log), log.isEmpty
    else {
      if log.isEmpty { log.error(.start, "empty file: expected a mapping") }
      throw ScenarioFileError(path: path, diagnostics: log.sortedDiagnostics())
    }
    return ScenarioDocument(root)
  }
}

extension ScenarioDocument {
  /// The document of a composed node.
  init(_ node: DocumentNode) {
    switch node.content {
    case .scalar(let scalar):
      switch scalar.value {
      case .null: self = .null
      case .bool(let value): self = .bool(value)
      case .number(let value, _): self = .number(value)
      case .string: self = .string(scalar.text)
      }
    case .sequence(let nodes):
      self = .sequence(nodes.map(ScenarioDocument.init))
    case .mapping(let entries):
      self = .mapping(entries.map { Entry($0.key.scalar?.text ?? "", ScenarioDocument($0.value)) })
    }
  }
}
