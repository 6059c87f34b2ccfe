import CatalogDiff

/// Scenarios that changed the same way: one change signature, one diff to read.
package struct ChangeGroup: Sendable {
  /// 1, 2, … in the order the report lists them (by first scenario name).
  package var number: Int
  package var signature: ChangeSignature
  /// Indexes into `CheckReport.items`, sorted by scenario then profile.
  package var items: [Int]
}
