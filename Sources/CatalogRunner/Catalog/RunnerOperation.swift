/// What a command asks of the runner: one entry shape for every operation that may use the
/// catalog.
///
/// An operation is a value holding its arguments; `run(at:)` does it, given where the catalog is
/// (`--db`, or the default), and throws a `RunnerError`. An operation that works on the catalog
/// is a `CatalogOperation`, which opens and closes it in one place; others (`catalog diff` of two
/// files, `catalog report` of a scenario file, a check of a fixture folder) use the location only
/// when their arguments name something stored, or to know which files they must not overwrite.
///
/// For example:
/// ```swift
/// let report = try DiffRequest(first: "run:41", second: "run:42", profile: nil, against: nil).run(at: location)
/// let check = try CheckRequest(folder: "fixtures", commandLine: ["check"]).run(at: location)
/// ```
package protocol RunnerOperation {
  /// What the operation gives: usually its report.
  associatedtype Output

  /// Does the operation with the catalog at `location`.
  func run(at location: CatalogLocation) throws(RunnerError) -> Output
}
