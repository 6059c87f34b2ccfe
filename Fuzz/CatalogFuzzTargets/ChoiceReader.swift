/// Reads choices one by one; out of choices, every read is 0.
///
/// For example:
/// ```swift
/// var reader = ChoiceReader([7, 1])
/// reader.next(3)   // 1 (7 % 3)
/// ```
struct ChoiceReader {
  private var choices: [Int]
  private var position = 0

  init(_ choices: [Int]) {
    self.choices = choices
  }

  var remaining: Int { max(0, choices.count - position) }

  mutating func next(_ bound: Int) -> Int {
    guard position < choices.count else { return 0 }
    defer { position += 1 }
    // Total for any choice and bound (abs(Int.min) would trap).
    return Int(choices[position].magnitude % UInt(max(1, bound)))
  }

  mutating func pick(_ options: [String]) -> String { options[next(options.count)] }

  mutating func bool() -> Bool { next(2) == 1 }
}
