import ArgumentParser
import CatalogRunner

/// The `catalog` root command.
public struct CatalogCommand: AsyncParsableCommand {
  /// Runs the command line: a closed pipe ends output quietly instead of killing the process.
  public static func start() async {
    Console.ignoreBrokenPipes()
    await main()
  }

  public static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Replays, stores, diffs and regression-checks UIKit view-controller transition timelines.",
    discussion: """
      A scenario (a YAML or JSON file) describes a window, view controllers, delegates and steps. \
      The engine replays it under an engine profile (one UIKit era) and emits its timeline: every \
      callback UIKit would make, in order, with virtual time.

      EXAMPLES
        catalog run fixtures/dimming-presentation.yaml
        catalog run fixtures/ios13-default-style.yaml --profile all
        catalog profiles
        catalog add fixtures/ && catalog list
        catalog export --to fixtures/

      \(ExitStatus.help)
      """,
    version: CatalogVersion.current,
    subcommands: [
      Run.self, Add.self, List.self, Show.self, Diff.self, Check.self, Accept.self, Baselines.self,
      Remove.self, Export.self, Import.self, Profiles.self,
    ])

  public init() {}
}
