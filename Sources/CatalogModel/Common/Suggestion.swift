/// Finds the valid word nearest to a misspelled one, for "did you mean …?".
///
/// Distance is the optimal-string-alignment edit distance (insertions, deletions, substitutions
/// and swaps of neighbours), ignoring case. A candidate is suggested only when it is reasonably
/// close: at most one edit per three characters (at least one edit), and never a complete
/// replacement of the word, so `A` does not suggest `B`.
public enum Suggestion {
  /// The candidate nearest to `word`, or nil when none is close enough. Ties go to the earlier
  /// candidate.
  ///
  /// - Parameter allowingPrefix: When nothing is that close, suggest a candidate that `word`
  ///   (three characters or more) begins: catalog names are mostly mistyped by leaving their end
  ///   off (`dimming` → `dimming-presentation`).
  public static func nearest(to word: String, among candidates: [String], allowingPrefix: Bool = false) -> String? {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty, typed.count <= 100 else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let valid = Array(candidate.lowercased())
      let longer = max(typed.count, valid.count)
      let limit = max(1, longer / 3)
      guard abs(typed.count - valid.count) <= limit else { continue }
      let distance = editDistance(typed, valid)
      guard distance <= limit, distance < longer else { continue }
      if best == nil || distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.candidate }
    guard allowingPrefix, typed.count >= 3 else { return nil }
    let lowercased = word.lowercased()
    return candidates.first { $0 != word && $0.lowercased().hasPrefix(lowercased) }
  }

  /// The optimal-string-alignment distance between `a` and `b`.
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousRow: [Int] = []
    var row = Array(0...b.count)
    for i in 1...a.count {
      let twoRowsBack = previousRow
      previousRow = row
      row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], twoRowsBack[j - 2] + 1)
        }
      }
    }
    return row[b.count]
  }
}
