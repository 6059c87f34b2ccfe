/// Encodes reports as the JSON that `--format json` prints: keys sorted, two-space indentation,
/// `"key": value`, empty containers as `[]` and `{}`, slashes unescaped, and a final newline
/// (written by `JSONTreeEncoder`).
///
/// Scripts should read it with a JSON parser; the layout is stable for the same report, so two
/// outputs can also be compared byte for byte.
public enum ReportEncoder {
  /// `value` as JSON text ending in a newline.
  ///
  /// - Throws: `RunnerError.invalidInput` if a value cannot be encoded (a non-finite number).
  public static func json(_ value: some Encodable) throws(RunnerError) -> String {
    do {
      return try JSONTreeEncoder.encode(value) + "\n"
    } catch {
      throw .invalidInput("the report cannot be written as JSON: \(error)")
    }
  }
}
