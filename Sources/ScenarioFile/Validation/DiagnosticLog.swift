import CatalogModel

/// Collects the problems of one file, without duplicates, and hands them back sorted by position.
///
/// A value reached through several aliases is checked once per alias; identical problems at the
/// same position are kept once. A pathological file can produce an endless list, so the log keeps
/// at most `limit` problems and says how many more it dropped, as compilers do.
struct DiagnosticLog {
  /// The most problems a report shows.
  static let limit = 1000

  /// How many problems are kept before sorting; beyond it only the count grows.
  private static let storageLimit = 10 * limit

  private var diagnostics: [ScenarioDiagnostic] = []
  private var seen: Set<ScenarioDiagnostic> = []
  private var droppedCount = 0

  var isEmpty: Bool { diagnostics.isEmpty }

  /// Records a problem at `location`; `message` is a lowercase fragment (HOUSE-STYLE item 8).
  mutating func error(_ location: SourceLocation, _ message: String) {
    record(ScenarioDiagnostic(location, message))
  }

  /// Records a problem already made into a diagnostic.
  mutating func record(_ diagnostic: ScenarioDiagnostic) {
    guard !seen.contains(diagnostic) else { return }
    guard diagnostics.count < Self.storageLimit else {
      droppedCount += 1
      return
    }
    seen.insert(diagnostic)
    diagnostics.append(diagnostic)
  }

  /// The problems sorted by position, at most `limit` of them plus a last line saying how many
  /// were left out.
  func sortedDiagnostics() -> [ScenarioDiagnostic] {
    let sorted = diagnostics.sorted()
    guard sorted.count > Self.limit else { return sorted }
    let hidden = sorted.count - Self.limit + droppedCount
    var shown = Array(sorted.prefix(Self.limit))
    shown.append(
      ScenarioDiagnostic(
        sorted[Self.limit].location,
        "too many problems: \(hidden) more not shown; fix these and read the file again"))
    return shown
  }
}
