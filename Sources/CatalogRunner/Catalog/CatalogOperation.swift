import CatalogStorage

/// What a command does with the catalog: one shape for every operation that opens one.
///
/// An operation is a value holding its arguments. `perform(in:)` does the work on an open
/// catalog and throws what it meets, its own `RunnerError` or a storage error, without wrapping
/// storage calls; `run(at:)` is the one place a catalog is opened (as `access` says: to read or
/// to write one that must exist, or to write one created when missing) and closed again, and
/// `run(in:)` the one place what a body threw becomes a `RunnerError` (`RunnerError.fromStore`),
/// with the catalog's path for its message. Opening and closing, whose calls throw only the
/// store's typed `StorageError`, convert it with `RunnerError(storage:)`.
///
/// For example:
/// ```swift
/// let listing = try ListScenarios(tag: "sheet").run(at: location)
/// let shown = try ShowScenario(name: "alpha").run(in: catalog)
/// ```
package protocol CatalogOperation: RunnerOperation {
  /// What the operation gives (restated so that `perform(in:)` names it).
  associatedtype Output

  /// How the operation opens the catalog.
  var access: CatalogAccess { get }

  /// Whether a failure to close the catalog after the operation is an error (false: the work is
  /// done, and a close that fails is ignored).
  var closeFailureIsError: Bool { get }

  /// The error to throw when the catalog cannot be opened (`error` itself, unless the operation
  /// phrases it its own way).
  func openingFailed(_ error: RunnerError) -> RunnerError

  /// Does the work on `catalog`, open as `access` says.
  ///
  /// - Throws: A `RunnerError`, or what a `CatalogDatabase` call throws.
  func perform(in catalog: CatalogDatabase) throws -> Output
}

extension CatalogOperation {
  package var closeFailureIsError: Bool { false }

  package func openingFailed(_ error: RunnerError) -> RunnerError { error }

  /// Performs the operation on `catalog`, which stays open; a storage error becomes a
  /// `RunnerError` naming the catalog.
  package func run(in catalog: CatalogDatabase) throws(RunnerError) -> Output {
    do {
      return try perform(in: catalog)
    } catch {
      throw .fromStore(error, path: catalog.path, isPostgres: catalog.isPostgres)
    }
  }

  /// Opens the catalog at `location` as `access` says, performs the operation and closes it.
  package func run(at location: CatalogLocation) throws(RunnerError) -> Output {
    try performing(at: location)
  }

  /// What `run(at:)` does by default, for an operation whose own `run(at:)` prepares something
  /// first (reads files, checks names) and then performs.
  package func performing(at location: CatalogLocation) throws(RunnerError) -> Output {
    try open(location) { catalog throws(RunnerError) in try run(in: catalog) }
  }

  /// `body`'s result with the catalog at `location` open as `access` says, closed after: the one
  /// place the runner opens a catalog.
  private func open<Result>(
    _ location: CatalogLocation, _ body: (CatalogDatabase) throws(RunnerError) -> Result
  ) throws(RunnerError) -> Result {
    let catalog: CatalogDatabase
    do throws(RunnerError) {
      switch access {
      case .read:
        catalog = try location.openForReading()
      case .write:
        // A device, a FIFO or a folder is named as such, not as a missing catalog.
        try location.requireUsablePath()
        guard location.exists else { throw .noCatalog(location.path) }
        catalog = try location.openForWriting()
      case .create:
        catalog = try location.openForWriting()
      }
    } catch {
      throw openingFailed(error)
    }
    var closed = false
    defer { if !closed { try? catalog.close() } }
    let result = try body(catalog)
    if closeFailureIsError {
      closed = true
      do {
        try catalog.close()
      } catch {
        throw RunnerError(storage: error)
      }
    }
    return result
  }
}

/// How an operation opens the catalog (`CatalogOperation.access`).
package enum CatalogAccess: Sendable {
  /// To read: the catalog must exist (`RunnerError.noCatalog` otherwise), and is opened read-only.
  case read
  /// To write a catalog that must exist (`RunnerError.noCatalog` otherwise).
  case write
  /// To write, creating the catalog when it is missing.
  case create
}
