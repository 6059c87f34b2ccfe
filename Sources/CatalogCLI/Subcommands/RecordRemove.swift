import ArgumentParser
import CatalogModel
import CatalogReports
import CatalogRunner

extension CatalogCommand.Record {
  /// `catalog record rm`: takes one recording out of the catalog.
  struct RemoveRecordingCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "rm",
      abstract: "Removes one recording of a stored scenario, keeping it as history.",
      usage: "catalog record rm <name> recording:<n> [<options>]",
      discussion: """
        For a recording that should not count: one imported with the wrong map or the wrong \
        iOS version, or a second copy. It leaves 'catalog show', 'catalog diff NAME --against \
        recording', 'catalog calibrate' and exports (the next 'catalog export' deletes its \
        file), and stays in the catalog as history. The scenario's other recordings keep their \
        numbers; importing the log again gives it a new one.

        EXAMPLES
          catalog record rm dimming-presentation recording:2

        EXIT CODES
          0   the recording was removed
          2   an unknown scenario, or no such recording (the ones it has are listed)
          3   no catalog, or a storage failure
          64  a command-line usage error
        """,
      aliases: ["remove"])

    static let commandPath = "catalog record rm"

    @Argument(help: ArgumentHelp("The stored scenario.", valueName: "name"))
    var scenario: String

    @Argument(help: ArgumentHelp("The recording to remove: recording:N.", valueName: "recording:n"))
    var recording: String

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    /// `recording:N` is checked before anything is opened: another shape (`recording`, which
    /// other commands take for the newest, or `recording:x`) is a usage error.
    func validate() throws {
      try validateFormat()
      let digits = recording.hasPrefix("recording:") ? recording.dropFirst("recording:".count) : ""
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), Int(digits).map({ $0 >= 1 }) == true
      else {
        throw ValidationError(
          "'\(VisibleText.escaped(recording))' is not a recording number: write 'recording:N', N from 1 "
            + "('catalog show \(VisibleText.escaped(scenario))' lists them); 'record rm' never picks one for you")
      }
    }

    func report() throws -> RemoveRecording.Report {
      try RemoveRecording(scenario: scenario, recording: recording).run(at: database.location)
    }
  }
}
