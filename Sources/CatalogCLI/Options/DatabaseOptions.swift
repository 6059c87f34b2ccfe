import ArgumentParser
import CatalogRunner

/// `--db PATH`, shared by every command that uses the catalog database.
struct DatabaseOptions: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The catalog database. Default: $\(CatalogLocation.environmentVariable), else ./\(CatalogLocation.defaultFileName) (created on first write).",
      valueName: "path"))
  var path: String?

  var location: CatalogLocation { CatalogLocation(explicit: path) }
}
