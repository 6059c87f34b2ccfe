/// A closed set of values that a text column stores by raw value, its CHECK constraint (migration
/// 0004) accepting exactly the cases: `BatchKind` (`batch.kind`), `RunStatus` (`run.status`).
protocol StoredEnumeration: RawRepresentable<String> {
  /// What a value is, for messages: `batch kind`, `run status`.
  static var storedName: String { get }
}

extension StoredEnumeration {
  /// The value a row stores.
  ///
  /// - Throws: `StorageError.invalidInput` for a value the schema should have refused.
  init(stored: String) throws {
    guard let value = Self(rawValue: stored) else {
      throw StorageError.invalidInput("the catalog holds a \(Self.storedName) '\(stored)' this catalog does not know")
    }
    self = value
  }
}
