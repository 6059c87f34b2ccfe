import CatalogModel

/// The spelling rules of names, tags, ids and class labels (Docs/scenario-format.md).
///
/// Each check returns nil when the text is valid, or a short reason ("'D' is not allowed") that
/// the message puts next to the rule.
enum NameRules {
  /// The rule for `name` and `tags`, as messages state it.
  static let nameRule =
    "1-100 characters of a-z, 0-9, '-', '_' and '.', starting with a letter or digit"

  /// The rule for controller and delegate ids, as messages state it.
  static let idRule = "a letter, then letters, digits or '_'"

  /// The rule for `class` labels, as messages state it.
  static let classRule = "1-100 characters: a letter or '_', then letters, digits, '_' or '.'"

  /// Why `text` is not a valid scenario name or tag, if it is not.
  static func nameProblem(_ text: String) -> String? {
    let characters = Array(text.unicodeScalars)
    guard let first = characters.first else { return "it is empty" }
    guard characters.count <= 100 else { return "it has \(characters.count) characters" }
    if let bad = characters.first(where: {
      !isLowercaseLetterOrDigit($0) && !"-_.".unicodeScalars.contains($0)
    }) {
      return reason(for: bad)
    }
    guard isLowercaseLetterOrDigit(first) else { return "it starts with '\(VisibleText.escaped(String(first)))'" }
    return nil
  }

  /// Why `text` is not a valid controller or delegate id, if it is not.
  static func idProblem(_ text: String) -> String? {
    let characters = Array(text.unicodeScalars)
    guard let first = characters.first else { return "it is empty" }
    guard isASCIILetter(first) else { return "it starts with '\(VisibleText.escaped(String(first)))'" }
    if let bad = characters.first(where: { !isASCIILetter($0) && !isDigit($0) && $0 != "_" }) {
      return "'\(VisibleText.escaped(String(bad)))' is not allowed"
    }
    return nil
  }

  /// Why `text` is not a valid class label, if it is not.
  static func classProblem(_ text: String) -> String? {
    let characters = Array(text.unicodeScalars)
    guard let first = characters.first else { return "it is empty" }
    guard characters.count <= 100 else { return "it has \(characters.count) characters" }
    guard isASCIILetter(first) || first == "_" else { return "it starts with '\(VisibleText.escaped(String(first)))'" }
    if let bad = characters.first(where: {
      !isASCIILetter($0) && !isDigit($0) && $0 != "_" && $0 != "."
    }) {
      return "'\(VisibleText.escaped(String(bad)))' is not allowed"
    }
    return nil
  }

  // MARK: - Private

  private static func reason(for scalar: Unicode.Scalar) -> String {
    if ("A"..."Z").contains(scalar) { return "uppercase '\(scalar)' is not allowed" }
    if scalar == " " { return "spaces are not allowed" }
    return "'\(VisibleText.escaped(String(scalar)))' is not allowed"
  }

  private static func isLowercaseLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || isDigit(scalar)
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}
