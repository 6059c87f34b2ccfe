import CatalogStorage

/// Runs store calls, turning what they throw into `RunnerError`s.
enum StoreCall {
  /// The value of `body`; a `StorageError` (or anything else) it throws becomes a
  /// `RunnerError`, with `catalog`'s path for messages.
  static func run<T>(_ catalog: CatalogDatabase, _ body: () throws -> T) throws(RunnerError) -> T {
    do {
      return try body()
    } catch {
      throw RunnerError.fromStore(error, path: catalog.path)
    }
  }
}
