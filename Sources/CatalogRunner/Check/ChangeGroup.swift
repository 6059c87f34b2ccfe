import CatalogDiff

/// Scenarios that changed the same way: one change signature, one diff to read.
public struct ChangeGroup: Sendable {
  /// 1, 2, … in the order the report lists them (by first scenario name).
  public var number: Int
  public var signature: ChangeSignature
  /// Indexes into `CheckReport.items`, sorted by scenario then profile.
  public var items: [Int]
}
