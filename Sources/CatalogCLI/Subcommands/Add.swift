import ArgumentParser
import CatalogRunner
import CatalogStorage

extension CatalogCommand {
  /// `catalog add`: validates scenario files and stores them in the catalog.
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Validates scenario files and stores them in the catalog.",
      discussion: """
        Every file is validated before anything is stored. If any file is invalid, every \
        problem of every file is printed (file:line:column) and nothing is stored, unless \
        '--keep-going' is given: then the valid files are stored, the invalid ones are \
        reported, and the exit code is still 2. Two files that define the same scenario name \
        are both invalid. A folder stands for its scenario files (.yaml, .yml, .json), sorted \
        and not recursive.

        Each scenario is reported as 'created', 'new revision N' (its source changed), \
        'unchanged' (identical to its latest revision) or 'revived' (it had been removed with \
        'catalog rm'). The catalog keeps every revision's exact source.

        The database is '--db PATH', else $CATALOG_DB, else ./catalog.sqlite; it is created \
        on the first add.

        EXAMPLES
          catalog add fixtures/
          catalog add my-scenario.yaml other.json --db ~/catalogs/team.sqlite
          catalog add drafts/ --keep-going

        \(ExitStatus.help)
        """)

    @Argument(
      help: ArgumentHelp("Scenario files, or folders of scenario files.", valueName: "file|dir"))
    var files: [String]

    @Flag(help: "Store the valid files even when others are invalid (the exit code is still 2).")
    var keepGoing = false

    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let location = database.location
      let report = try reportingFailures {
        try AddScenarios(paths: files, keepGoing: keepGoing).run(at: location)
      }
      var out = ""
      for item in report.added {
        let outcome = item.outcome
        switch outcome.change {
        case .created: out += "\(outcome.name): created\n"
        case .newRevision: out += "\(outcome.name): new revision \(outcome.revision)\n"
        case .unchanged: out += "\(outcome.name): unchanged (revision \(outcome.revision))\n"
        case .revived:
          out +=
            "\(outcome.name): revived (\(outcome.addedRevision ? "new " : "")revision \(outcome.revision))\n"
        }
      }
      if !report.added.isEmpty {
        out +=
          "Stored \(Self.count(report.added.count, "scenario")) in '\(location.path)': "
          + Self.summary(report.added.map(\.outcome.change)) + ".\n"
      }
      Console.out(out)
      guard !report.problems.isEmpty else { return }
      for problem in report.problems { Console.error(problem.description) }
      let count = report.problems.reduce(0) { $0 + $1.diagnostics.count }
      Console.error(
        "error: \(Self.count(count, "problem")) in \(Self.count(report.problems.count, "scenario file")); those files were not stored"
      )
      throw ExitStatus.invalidInput
    }

    static func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `2 created, 1 new revision, 1 unchanged`.
    static func summary(_ changes: [AddOutcome.Change]) -> String {
      let parts: [(AddOutcome.Change, String, String)] = [
        (.created, "created", "created"), (.newRevision, "new revision", "new revisions"),
        (.unchanged, "unchanged", "unchanged"), (.revived, "revived", "revived"),
      ]
      return parts.compactMap { change, one, many in
        let number = changes.filter { $0 == change }.count
        return number == 0 ? nil : "\(number) \(number == 1 ? one : many)"
      }.joined(separator: ", ")
    }
  }
}
