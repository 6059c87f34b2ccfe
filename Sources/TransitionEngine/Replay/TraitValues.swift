import CatalogModel

/// The size classes of a trait collection, as the engine models traits.
struct TraitValues: Hashable {
  var horizontal: SizeClass
  var vertical: SizeClass

  /// These traits with the changes of a `traits` step.
  func applying(_ change: TraitChange) -> TraitValues {
    TraitValues(horizontal: change.horizontalSizeClass ?? horizontal, vertical: change.verticalSizeClass ?? vertical)
  }
}
