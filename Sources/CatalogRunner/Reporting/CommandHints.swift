/// Suggested commands that use the same catalog as the command that suggests them.
///
/// A report says what to run next in quotes (`'catalog accept --group N'`); when the user chose
/// the catalog with `--db`, following the hint as written would use (and create) another one, so
/// every quoted `catalog …` command gets the same ` --db PATH` (`CatalogLocation.option`).
enum CommandHints {
  /// `text` with `option` added at the end of each quoted `'catalog …'` command (quoted with
  /// `quote`: Markdown quotes commands with backticks).
  static func adding(_ option: String, to text: String, quote: Character = "'") -> String {
    let opening = String(quote) + "catalog "
    guard !option.isEmpty, text.contains(opening) else { return text }
    var out = ""
    var rest = Substring(text)
    while let start = rest.range(of: opening) {
      out += rest[..<start.upperBound]
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: quote) else { break }
      out += rest[..<end] + option + String(quote)
      rest = rest[rest.index(after: end)...]
    }
    return out + rest
  }
}
