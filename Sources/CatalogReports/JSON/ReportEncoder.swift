import CatalogRunner

/// Encodes reports as the JSON that `--format json` prints: keys sorted, two-space indentation,
/// `"key": value`, empty containers as `[]` and `{}`, slashes unescaped, and a final newline
/// (written by `JSONTreeEncoder`).
///
/// Scripts should read it with a JSON parser; the layout is stable for the same report, so two
/// outputs can also be compared byte for byte.
package enum ReportEncoder {
  /// `value` as JSON text ending in a newline.
  ///
  /// - Throws: `RunnerError.invalidInput` if a value cannot be encoded (a non-finite number).
  package static func json(_ value: some Encodable) throws(RunnerError) -> String {
    if let fast = value as? any FastJSONReport {
      var out: [UInt8] = []
      fast.writeJSON(to: &out)
      out.append(UInt8(ascii: "\n"))
      return String(decoding: out, as: UTF8.self)
    }
    return try encoded(value)
  }

  /// `value` as JSON text ending in a newline, through its `Encodable` conformance even when it
  /// has a hand-tuned writer (the tests compare the two).
  static func encoded(_ value: some Encodable) throws(RunnerError) -> String {
    do {
      return try JSONTreeEncoder.encode(value) + "\n"
    } catch {
      throw .invalidInput("the report cannot be written as JSON: \(error)")
    }
  }
}
