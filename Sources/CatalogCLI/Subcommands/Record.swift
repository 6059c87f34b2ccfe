import ArgumentParser

extension CatalogCommand {
  /// `catalog record`: device recordings of scenarios.
  struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "record",
      abstract: "Imports what a real device did into recordings of stored scenarios.",
      discussion: """
        A recording is the log of a real run: the callbacks an app printed while UIKit \
        presented or dismissed, in order, with the device, its iOS version and the SDK. It is \
        kept with its scenario, shown by 'catalog show', exported and imported beside the \
        scenario as <name>.<n>.recording, compared with the engine by 'catalog diff NAME \
        --against recording' and counted by 'catalog calibrate'. Docs/recordings.md has the \
        formats and a snippet that makes an app print what the importer reads.

        EXAMPLES
          catalog record import present.log --scenario dimming-presentation --ios 17.2

        EXIT CODES
          0   the subcommand succeeded
          2   an invalid log, recording or name (see each subcommand's --help)
          3   the catalog cannot be read or written
          64  a command-line usage error
        """,
      subcommands: [ImportLog.self, RemoveRecordingCommand.self])
  }
}
