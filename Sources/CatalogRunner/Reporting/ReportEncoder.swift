import Foundation

/// Encodes reports as the JSON that `--format json` prints: keys sorted, two-space indentation,
/// slashes unescaped, and a final newline.
///
/// Scripts should read it with a JSON parser; the layout is stable for the same report, so two
/// outputs can also be compared byte for byte.
public enum ReportEncoder {
  /// `value` as JSON text ending in a newline.
  ///
  /// - Throws: `RunnerError.invalidInput` if a value cannot be encoded (a non-finite number).
  public static func json(_ value: some Encodable) throws(RunnerError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw .invalidInput("the report cannot be written as JSON: \(error)")
    }
    return tidy(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// Two layout fixes to Foundation's pretty printing, line by line: an empty array or object,
  /// printed over three lines (`[`, an empty line, `]`), becomes `[]` / `{}`; and a key is
  /// followed by `": "` rather than `" : "`. A JSON string holds no raw newline, so each line
  /// starts with at most one key and an empty line only occurs inside an empty container.
  static func tidy(_ text: String) -> String {
    var lines: [Substring] = []
    var rest = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = rest.popFirst() {
      if let opener = line.last, opener == "[" || opener == "{", rest.first?.isEmpty == true,
        let closing = rest.dropFirst().first, closing.drop(while: { $0 == " " }).first == (opener == "[" ? "]" : "}")
      {
        lines.append(line + closing.drop(while: { $0 == " " }))
        rest = rest.dropFirst(2)
      } else {
        lines.append(line)
      }
    }
    return lines.map(tightenKey).joined(separator: "\n")
  }

  /// `  "key" : value` as `  "key": value`; other lines as they are.
  static func tightenKey(_ line: Substring) -> Substring {
    let utf8 = Array(line.utf8)
    var index = 0
    while index < utf8.count && utf8[index] == UInt8(ascii: " ") { index += 1 }
    guard index < utf8.count, utf8[index] == UInt8(ascii: "\"") else { return line }
    index += 1
    while index < utf8.count && utf8[index] != UInt8(ascii: "\"") {
      index += utf8[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    let separator = Array(" : ".utf8)
    guard index + 1 + separator.count <= utf8.count,
      Array(utf8[(index + 1)..<(index + 1 + separator.count)]) == separator
    else { return line }
    return Substring(
      String(decoding: utf8[...index] + Array(": ".utf8) + utf8[(index + 1 + separator.count)...], as: UTF8.self))
  }
}
