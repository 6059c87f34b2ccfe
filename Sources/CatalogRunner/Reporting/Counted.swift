/// Numbers with their nouns, as reports say them: `1 scenario`, `3 scenarios`.
enum Counted {
  /// `number` and `noun`, with an `s` unless the number is one.
  static func phrase(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
