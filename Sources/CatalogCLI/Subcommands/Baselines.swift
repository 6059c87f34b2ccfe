import ArgumentParser
import CatalogRunner

extension CatalogCommand {
  /// `catalog baselines`: the accepted baselines, their history, and pruning.
  struct Baselines: ReportingCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lists the accepted baselines, their history, and the obsolete ones.",
      usage: "catalog baselines [<name>] [--history <name>] [--prune] [<options>]",
      discussion: """
        Without options: every current baseline (scenario, profile, rules version, events, \
        who accepted it and when, with which catalog version), then the obsolete ones — \
        baselines whose scenario was removed or whose profile no longer exists.

        '--history NAME --profile P' lists every baseline that scenario has had under P, \
        newest first. '--prune' lists the obsolete baselines, then deletes them (their \
        timelines too, when nothing else uses them).

        EXAMPLES
          catalog baselines
          catalog baselines --history dimming-presentation --profile uikit-8
          catalog baselines --prune

        \(ExitStatus.help)
        """)

    @Argument(help: ArgumentHelp("Only this scenario's baselines.", valueName: "name"))
    var name: String?

    @OptionGroup var profile: ProfileOptions

    @Option(help: ArgumentHelp("The whole history of this scenario's baseline (with --profile).", valueName: "name"))
    var history: String?

    @Flag(help: "Delete the obsolete baselines, after listing them.")
    var prune = false

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try validateFormat()
      try profile.requireAtMostOne()
      if history != nil && profile.names.isEmpty {
        throw ValidationError("'--history' needs '--profile': a baseline's history is per scenario and profile.")
      }
      if prune && (history != nil || name != nil) {
        throw ValidationError("'--prune' removes every obsolete baseline; it takes no scenario name.")
      }
    }

    func report() throws -> BaselinesReport {
      try ListBaselines(scenario: name, profile: profile.single?.name, history: history, prune: prune)
        .run(at: database.location)
    }
  }
}
