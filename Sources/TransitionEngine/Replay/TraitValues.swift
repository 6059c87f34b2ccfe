import CatalogModel

/// The size classes of a trait collection, as the engine models traits.
struct TraitValues: Hashable {
  var horizontal: SizeClass
  var vertical: SizeClass

  /// How many combinations of size classes there are: `slot` is below it.
  static let combinations = SizeClass.allCases.count * SizeClass.allCases.count

  /// A number per combination of size classes, from 0, to index arrays kept per combination
  /// (hashing the size classes hashes their raw strings).
  var slot: Int { Self.number(horizontal) * SizeClass.allCases.count + Self.number(vertical) }

  private static func number(_ sizeClass: SizeClass) -> Int {
    switch sizeClass {
    case .compact: 0
    case .regular: 1
    }
  }

  /// These traits with the changes of a `traits` step.
  func applying(_ change: TraitChange) -> TraitValues {
    TraitValues(horizontal: change.horizontalSizeClass ?? horizontal, vertical: change.verticalSizeClass ?? vertical)
  }
}
