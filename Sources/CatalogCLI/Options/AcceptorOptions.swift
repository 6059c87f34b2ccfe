import ArgumentParser
import CatalogRunner

/// `--by NAME`: who accepts baselines, for the record.
struct AcceptorOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Who accepts, for the baselines' record. Default: $CATALOG_USER, else the login name.", valueName: "name"))
  var by: String?

  /// The name recorded.
  var acceptor: String { by ?? Acceptance.defaultAcceptor() }

  func validate() throws {
    if let by, by.trimmingCharacters(in: .whitespaces).isEmpty {
      throw ValidationError("'--by' must name someone.")
    }
  }
}
