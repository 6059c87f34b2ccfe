import CatalogModel

/// Which timeline a baseline accepts: a run's, a stored one by hash, or one given whole (an
/// import), which is stored if the catalog does not have it yet.
package enum TimelineSource: Sendable {
  /// The timeline a run produced.
  case run(RunID)
  /// A timeline the catalog already stores.
  case hash(String)
  /// A timeline given whole, with its digest.
  case timeline(HashedTimeline)
}
