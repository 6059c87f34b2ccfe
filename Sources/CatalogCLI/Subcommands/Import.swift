import ArgumentParser
import CatalogRunner
import Foundation

extension CatalogCommand {
  /// `catalog import`: adds a folder's scenarios and accepts its baselines.
  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Adds a folder's scenario files and accepts its baseline files, in one transaction.",
      discussion: """
        DIR is read as 'catalog export' writes it, not recursively: every scenario file \
        (.yaml, .yml, .json) is validated as 'catalog add' validates it, and every \
        <scenario>.<profile>.timeline file becomes the current baseline of that scenario under \
        that profile. Other files are ignored.

        Every problem is reported with file:line:column, and then nothing is imported (exit \
        2): an invalid scenario file; a baseline file whose name does not follow the pattern, \
        whose profile is not an engine profile (see 'catalog profiles'), whose scenario is \
        neither in DIR nor in the catalog, whose header does not match its name, or with a \
        line that does not parse.

        A baseline keeps what its header says: who accepted it and when, the catalog version \
        and the profile's rules version. A file without a header is accepted as by \
        '--accepted-by', now, under the profile's current rules version. Importing the same \
        folder again changes nothing. The database is created if missing, once DIR is valid.

        EXAMPLES
          catalog import fixtures/
          catalog import review/ --db fresh.sqlite

        \(ExitStatus.help)
        """)

    @Argument(help: ArgumentHelp("The folder to import.", valueName: "dir"))
    var directory: String

    @Option(
      help: "Who accepted the baselines of files without a header (default: $USER, else 'import').")
    var acceptedBy: String?

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if let acceptedBy, acceptedBy.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ValidationError("'--accepted-by' must name someone.")
      }
    }

    func run() throws {
      let location = database.location
      let who =
        acceptedBy ?? ProcessInfo.processInfo.environment["USER"].flatMap { $0.isEmpty ? nil : $0 }
        ?? "import"
      let report = try reportingFailures {
        try ImportCatalog(directory: directory, acceptedBy: who).run(at: location)
      }
      var out = ""
      for item in report.scenarios {
        let outcome = item.outcome
        switch outcome.change {
        case .created: out += "\(outcome.name): created\n"
        case .newRevision: out += "\(outcome.name): new revision \(outcome.revision)\n"
        case .revived: out += "\(outcome.name): revived (revision \(outcome.revision))\n"
        case .unchanged: break
        }
      }
      var created = 0
      var superseded = 0
      for item in report.baselines {
        let outcome = item.outcome
        switch outcome.change {
        case .created:
          created += 1
          out += "\(outcome.scenario) @ \(outcome.profile): baseline created\n"
        case .superseded(let previous):
          superseded += 1
          out +=
            "\(outcome.scenario) @ \(outcome.profile): baseline replaced (the previous one, #\(previous), is kept as history)\n"
        case .unchanged: break
        }
      }
      let scenarioSummary = Add.summary(report.scenarios.map(\.outcome.change))
      let unchangedBaselines = report.baselines.count - created - superseded
      let baselineSummary = [
        created > 0 ? "\(created) created" : nil, superseded > 0 ? "\(superseded) replaced" : nil,
        unchangedBaselines > 0 ? "\(unchangedBaselines) unchanged" : nil,
      ].compactMap { $0 }.joined(separator: ", ")
      out += "Imported \(Add.count(report.scenarios.count, "scenario"))"
      out += scenarioSummary.isEmpty ? "" : " (\(scenarioSummary))"
      out += " and \(Add.count(report.baselines.count, "baseline"))"
      out += baselineSummary.isEmpty ? "" : " (\(baselineSummary))"
      out += " from '\(directory)' into '\(location.path)'.\n"
      Console.out(out)
    }
  }
}
