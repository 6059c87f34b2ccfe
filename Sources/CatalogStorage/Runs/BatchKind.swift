/// What made a batch of runs. A closed set: the `batch.kind` column accepts exactly these values
/// (CHECK constraint of migration 0004).
public enum BatchKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// `catalog run`.
  case run
  /// `catalog check`.
  case check

  public var description: String { rawValue }

  /// The kind a row stores.
  ///
  /// - Throws: `StorageError.invalidInput` for a value the schema should have refused.
  init(stored: String) throws {
    guard let kind = BatchKind(rawValue: stored) else {
      throw StorageError.invalidInput("the catalog holds a batch kind '\(stored)' this catalog does not know")
    }
    self = kind
  }
}
