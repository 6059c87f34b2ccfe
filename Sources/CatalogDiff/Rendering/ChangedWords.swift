/// Where two lines of a changed pair differ: the part between their common beginning and end,
/// widened to whole words (so `0.35` → `0.4` marks both numbers rather than their last digits).
/// Coloured terminal diffs make it bold and underlined; the HTML page marks it.
public enum ChangedWords {
  /// The differing part of `old` and of `new`, as character offsets; an empty range where one line
  /// only lacks what the other has.
  public static func ranges(_ old: String, _ new: String) -> (old: Range<Int>, new: Range<Int>) {
    let a = Array(old)
    let b = Array(new)
    var prefix = 0
    while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "." }
    while prefix > 0, isWord(a[prefix - 1]) { prefix -= 1 }
    while suffix > 0, isWord(a[a.count - suffix]), isWord(b[b.count - suffix]) { suffix -= 1 }
    return (prefix..<(a.count - suffix), prefix..<(b.count - suffix))
  }
}
