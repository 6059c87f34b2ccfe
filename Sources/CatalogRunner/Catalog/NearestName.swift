/// Finds the name nearest to a mistyped one, for "did you mean …?" in messages about unknown
/// scenarios, tags and profiles.
///
/// The rule is the scenario reader's (`ScenarioFile`'s suggestions for unknown keys): the
/// optimal-string-alignment edit distance ignoring case, at most one edit per three characters
/// (at least one), and never a complete replacement of the word. When no name is that close, a
/// name the word is the beginning of is suggested (`dimming` → `dimming-presentation`), which is
/// how catalog names are usually mistyped.
///
/// For example:
/// ```swift
/// NearestName.nearest(to: "dimming-presentaton", among: ["dimming-presentation", "popover"])
/// // "dimming-presentation"
/// ```
public enum NearestName {
  /// The candidate nearest to `word`, or nil when none is close enough. Ties go to the earlier
  /// candidate.
  public static func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty, typed.count <= 200 else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let valid = Array(candidate.lowercased())
      let longer = max(typed.count, valid.count)
      let limit = max(1, longer / 3)
      guard abs(typed.count - valid.count) <= limit else { continue }
      let distance = editDistance(typed, valid)
      guard distance <= limit, distance < longer else { continue }
      if distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.candidate }
    guard typed.count >= 3 else { return nil }
    let lowercased = word.lowercased()
    return candidates.first { $0 != word && $0.lowercased().hasPrefix(lowercased) }
  }

  /// The optimal-string-alignment distance between `a` and `b`.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
