/// Numbers with their nouns, as reports say them: `1 scenario`, `3 scenarios`.
package enum Counted {
  /// `number` and `noun`, with an `s` unless the number is one.
  package static func phrase(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// The numbers that are not zero, each before its word, as a report sums up what it did:
  /// `2 created, 1 unchanged`; empty when all are zero.
  package static func list(_ counts: [(number: Int, word: String)]) -> String {
    counts.filter { $0.number > 0 }.map { "\($0.number) \($0.word)" }.joined(separator: ", ")
  }
}
