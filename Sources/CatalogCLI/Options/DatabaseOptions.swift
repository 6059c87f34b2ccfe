import ArgumentParser
import CatalogRunner

/// `--db PATH|URL`, shared by every command that uses the catalog database.
struct DatabaseOptions: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The catalog: a SQLite file, or postgres://user@host:port/database. Default: $\(CatalogLocation.environmentVariable), else ./\(CatalogLocation.defaultFileName) (created on first write).",
      valueName: "path"))
  var path: String?

  var location: CatalogLocation { CatalogLocation(explicit: path) }

  /// A URL of a scheme the catalog does not know, or a PostgreSQL URL it cannot read, is a usage
  /// error (exit 64), whether it comes from '--db' or from CATALOG_DB.
  func validate() throws {
    if let problem = location.usageProblem { throw ValidationError(problem) }
  }
}
