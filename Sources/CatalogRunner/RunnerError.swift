import CatalogModel
import CatalogStorage
import ScenarioFile
import TransitionEngine

/// What can go wrong in a runner operation, with the exit code each maps to (README "Exit codes").
package enum RunnerError: Error, Sendable, CustomStringConvertible {
  /// Scenario files that are not valid; nothing was stored (exit 2).
  case invalidScenarios([ScenarioFileError])
  /// Some other input file or argument is not valid (exit 2).
  case invalidInput(String)
  /// No catalog database at the path (exit 3).
  case noCatalog(String)
  /// Scenarios asked for by name that the catalog does not have (exit 2).
  case unknownScenarios([String], suggestions: [String: String])
  /// The store failed: read-only, disk full, a newer catalog's database, an error of SQLite or
  /// PostgreSQL (exit 3).
  case storage(StorageError)
  /// A file or folder outside the catalog could not be read or written, e.g. by `export`; the
  /// operation is a verb phrase, `"write"` (exit 3).
  case fileSystem(operation: String, path: String, cause: String)
  /// A later step of a command failed after an earlier one was committed: `error` says what
  /// failed (and that nothing of it was written), `committed` what had been written before
  /// (exit code of `error`).
  indirect case afterCommit(RunnerError, committed: String)

  package var description: String {
    switch self {
    case .invalidScenarios(let errors):
      let count = errors.reduce(0) { $0 + $1.diagnostics.count }
      return errors.map(\.description).joined(separator: "\n")
        + "\n\(count) problem\(count == 1 ? "" : "s") in \(errors.count) scenario file\(errors.count == 1 ? "" : "s"); nothing was stored"
    case .invalidInput(let message):
      return message
    case .noCatalog(let path):
      return
        "no catalog at '\(VisibleText.escaped(path))': add scenarios with 'catalog add FILE…' to create it, or point '--db' or CATALOG_DB at an existing one"
    case .unknownScenarios(let names, let suggestions):
      let listed = names.prefix(Self.listedUnknownNames).map { name in
        "no scenario named '\(name)' in the catalog" + (suggestions[name].map { "; did you mean '\($0)'?" } ?? "")
      }
      let rest = names.count - listed.count
      return (listed + (rest > 0 ? ["and \(rest) more names that the catalog does not have"] : []))
        .joined(separator: "\n")
    case .storage(let error):
      return error.description
    case .fileSystem(let operation, let path, let cause):
      return "could not \(operation) '\(path)': \(cause)"
    case .afterCommit(let error, let committed):
      return error.description + "\nnote: " + committed
    }
  }

  /// A scenario whose replay passed the event limit (Docs/scenario-format.md "Limits"): invalid
  /// input, at the step the replay had reached (exit 2).
  package static func eventLimit(_ exceeded: EventLimitExceeded, path: String) -> RunnerError {
    .invalidScenarios([ScenarioFileError(path: path, diagnostics: [exceeded.diagnostic])])
  }

  /// What the store threw, as the runner reports it: a catalog opened for reading that does not
  /// exist is `noCatalog`, any other storage error is `storage`.
  package init(storage error: StorageError) {
    if case .notFound(let missing) = error {
      self = .noCatalog(missing)
    } else {
      self = .storage(error)
    }
  }

  /// What an operation's body threw, which calls the store and the runner both: a `RunnerError`
  /// as it is, a `StorageError` as `init(storage:)` says, anything else as a failure of the
  /// catalog's backend: SQLite's (code -1) or, when `isPostgres`, PostgreSQL's without a SQLSTATE,
  /// as each backend reports a foreign error thrown inside its transactions.
  package static func fromStore(_ error: any Error, path: String = "", isPostgres: Bool = false) -> RunnerError {
    if let error = error as? RunnerError { return error }
    if let error = error as? StorageError { return RunnerError(storage: error) }
    let message = String(describing: error)
    if isPostgres {
      return .storage(.postgres(operation: "use the catalog", url: path, sqlState: "", message: message))
    }
    return .storage(.database(operation: "use the catalog", path: path, code: -1, message: message))
  }

  /// The documented exit code: 2 for bad input, 3 for storage and internal failures.
  package var exitCode: Int32 {
    switch self {
    case .invalidScenarios, .invalidInput, .unknownScenarios: 2
    case .noCatalog, .storage, .fileSystem: 3
    case .afterCommit(let error, _): error.exitCode
    }
  }
}
