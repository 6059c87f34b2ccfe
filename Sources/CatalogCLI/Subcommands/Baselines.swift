import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog baselines`: the accepted baselines, their history, and pruning.
  struct Baselines: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "baselines",
      abstract: "Lists the accepted baselines, their history, and the obsolete ones.",
      usage: "catalog baselines [<folder>|<name>] [--prune] [<options>]",
      discussion: """
        Without options: every current baseline (scenario, profile, rules version, events, \
        who accepted it and when, with which catalog version), then the obsolete ones — \
        baselines whose scenario was removed, whose profile no longer exists, or whose \
        profile can no longer replay their scenario (it uses something the era lacks).

        A FOLDER lists the baseline files of the folder and its subfolders instead, without \
        any catalog, and their obsolete ones: no scenario file beside them declares their \
        scenario, the engine has no profile of their name, or the profile can no longer \
        replay the scenario. Without a folder or a name, and without '--db' or CATALOG_DB, the \
        current folder's files are listed when there is no catalog.sqlite.

        '--history NAME --profile P' lists every baseline that scenario has had under P, \
        newest first. '--prune' lists the obsolete baselines, then deletes them (in a \
        catalog their timelines too, when nothing else uses them; in a folder the files).

        EXAMPLES
          catalog baselines
          catalog baselines --history dimming-presentation --profile uikit-8
          catalog baselines ui --prune

        EXIT CODES
          0   the list was printed (and obsolete baselines deleted, with --prune)
          2   an unknown scenario name, or a folder that cannot be read
          3   a storage or internal failure
          64  a command-line usage error
        """)

    @Argument(
      help: ArgumentHelp("A folder of baseline files, or only this scenario's baselines.", valueName: "folder|name"))
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
      if prune && (history != nil || (name != nil && !isFolder)) {
        throw ValidationError("'--prune' removes every obsolete baseline; it takes no scenario name.")
      }
    }

    /// Whether the argument is a folder (of baseline files), not a scenario name.
    var isFolder: Bool { name.map { FileKind.of($0) == .directory } ?? false }

    func report() throws -> BaselinesReport {
      let location = database.location
      // A folder named, or no catalog chosen nor present: the folder's baseline files.
      let folder =
        isFolder ? name : (name == nil && history == nil && location.isDefault && !location.exists ? "." : nil)
      return try ListBaselines(
        scenario: folder == nil ? name : nil, profile: profile.single?.name, history: history, prune: prune,
        folder: folder
      ).run(at: location)
    }
  }
}
