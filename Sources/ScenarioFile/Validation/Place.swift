/// Where a mapping sits in the scenario, as messages name it: "in controller 'D'".
struct Place: Sendable {
  /// The phrase after a key name, or nil at the top level.
  let phrase: String?

  static let topLevel = Place(phrase: nil)

  init(phrase: String?) {
    self.phrase = phrase
  }

  /// A place named by `phrase`, such as "in controller 'D'".
  init(_ phrase: String) {
    self.phrase = phrase
  }

  /// How a key of this mapping is named in messages: `'viewLoaded' in controller 'D'`, or
  /// `'name'` at the top level.
  func subject(_ key: String) -> String {
    phrase.map { "'\(key)' \($0)" } ?? "'\(key)'"
  }

  /// The place for messages about the mapping itself: "in controller 'D'", "at the top level".
  var description: String { phrase ?? "at the top level" }
}
