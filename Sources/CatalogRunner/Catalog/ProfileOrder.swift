import TransitionEngine

/// The order profiles are shown in: engine profiles oldest era first (`uikit-7` before
/// `uikit-13`, which plain sorting gets wrong), then names this catalog does not know, sorted.
enum ProfileOrder {
  private static let rank = Dictionary(
    uniqueKeysWithValues: EngineProfile.all.enumerated().map { ($1.name, $0) })

  /// Whether profile `a` comes before profile `b`.
  static func precedes(_ a: String, _ b: String) -> Bool {
    (rank[a] ?? Int.max, a) < (rank[b] ?? Int.max, b)
  }
}
