/// What made a batch of runs. A closed set: the `batch.kind` column accepts exactly these values
/// (CHECK constraint of migration 0004).
package enum BatchKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, StoredEnumeration {
  /// `catalog run`.
  case run
  /// `catalog check`.
  case check

  package var description: String { rawValue }

  static let storedName = "batch kind"
}
