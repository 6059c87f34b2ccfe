import CatalogModel

/// Small helpers that word lists and quantities in messages.
enum Phrase {
  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`; long lists end with "and N more".
  static func list(_ words: [String], conjunction: String = "or", limit: Int = 12) -> String {
    if words.count > limit {
      return words.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        + " and \(words.count - limit) more"
    }
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    if quoted.count == 1 { return last }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  /// `a`, `a or b`, `a, b or c`, without quotes (for value names in "expected …").
  static func bareList(_ words: [String], conjunction: String = "or") -> String {
    guard let last = words.last else { return "" }
    if words.count == 1 { return last }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  /// "1 number", "3 numbers", "no numbers".
  static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    switch count {
    case 0: "no \(plural ?? singular + "s")"
    case 1: "1 \(singular)"
    default: "\(count) \(plural ?? singular + "s")"
    }
  }

  /// "did you mean 'x'?" for the nearest candidate, or nil.
  static func didYouMean(_ word: String, among candidates: [String]) -> String? {
    Suggestion.nearest(to: word, among: candidates).map { "did you mean '\($0)'?" }
  }
}
